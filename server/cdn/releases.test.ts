// The purge after a publish with several instances (releases.ts, instances.ts):
// sent once, by the first instance to serve the commit, and only when every
// live instance serves it (else a cache refetches the old page from a
// follower and keeps it after the new one was seen).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../store/index.ts";
import { postgresEngine } from "../testing/engines.ts";
import { GONE_MS, instanceTable } from "./instances.ts";
import type { ReleaseChange } from "./changed-urls.ts";
import { type Presence, pgPresence } from "./presence.ts";
import { releasePurges } from "./releases.ts";

const dir = mkdtempSync(join(tmpdir(), "release-purges-"));
const stores: Store[] = [];
const postgres = postgresEngine();
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await postgres.teardown();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Two instances on one store (SQLite unless given): `a` publishes, `b` follows; each serves a commit and its
 * release folder. `presenceOf`: an instance's presence lock (PostgreSQL), as main.ts gives it.
 */
async function twoInstances(
  clock: () => number,
  given?: Store,
  presenceOf: (id: string) => Presence | undefined = () => undefined,
) {
  const file = join(dir, `${stores.length}.db`);
  const store = given ?? (await openStore({ DATABASE_FILE: file }, file));
  if (!given) stores.push(store);
  const sent: Array<{ by: string; change: ReleaseChange }> = [];
  const instance = (id: string) => {
    const presence = presenceOf(id);
    const table = instanceTable(store.db, id, clock, () => presence?.key());
    const state = { commit: "c1", release: join(dir, "release-c1") };
    const purges = releasePurges({
      served: () => state.release,
      commit: () => state.commit,
      purge: async (change) => {
        sent.push({ by: id, change });
        return { ok: true, urls: 0, everything: true, ms: 1, requests: 1 };
      },
      fleet: table,
      waitMs: 60_000,
      log: () => undefined,
    });
    /** Serves `commit` (a publish or a follow), as main.ts does on each change. */
    const serve = async (commit: string) => {
      Object.assign(state, { commit, release: join(dir, `release-${commit}`) });
      await table.serve(commit);
      return purges.afterChange();
    };
    return { table, serve };
  };
  const a = instance("a:1");
  const b = instance("b:2");
  await a.table.serve("c1");
  await b.table.serve("c1");
  return { a, b, sent };
}

describe("the purge after a publish, several instances", () => {
  it("waits until every live instance serves the commit, and is sent once", async () => {
    const { a, b, sent } = await twoInstances(Date.now);
    const published = a.serve("c2");
    await new Promise((r) => setTimeout(r, 300));
    // b still serves c1: a cache refetching now could get the old page from it.
    expect(sent).toEqual([]);
    const followed = b.serve("c2");
    expect(await published).toMatchObject({ ok: true });
    expect(await followed).toBeUndefined();
    expect(sent.map((s) => s.by)).toEqual(["a:1"]);
    expect((await a.table.list()).map((i) => i.commit)).toEqual(["c2", "c2"]);
  });

  it("does not wait for an instance not seen for a while (down)", async () => {
    let now = Date.now();
    const { a, sent } = await twoInstances(() => now);
    // b's last beat is older than GONE_MS: down.
    now += GONE_MS + 1;
    await a.table.serve("c1");
    expect(await a.serve("c2")).toMatchObject({ ok: true });
    expect(sent.map((s) => s.by)).toEqual(["a:1"]);
  });
});

describe.skipIf(Boolean(postgres.skip))("the purge after a publish, an instance killed (PostgreSQL)", () => {
  it("does not wait for an instance whose process is gone, though its last beat is fresh", async () => {
    const { store, env } = await postgres.open();
    const url = env.DATABASE_URL!;
    // b's process holds its presence lock on a connection of its own, as main.ts does; a's too.
    const held = () =>
      new Promise<Presence>((resolve) => {
        const presence: Presence = pgPresence(url, () => presence.key() !== undefined && resolve(presence));
      });
    const presences = new Map([
      ["a:1", await held()],
      ["b:2", await held()],
    ]);
    const now = Date.now(); // frozen: b's beat stays as fresh as a's
    const { a, sent } = await twoInstances(
      () => now,
      store,
      (id) => presences.get(id),
    );
    expect((await a.table.list()).map((i) => [i.id, i.live])).toEqual([
      ["a:1", true],
      ["b:2", true],
    ]);
    // b is killed: its connection closes with its process, and its lock with it.
    await presences.get("b:2")!.stop();
    // The database frees it once it has seen the connection close (a few milliseconds).
    let b = (await a.table.list()).find((i) => i.id === "b:2");
    for (let tries = 0; tries < 100 && b?.live; tries++) {
      await new Promise((r) => setTimeout(r, 50));
      b = (await a.table.list()).find((i) => i.id === "b:2");
    }
    expect(b).toMatchObject({ live: false, seenMsAgo: 0 });
    expect(await a.serve("c2")).toMatchObject({ ok: true });
    expect(sent.map((s) => s.by)).toEqual(["a:1"]);
    await presences.get("a:1")!.stop();
  });
});
