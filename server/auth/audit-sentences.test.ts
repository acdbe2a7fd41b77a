import { describe, expect, it } from "vitest";
import { auditSentence, pageName } from "./audit-sentences.ts";

const names = new Map([["ana@mesalia.example", "Ana"]]);
const entry = (action: string, detail: Record<string, string | number>, actor = "ana@mesalia.example") => ({
  id: 1,
  at: "2026-12-07T10:00:00Z",
  actor,
  action,
  detail,
});

describe("the audit log in sentences", () => {
  it("says who by name, what and on which page, never the action's code or a file", () => {
    expect(auditSentence(entry("page.retire", { file: "pages/contact.json", mode: "gone" }), names)).toBe(
      "Ana retiró la página /contact",
    );
    const release = auditSentence(
      entry("release.create", { id: "r1", name: "Verano", files: "pages/home.json,pages/contact.b.json" }),
      names,
    );
    expect(release).toBe("Ana creó la entrega «Verano» (/, /contact (variante b))");
    expect(release).not.toMatch(/release|pages\/|\.json|r1/);
  });
  it("an account without a name is its email; the token's sign-in its name", () => {
    expect(auditSentence(entry("signin.ok", { via: "token" }, "Administrador (token)"), names)).toBe(
      "Administrador entró con el token de administración",
    );
    expect(
      auditSentence(entry("user.role", { email: "b@x.es", from: "editor", role: "publisher" }, "c@x.es"), names),
    ).toBe("c@x.es cambió el rol de b@x.es de editor a publicador");
  });
  it("an A/B split in shares, not JSON", () => {
    expect(auditSentence(entry("experiment.weights", { id: "x", weights: '{"control":50,"b":50}' }), names)).toBe(
      "Ana cambió el reparto de visitantes de una prueba A/B (original 50, variante b 50)",
    );
    expect(pageName("pages/features/detail.json")).toBe("/features/detail");
  });
});
