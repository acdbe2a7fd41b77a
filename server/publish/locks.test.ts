// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../store/index.ts";
import { postgresEngine, sqliteEngine } from "../testing/engines.ts";
import { lockTable, LOCK_TTL_MS } from "./locks.ts";

const engines = [sqliteEngine(), postgresEngine()];
afterAll(() => Promise.all(engines.map((e) => e.teardown())));

for (const engine of engines)
  describe.skipIf(Boolean(engine.skip))(`soft locks on ${engine.name}`, () => {
    it("tells the second person who is editing and since when; frees the page a minute after the last heartbeat; a takeover moves it", async () => {
      const { store } = await engine.open();
      let now = Date.parse("2026-11-26T09:42:00Z");
      const locks = lockTable(store.db, () => new Date(now));
      const ana = { id: 1, name: "Ana" };
      const luis = { id: 2, name: "Luis" };
      expect(await locks.beat("pages/about.json", ana)).toEqual(
        expect.objectContaining({ userId: 1, since: "2026-11-26T09:42:00.000Z" }),
      );
      now += 20_000;
      expect(await locks.beat("pages/about.json", luis)).toEqual(
        expect.objectContaining({ userId: 1, name: "Ana", since: "2026-11-26T09:42:00.000Z" }),
      );
      // Ana's heartbeat keeps it; her "since" stays.
      expect((await locks.beat("pages/about.json", ana)).since).toBe("2026-11-26T09:42:00.000Z");
      now += LOCK_TTL_MS + 1;
      expect((await locks.beat("pages/about.json", luis)).userId).toBe(2);
      expect((await locks.takeOver("pages/about.json", ana)).userId).toBe(1);
      expect((await locks.beat("pages/about.json", luis)).name).toBe("Ana");
      expect(await locks.all()).toHaveLength(1);
    });

    it("is the same from a second instance: its heartbeat at the same moment sees the first one's holder", async () => {
      const { store, env } = await engine.open();
      // On PostgreSQL a store of its own, as another process has; SQLite is one process's.
      const other = env.DATABASE_URL ? await openStore(env, "") : store;
      const now = () => new Date("2026-11-26T09:42:00Z");
      const [one, two] = [lockTable(store.db, now), lockTable(other.db, now)];
      const [ana, luis] = await Promise.all([
        one.beat("pages/about.json", { id: 1, name: "Ana" }),
        two.beat("pages/about.json", { id: 2, name: "Luis" }),
      ]);
      // Whoever came first holds it, and both are told the same holder.
      expect(ana.userId).toBe(luis.userId);
      expect(await two.all()).toEqual(await one.all());
      if (other !== store) await other.close();
    });
  });
