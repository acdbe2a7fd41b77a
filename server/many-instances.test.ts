// @vitest-environment node
// Three server processes that share nothing but one PostgreSQL and one bare
// git repository as CONTENT_REMOTE (each its own DATA_DIR: its own clone,
// releases and caches; docs/publishing.md, "Many instances"). A publish
// through one is served by the others (the time it took is printed: on this
// shared machine a bound would be a timed assertion; the figure is the bench's); a draft saved through one
// opens from another; two publishes on two instances at once both land; a
// `kill -9` of the publishing instance after its push reached the remote
// leaves the publish live everywhere, its job says so after the restart, the
// next publish works, and `git fsck --strict` of the remote is clean; a
// `kill -9` of another instance makes it gone for the others at once (its
// presence lock freed), not once its heartbeat is 10 s old.
import { afterAll, describe, expect, it, vi } from "vitest";
import { GONE_MS, type InstanceRow } from "./cdn/instances.ts";
import type { Instance } from "./testing/chaos/instances.ts";
import { postgresEngine } from "./testing/engines.ts";
import {
  adminApi,
  type Answer,
  FOLLOW_MS,
  git,
  holdablePushes,
  type InstancesOnRemote,
  startInstancesOnRemote,
  titleOf,
  within,
} from "./testing/instances-on-remote.ts";

vi.setConfig({ testTimeout: 900_000 });
const engine = postgresEngine();
let started: InstancesOnRemote | undefined;
afterAll(async () => {
  started?.stop();
  await engine.teardown();
});

const TOKEN = "many-instances-admin-token-0123456789abcdef";
const call = adminApi(TOKEN);

const title = async (base: string, path: string) => titleOf(await (await fetch(`${base}${path}`)).text());

