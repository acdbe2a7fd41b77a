// @vitest-environment node
import { describe, expect, it } from "vitest";
import { lockTable, LOCK_TTL_MS } from "./locks.ts";

describe("soft locks", () => {
  it("tells the second person who is editing and since when; frees the page a minute after the last heartbeat; a takeover moves it", () => {
    let now = Date.parse("2026-11-26T09:42:00Z");
    const locks = lockTable(() => new Date(now));
    const ana = { id: 1, name: "Ana" };
    const luis = { id: 2, name: "Luis" };
    expect(locks.beat("pages/about.json", ana)).toEqual(
      expect.objectContaining({ userId: 1, since: "2026-11-26T09:42:00.000Z" }),
    );
    now += 20_000;
    expect(locks.beat("pages/about.json", luis)).toEqual(
      expect.objectContaining({ userId: 1, name: "Ana", since: "2026-11-26T09:42:00.000Z" }),
    );
    // Ana's heartbeat keeps it; her "since" stays.
    expect(locks.beat("pages/about.json", ana).since).toBe("2026-11-26T09:42:00.000Z");
    now += LOCK_TTL_MS + 1;
    expect(locks.beat("pages/about.json", luis).userId).toBe(2);
    expect(locks.takeOver("pages/about.json", ana).userId).toBe(1);
    expect(locks.beat("pages/about.json", luis).name).toBe("Ana");
    expect(locks.all()).toHaveLength(1);
  });
});
