// @vitest-environment node
// Attack: a password is set again (a forgotten one, or one that leaked)
// but the thief's session and any older link kept working. A new password
// now ends every session and link of the person; the new sign-in is the only one.
// Also: hashes are argon2id at OWASP's parameters, and an older hash is
// upgraded the next time the person signs in.
import { afterAll, describe, expect, it, vi } from "vitest";
import { sqliteEngine } from "../testing/engines.ts";
import { NOW, testApp } from "../testing/fixtures.ts";
import { ORIGIN, PASSWORD, person, signedIn } from "../publish/testing/people.ts";
import { hashPassword, legacyScryptHash, needsRehash, verifyPassword } from "./password.ts";
import { makeInvite } from "./invites.ts";
import { authStore } from "./store.ts";

const engine = sqliteEngine();
vi.setConfig({ testTimeout: 120_000 });
afterAll(() => engine.teardown());

describe("password reset", () => {
  it("a new password ends every other session and link of the person", async () => {
    const { store } = await engine.open();
    const app = testApp(store, { now: () => NOW });
    const users = authStore(store.db);
    const marta = await person(store, "marta@mesalia.example", "editor");
    const thief = await signedIn(app, "marta@mesalia.example");
    const laptop = await signedIn(app, "marta@mesalia.example");
    const link = new URL(await makeInvite(users, marta.id, "http://localhost", NOW)).pathname;
    const reset = await app.request(link, {
      method: "POST",
      headers: { Origin: ORIGIN },
      body: new URLSearchParams({
        name: "Marta",
        password: "otra frase larga nueva",
        repeat: "otra frase larga nueva",
      }),
    });
    expect(reset.status).toBe(303);
    const fresh = reset.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .find((c) => c.startsWith("admin_session="))!;
    for (const old of [thief, laptop])
      expect((await app.request("/admin/api/me", { headers: { Cookie: old.cookie } })).status).toBe(401);
    expect((await app.request("/admin/api/me", { headers: { Cookie: fresh } })).status).toBe(200);
    expect((await app.request(link)).status).toBe(410);
  });

  it("hashes with argon2id (m=19 MiB, t=2, p=1) and upgrades an older scrypt hash at the next sign-in", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD}.`, hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);

    const { store } = await engine.open();
    const app = testApp(store, { now: () => NOW });
    const users = authStore(store.db);
    const old = await person(store, "viejo@mesalia.example", "editor");
    await users.setPassword(old.id, await legacyScryptHash(PASSWORD), old.name);
    expect((await users.userByEmail("viejo@mesalia.example"))!.passwordHash).toMatch(/^scrypt\$32768\$/);
    await signedIn(app, "viejo@mesalia.example");
    const upgraded = (await users.userByEmail("viejo@mesalia.example"))!.passwordHash!;
    expect(upgraded).toMatch(/^argon2id\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
  });
});
