// @vitest-environment node
// Attack: a publisher schedules a page, then is removed or demoted to
// editor; at the set time the page used to go live under their name anyway.
// Now the person and their role are checked again when it runs; a refused
// run is in the audit log as refused, a run that published as published.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { authStore } from "../auth/store.ts";
import { person, signedIn } from "./testing/people.ts";
import { testPublishing } from "./testing/publishing.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 180_000 });
afterAll(() => engine.teardown());
const FILE = "pages/about.json";

describe("scheduled publish after removal or demotion", () => {
  it("refuses the run of a removed or demoted publisher, records it as refused, and still runs a publisher's", async () => {
    const { store } = await engine.open();
    const clock = { offset: 0 };
    const { publishing } = await testPublishing({ now: () => new Date(Date.now() + clock.offset) });
    const app = testApp(store, { publishing });
    const users = authStore(store.db);
    const people = {
      removed: await person(store, "ida@mesalia.example", "publisher"),
      demoted: await person(store, "baja@mesalia.example", "publisher"),
      kept: await person(store, "sigue@mesalia.example", "publisher"),
    };
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    for (const [name, who] of Object.entries(people)) {
      const s = await signedIn(app, who.email);
      const call = (path: string, body?: unknown) =>
        app.request(
          `/admin/edit/api/${path}`,
          body === undefined
            ? { headers: s.headers }
            : {
                method: "POST",
                headers: { ...s.headers, "Content-Type": "application/json" },
                body: JSON.stringify(body),
              },
        );
      const page = (await (await call(`page?file=${FILE}`)).json()) as {
        hash: string;
        doc: { meta: Record<string, unknown> };
      };
      expect(
        (
          await call("save", {
            file: FILE,
            hash: page.hash,
            doc: { ...page.doc, meta: { ...page.doc.meta, title: `Programada por ${name}` } },
          })
        ).status,
      ).toBe(200);
      expect((await call("schedule", { file: FILE, at })).status).toBe(201);
    }
    await users.removeUser(people.removed.id);
    await users.setRole(people.demoted.id, "editor");
    clock.offset = 61 * 60_000;
    await publishing.schedule.tick();

    const owner = await person(store, "duena@mesalia.example", "owner");
    const { headers } = await signedIn(app, owner.email);
    const { done } = (await (await app.request("/admin/edit/api/schedule", { headers })).json()) as {
      done: Array<{ email: string; state: string; message: string }>;
    };
    const stateOf = (email: string) => done.find((d) => d.email === email);
    expect(stateOf("ida@mesalia.example")).toEqual(
      expect.objectContaining({ state: "refused", message: expect.stringMatching(/ya no existe/) }),
    );
    expect(stateOf("baja@mesalia.example")).toEqual(
      expect.objectContaining({ state: "refused", message: expect.stringMatching(/Editor/) }),
    );
    expect(stateOf("sigue@mesalia.example")).toEqual(expect.objectContaining({ state: "live" }));
    expect(await (await app.request("/about")).text()).toContain("Programada por kept");

    const log = await users.listAudit(50, 0);
    const of = (action: string) =>
      log
        .filter((e) => e.action === action)
        .map((e) => e.actor)
        .sort();
    expect(of("publish.refused")).toEqual(["baja@mesalia.example", "ida@mesalia.example"]);
    expect(of("publish.scheduled")).toEqual(["sigue@mesalia.example"]);
    // The audit page shows the scheduled instant in Madrid time, like the rest of the log (never the UTC text).
    const auditPage = await (
      await app.request("/admin/audit", { headers: { ...headers, Accept: "text/html" } })
    ).text();
    expect(auditPage).not.toContain(at);
    expect(auditPage).toContain("a la hora programada");
    await publishing.publisher.recover();
  });
});
