// The editor's API as a signed-in person's browser session calls it, for the specs that need a page saved or
// published as a step towards what they test: the publishing clicks are proven once (publish.spec and the
// others whose claim they are), the rest reach the same state through the API (issue 44: the suite's time).
import { expect, type Page } from "./test.ts";

export interface PublishJob {
  id: string;
  state: string;
  message?: string;
}

/** The editor's API for the session signed in on `page` (its CSRF token read once). */
export async function editorApi(page: Page, url: string) {
  const { csrfToken } = (await (await page.request.get(`${url}/admin/api/me`)).json()) as { csrfToken: string };
  const headers = { "Content-Type": "application/json", Origin: url, "X-CSRF-Token": csrfToken };
  const api = `${url}/admin/edit/api`;
  const get = async <T>(path: string) => (await (await page.request.get(`${api}/${path}`)).json()) as T;
  const post = async <T>(name: string, data: unknown) =>
    (await (await page.request.post(`${api}/${name}`, { headers, data })).json()) as T;
  return {
    headers,
    get,
    post,
    /** Saves `doc` as the session's draft of `file` (`hash`: the version it was opened at, null for a new page). */
    async save(file: string, doc: unknown, hash: string | null = null) {
      const saved = await page.request.post(`${api}/save`, { headers, data: { file, doc, hash } });
      expect(saved.status(), await saved.text()).toBe(200);
    },
    /** Publishes the session's draft of `file` and waits for the job's end: "live", or the test fails with its message. */
    async publish(file: string): Promise<PublishJob> {
      let job = await post<PublishJob>("publish", { file });
      // Asked every 250 ms, as the editor asks every second: a loop without a pause kept the server busy
      // answering while it published.
      while (job.state === "queued" || job.state === "building") {
        await page.waitForTimeout(250);
        job = await get<PublishJob>(`publish-status?id=${job.id}`);
      }
      expect(job.state, job.message).toBe("live");
      return job;
    },
  };
}
