// @vitest-environment node
// The admin bar: who is signed in (name, email, role) and "Cerrar sesión";
// only the sections the person's role may open (the server refuses the rest
// anyway: the bar's rule is the server's rule).
import { afterAll, describe, expect, it } from "vitest";
import { TABS } from "../shell/layout.ts";
import { sqliteEngine } from "../testing/engines.ts";
import { testApp } from "../testing/fixtures.ts";
import { person, signedIn } from "../publish/testing/people.ts";
import { accessOf } from "../admin/routes.ts";

const engine = sqliteEngine();
afterAll(() => engine.teardown());

const tabsOf = (page: string) =>
  [...(/<nav class="tabs"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? "").matchAll(/<a href="([^"]+)"/g)].map(
    (m) => m[1],
  );

describe("the admin bar", () => {
  it("each section's tab asks for the role the server asks for", () => {
    for (const tab of TABS) expect(tab.role, tab.href).toBe(accessOf(`GET ${tab.href}`));
  });

  it("names the person and their role, offers Cerrar sesión, and shows only the sections their role may open", async () => {
    const { store } = await engine.open();
    const app = testApp(store);
    await person(store, "lucia@mesalia.example", "publisher");
    await person(store, "olga@mesalia.example", "owner");
    const page = async (email: string, path: string) =>
      (
        await app.request(path, { headers: { Cookie: (await signedIn(app, email)).cookie, Accept: "text/html" } })
      ).text();

    // A publisher who opens the owner's inbox: refused, with a bar of what they can use.
    const refused = await page("lucia@mesalia.example", "/admin");
    expect(refused).toContain("Tu rol (Publicador) no permite esto");
    expect(tabsOf(refused)).toEqual(["/admin/edit", "/admin/experiments"]);
    expect(refused).toMatch(
      /<strong>lucia<\/strong><span class="muted">lucia@mesalia\.example<\/span><\/span><span class="pill"[^>]*>Publicador<\/span>/,
    );
    expect(refused.match(/>Cerrar sesión</g)).toHaveLength(1);

    // The editor (a page of its own) shows the same from GET /admin/api/me: the person and the bar's sections.
    const me = (await (
      await app.request("/admin/api/me", { headers: { Cookie: (await signedIn(app, "lucia@mesalia.example")).cookie } })
    ).json()) as { tabs: Array<{ href: string }> };
    expect(me).toMatchObject({
      name: "lucia",
      email: "lucia@mesalia.example",
      role: "publisher",
      roleLabel: "Publicador",
    });
    expect(
      me.tabs.map((t) => t.href),
      "the editor's bar",
    ).toEqual(tabsOf(refused));

    const owner = await page("olga@mesalia.example", "/admin/users");
    expect(tabsOf(owner)).toEqual(TABS.map((t) => t.href));
    const ownersMe = (await (
      await app.request("/admin/api/me", { headers: { Cookie: (await signedIn(app, "olga@mesalia.example")).cookie } })
    ).json()) as { tabs: Array<{ href: string; label: string }> };
    expect(ownersMe.tabs).toEqual(TABS.map(({ id, href, label }) => ({ id, href, label })));
    expect(owner).toContain(">Propietario</span>");
    expect(owner).toContain("olga@mesalia.example");
    expect(owner).toContain(">Cerrar sesión</button>");
  });
});
