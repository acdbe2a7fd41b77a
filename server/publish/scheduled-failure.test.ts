// @vitest-environment node
// Issue 41: a scheduled publish that fails when it runs used to vanish (the
// entry left the schedule, nothing was published, one line in the audit
// log). Pages and releases now go through one check (scheduled-publish.ts):
// the run is listed with its reason, and shown to whoever scheduled it
// until they dismiss it (or publish the page), and mailed to them.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "./testing/people.ts";
import type { SendMail } from "./review.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());
const FILE = "pages/about.json";

interface Run {
  id: string;
  file: string;
  state: string;
  message: string;
}

describe("a scheduled publish that fails when it runs", () => {
  it("is listed with its reason, shown to its author until dismissed, and mailed to them", async () => {
    const { store } = await engine.open();
    const clock = { offset: 0 };
    const mails: Array<{ to?: string; subject: string; text: string }> = [];
    const sendMail: SendMail = async (mail) => void mails.push(mail);
    const { publishing } = await testPublishing({
      store,
      now: () => new Date(Date.now() + clock.offset),
      sendMail,
      siteUrl: "https://mesalia.example",
    });
    const app = testApp(store, { publishing, now: () => new Date(Date.now() + clock.offset) });
    await person(store, "programa@mesalia.example", "publisher");
    await person(store, "otra@mesalia.example", "publisher");
    const as = async (email: string) => {
      const s = await signedIn(app, email);
      return async <T>(path: string, body?: unknown) => {
        const response = await app.request(
          `/admin/edit/api/${path}`,
          body === undefined
            ? { headers: s.headers }
            : {
                method: "POST",
                headers: { ...s.headers, "Content-Type": "application/json" },
                body: JSON.stringify(body),
              },
        );
        return { status: response.status, body: (await response.json()) as T };
      };
    };
    const author = await as("programa@mesalia.example");
    const other = await as("otra@mesalia.example");
    const page = (await author<{ hash: string; doc: { meta: Record<string, unknown> } }>(`page?file=${FILE}`)).body;
    const doc = { ...page.doc, meta: { ...page.doc.meta, title: "Programada y descartada" } };
    expect((await author("save", { file: FILE, hash: page.hash, doc })).status).toBe(200);
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await author("schedule", { file: FILE, at })).status).toBe(201);
    // The draft goes before its time: at the hour there is nothing to publish.
    expect((await author("discard-draft", { file: FILE })).status).toBe(200);
    clock.offset = 61 * 60_000;
    await publishing.schedule.tick();

    type Schedule = { scheduled: unknown[]; done: Run[]; failed: Run[] };
    const seen = (await author<Schedule>("schedule")).body;
    expect(seen.scheduled).toEqual([]);
    expect(seen.done).toEqual([
      expect.objectContaining({ file: FILE, state: "refused", message: expect.stringMatching(/No hay borrador/) }),
    ]);
    expect(seen.failed).toEqual([expect.objectContaining({ file: FILE, state: "refused" })]);
    // Only its author is told.
    expect((await other<Schedule>("schedule")).body.failed).toEqual([]);
    await publishing.reviews.flush();
    expect(mails).toEqual([
      expect.objectContaining({
        to: "programa@mesalia.example",
        subject: expect.stringContaining("No se publicó"),
        text: expect.stringContaining("No hay borrador"),
      }),
    ]);

    expect((await other("schedule-dismiss", { id: seen.failed[0]!.id })).status).toBe(404);
    expect((await author("schedule-dismiss", { id: seen.failed[0]!.id })).status).toBe(200);
    expect((await author<Schedule>("schedule")).body.failed).toEqual([]);
  });
});
