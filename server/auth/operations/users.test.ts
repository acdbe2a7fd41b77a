// @vitest-environment node
// The users page's operations called directly, as a script or another
// caller without the /admin gate would: an editor cannot invite anyone,
// and an address that already has an account gets no second one (nor a
// link the owner would hand to a stranger).
import { afterAll, describe, expect, it } from "vitest";
import { sqliteEngine } from "../../testing/engines.ts";
import { NOW } from "../../testing/fixtures.ts";
import type { User } from "../../roles.ts";
import { authStore } from "../store.ts";
import { inviteUser, removeUser } from "./users.ts";

const engine = sqliteEngine();
afterAll(() => engine.teardown());

async function setup() {
  const { store } = await engine.open();
  const users = authStore(store.db);
  const deps = { store: users, now: () => NOW, linkBase: "https://mesalia.example" };
  const add = async (email: string, role: User["role"]) =>
    (await users.addUser(email, role, email, NOW.toISOString()))!;
  return { users, deps, owner: await add("olga@mesalia.example", "owner"), add };
}

describe("the users operations", () => {
  it("refuse an editor an owner's action: nobody is invited or removed", async () => {
    const { users, deps, owner, add } = await setup();
    const editor = await add("edu@mesalia.example", "editor");
    const invited = await inviteUser({ email: "nueva@mesalia.example", role: "owner", name: "" }, editor, deps);
    expect(invited).toMatchObject({ refused: "forbidden", message: expect.stringContaining("Propietario") });
    expect(await removeUser({ id: String(owner.id) }, editor, deps)).toMatchObject({ refused: "forbidden" });
    expect((await users.listUsers()).map((u) => u.email).sort()).toEqual([
      "edu@mesalia.example",
      "olga@mesalia.example",
    ]);
  });

  it("refuse an invitation to an address already a member, whatever its case, with no new link", async () => {
    const { users, deps, owner, add } = await setup();
    await add("marta@mesalia.example", "editor");
    const again = await inviteUser({ email: " Marta@Mesalia.example ", role: "publisher", name: "M" }, owner, deps);
    expect(again).toEqual({
      refused: "conflict",
      message: "marta@mesalia.example ya tiene una cuenta. Usa «Nuevo enlace» si necesita entrar de nuevo.",
    });
    expect((await users.userByEmail("marta@mesalia.example"))?.role).toBe("editor");

    // A new address gets its account and a link on the site's origin.
    const invited = await inviteUser({ email: "pau@mesalia.example", role: "translator", name: " Pau " }, owner, deps);
    expect(invited).toMatchObject({
      flash: {
        link: {
          email: "pau@mesalia.example",
          url: expect.stringMatching(/^https:\/\/mesalia\.example\/admin\/invite\/[\w-]{43}$/),
        },
      },
      audit: { action: "user.invite", details: { email: "pau@mesalia.example", role: "translator" } },
    });
    expect(await users.userByEmail("pau@mesalia.example")).toMatchObject({ name: "Pau", role: "translator" });
  });
});
