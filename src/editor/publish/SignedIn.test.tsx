// The editor's bar on the server: the admin sections the person's role may
// open (the list /admin/api/me takes from the admin pages' bar), the editor's
// marked current, then who is signed in and "Cerrar sesión" with the CSRF field.
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SignedIn } from "./SignedIn";

afterEach(() => vi.unstubAllGlobals());

describe("SignedIn", () => {
  it("links the sections the role may open, the editor's marked current, beside the person and Cerrar sesión", async () => {
    const me = {
      name: "Olga",
      email: "olga@mesalia.example",
      role: "owner",
      roleLabel: "Propietario",
      csrfToken: "tok",
      tabs: [
        { id: "editor", href: "/admin/edit", label: "Editor" },
        { id: "submissions", href: "/admin", label: "Formularios" },
        { id: "audit", href: "/admin/audit", label: "Registro" },
      ],
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(me), { headers: { "Content-Type": "application/json" } })),
    );
    const { container } = render(<SignedIn />);
    const nav = await screen.findByRole("navigation", { name: "Secciones de administración" });
    const links = [...nav.querySelectorAll("a")].map((a) => [
      a.getAttribute("href"),
      a.textContent,
      a.getAttribute("aria-current"),
    ]);
    expect(links).toEqual([
      ["/admin/edit", "Editor", "page"],
      ["/admin", "Formularios", null],
      ["/admin/audit", "Registro", null],
    ]);
    expect(screen.getByRole("group", { name: "Sesión de Olga (Propietario)" })).toBeTruthy();
    expect(container.querySelector<HTMLInputElement>('form[action="/admin/logout"] input[name="_csrf"]')?.value).toBe(
      "tok",
    );
  });
});
