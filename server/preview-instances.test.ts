// @vitest-environment node
// Previews behind a round-robin balancer (no sticky sessions): two server
// processes on one PostgreSQL and one bare git remote, each with its own
// DATA_DIR. A draft's and a release's «Vista previa» asked of A are polled
// and opened through B, which never built them: B finds the commit through
// the remote (refs/drafts/*, refs/release-previews/*), builds it itself and
// says "building" meanwhile, never "no existe"; the release's preview shows
// its banner (the release's name, its page switcher) on B too.
import { afterAll, describe, expect, it, vi } from "vitest";
import { postgresEngine } from "./testing/engines.ts";
import {
  adminApi,
  type Answer,
  git,
  type InstancesOnRemote,
  startInstancesOnRemote,
  titleOf,
} from "./testing/instances-on-remote.ts";

vi.setConfig({ testTimeout: 600_000 });
const engine = postgresEngine();
let started: InstancesOnRemote | undefined;
afterAll(async () => {
  started?.stop();
  await engine.teardown();
});

const TOKEN = "preview-instances-admin-token-0123456789abcdef";
const admin = { Authorization: `Bearer ${TOKEN}` };
const call = adminApi(TOKEN);

/** Polls the preview's status on `base` until it is no longer "building"; every state seen, in order. */
async function polled(base: string, id: string): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const state = await call(base, `preview-status?id=${id}`);
    seen.push(String(state.state));
    if (state.state !== "building") return seen;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("previews through any instance (no shared disk, no sticky sessions)", () => {
  it.skipIf(Boolean(engine.skip))(
    "a draft's and a release's preview asked of A are polled and opened through B",
    async () => {
      started = await startInstancesOnRemote(engine, ["a", "b"], { prefix: "preview", env: { ADMIN_TOKEN: TOKEN } });
      const { remote, logs } = started;
      const [a, b] = started.instances;

      // A draft saved and previewed through A.
      const opened = await call(a!.base, "page?file=pages/about.json");
      const doc = opened.doc as Answer & { meta: Answer };
      const draft = { ...doc, meta: { ...doc.meta, title: "Nosotros, vista previa" } };
      const saved = await call(a!.base, "save", { file: "pages/about.json", doc: draft, hash: opened.hash ?? null });
      expect(saved.status, String(saved.message ?? saved.error)).toBe("saved");
      const asked = await call(a!.base, "preview", { file: "pages/about.json" });
      const id = String(asked.id);
      expect(id).toMatch(/^[0-9a-f]{40}$/);

      // Its status polled on B: building (B builds it too), then ready; never "no existe".
      const seen = await polled(b!.base, id);
      expect(seen.at(-1), `${seen.join(" → ")}\n${logs()}`).toBe("ready");
      expect(seen).not.toContain("failed");
      const page = await fetch(`${b!.base}/admin/preview/${id}/about`, { headers: admin });
      expect(page.status).toBe(200);
      expect(titleOf(await page.text())).toContain("Nosotros, vista previa");

      // A release's preview (its commit made on A, under refs/release-previews/), opened on B first: B builds it,
      // answering "se está preparando" (503) meanwhile, then the page.
      // The draft's owner, as its ref on the remote names them (refs/drafts/<user id>/<file>).
      const userId = Number(git(remote, "for-each-ref", "--format=%(refname)", "refs/drafts/").split("/")[2]);
      const created = await call(a!.base, "releases", {
        name: "Entrega de prueba",
        items: [{ file: "pages/about.json", userId }],
      });
      expect(created.id, JSON.stringify(created)).toBeTruthy();
      const release = await call(a!.base, "release-preview", { id: created.id });
      const commit = String(release.id);
      expect(commit).toMatch(/^[0-9a-f]{40}$/);
      const first = await fetch(`${b!.base}/admin/preview/${commit}/about`, { headers: admin });
      let shown = await first.text();
      expect([200, 503], `${first.status}\n${logs()}`).toContain(first.status);
      let view = first.status;
      for (let i = 0; view === 503 && i < 1200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const again = await fetch(`${b!.base}/admin/preview/${commit}/about`, { headers: admin });
        view = again.status;
        if (view === 200) shown = await again.text();
        else await again.text();
      }
      expect(view, logs()).toBe(200);
      expect(titleOf(shown)).toContain("Nosotros, vista previa");
      // B, which never saw the release asked for, shows its banner all the same: its name and its page switcher.
      expect(shown).toContain("Vista previa de la entrega <strong>«Entrega de prueba»</strong>");
      expect(shown).toContain(`<summary>Páginas de la entrega (1 página)</summary>`);
      expect(shown).toMatch(new RegExp(`<a href="/admin/preview/${commit}/about" aria-current="page">[^<]+</a>`));
      expect(git(remote, "rev-parse", `refs/release-previews/${String(created.id)}`)).toBe(commit);
    },
  );
});