/** The job once it is done, asked of `base` (any instance answers). */
async function finished(base: string, id: unknown): Promise<Answer> {
  for (;;) {
    const job = await call(base, `publish-status?id=${String(id)}`).catch(() => ({ state: "queued" }) as Answer);
    if (job.state !== "queued" && job.state !== "building") return job;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("three instances on one PostgreSQL and one git remote, no shared disk", () => {
  it.skipIf(Boolean(engine.skip))(
    "publish, drafts, two publishes at once and a kill -9 after the push: every instance serves the same, nothing lost",
    async () => {
      started = await startInstancesOnRemote(engine, ["a", "b", "c"], {
        prefix: "many",
        env: { ADMIN_TOKEN: TOKEN },
        stdout: true,
      });
      const { remote } = started;
      const [a, b, c] = started.instances;
      const pushes = holdablePushes(remote);
      const all = [a!, b!, c!];
      const phasesSeen: string[] = [];

      const about = (await call(a!.base, "page?file=pages/about.json")).doc as Answer & { meta: Answer };
      const withTitle = (doc: Answer & { meta: Answer }, text: string) => ({
        ...doc,
        meta: { ...doc.meta, title: text },
      });

      /** Saves `doc` as the draft of `file` through `via`, on the version `via` opens. */
      const save = async (via: Instance, file: string, doc: unknown) => {
        const opened = await call(via.base, `page?file=${file}`);
        return call(via.base, "save", { file, doc, hash: opened.hash ?? null });
      };

      /** Saves through `via`, publishes through `via`, reads the job from `other`. */
      async function publish(via: Instance, file: string, doc: unknown, other: Instance) {
        const saved = await save(via, file, doc);
        expect(saved.status, String(saved.message ?? saved.error ?? "")).toBe("saved");
        const job = await call(via.base, "publish", { file });
        if (!job.id) return job;
        return finished(other.base, job.id);
      }

      // 1. A publish through A is served by B and C within 3 s (NOTIFY, else their 2-s poll of the remote).
      const first = await publish(a!, "pages/about.json", withTitle(about, "Nosotros, desde A"), b!);
      expect(first.state, String(first.message)).toBe("live");
      phasesSeen.push(JSON.stringify(first.phases));
      const followed = await Promise.all(
        [b!, c!].map((i) => within(FOLLOW_MS, async () => (await title(i.base, "/about")) === "Nosotros, desde A")),
      );
      expect(
        followed.every((ms) => ms !== undefined),
        `followed in ${followed.join(", ")} ms\n${all.map((i) => i.errors().slice(-3000)).join("\n---\n")}`,
      ).toBe(true);
      expect(git(remote, "log", "-1", "--format=%H", "main")).toBe(first.commit);

      // 2. A draft saved through A opens from B and from C (its ref is on the remote), with its base.
      const contact = (await call(a!.base, "page?file=pages/contact.json")).doc as Answer & { meta: Answer };
      const draft = withTitle(contact, "Borrador guardado en A");
      expect((await save(a!, "pages/contact.json", draft)).status).toBe("saved");
      for (const other of [b!, c!]) {
        const opened = await call(other.base, "page?file=pages/contact.json");
        expect((opened.doc as { meta: Answer }).meta.title).toBe("Borrador guardado en A");
        expect(opened.draft).toBeTruthy();
      }

      // 3. Two publishes on two instances at once (different pages): both land, one after the other.
      const home = (await call(b!.base, "page?file=pages/home.json")).doc as Answer & { meta: Answer };
      const [onA, onB] = await Promise.all([
        publish(a!, "pages/contact.json", withTitle(contact, "Contacto, desde A"), c!),
        publish(b!, "pages/home.json", withTitle(home, "Inicio, desde B"), c!),
      ]);
      expect([onA.state, onB.state], `${String(onA.message)} / ${String(onB.message)}`).toEqual(["live", "live"]);
      const history = git(remote, "log", "-3", "--format=%H", "main").split("\n");
      expect(history).toContain(onA.commit);
      expect(history).toContain(onB.commit);
      for (const i of all) {
        const same = await within(FOLLOW_MS, async () => {
          const [x, y, z] = await Promise.all([title(i.base, "/contact"), title(i.base, "/"), title(i.base, "/about")]);
          return x === "Contacto, desde A" && y === "Inicio, desde B" && z === "Nosotros, desde A";
        });
        expect(same, `${i.name} serves both publishes`).toBeDefined();
      }

      // 4. kill -9 of A while its push has landed on the remote and A waits for the remote's answer.
      const resaved = await save(a!, "pages/about.json", withTitle(about, "Nosotros, antes del corte"));
      expect(resaved.status).toBe("saved");
      const before = git(remote, "rev-parse", "main");
      pushes.hold();
      const cut = await call(a!.base, "publish", { file: "pages/about.json" });
      const landed = await within(60_000, async () => git(remote, "rev-parse", "main") !== before);
      expect(landed, "the publish's push reached the remote").toBeDefined();
      await a!.killAndRestart().catch((error: Error) => {
        throw new Error(`${error.message}\n${a!.errors().slice(-2000)}`);
      });
      pushes.release();
      const afterKill = await finished(b!.base, cut.id);
      expect(afterKill.state, String(afterKill.message)).toBe("live");
      for (const i of all) {
        const served = await within(
          10_000,
          async () => (await title(i.base, "/about")) === "Nosotros, antes del corte",
        );
        expect(served, `${i.name} serves the publish cut short after its push`).toBeDefined();
      }

      // The next publish works, from the restarted instance, and reaches the others.
      const next = await publish(a!, "pages/about.json", withTitle(about, "Nosotros, después del corte"), c!);
      expect(next.state, JSON.stringify(next).slice(0, 500)).toBe("live");
      phasesSeen.push(JSON.stringify(next.phases));
      const followedNext: number[] = [];
      for (const i of [b!, c!]) {
        const ms = await within(
          FOLLOW_MS,
          async () => (await title(i.base, "/about")) === "Nosotros, después del corte",
        );
        expect(ms, `${i.name} follows`).toBeDefined();
        followedNext.push(ms!);
      }
      git(remote, "fsck", "--strict");

      // 5. kill -9 of C, not restarted: A lists it gone as soon as the database has seen its connection close,
      // while its last beat is still younger than the 10 s after which a silent instance counts as down.
      c!.stop();
      const cId = `:${new URL(c!.base).port}`;
      const rowOfC = async () => {
        const health = await fetch(`${a!.base}/healthz?instances`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        const rows = ((await health.json()) as { instances: InstanceRow[] }).instances;
        return rows.find((row) => row.id.endsWith(cId));
      };
      let gone: InstanceRow | undefined;
      await within(FOLLOW_MS, async () => (gone = await rowOfC())?.live === false);
      expect(gone, "C's row after its kill").toMatchObject({ live: false });
      expect(gone!.seenMsAgo, "C gone before its heartbeat's age says so").toBeLessThan(GONE_MS);
      console.log(
        `[many-instances] B, C served the first publish after ${followed.join(", ")} ms, the last after ${followedNext.join(", ")} ms; A's phases ${phasesSeen.join(" | ")}`,
      );
    },
  );
});
