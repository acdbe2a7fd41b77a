// What the tests of a team template's actions («Renombrar plantilla», «Borrar plantilla») share: a team's
// template and a built-in one, the spies undone after each test, and the first check of both: the action is
// offered for a team's template only (a built-in one is part of the code), and not with none chosen.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, expect, it, vi } from "vitest";

type Template = { id: string; label: string; saved: boolean };

export const team: Template = { id: "equipo:sobre-el-equipo", label: "Sobre el equipo", saved: true };
const builtIn: Template = { id: "landing", label: "Landing con formulario", saved: false };

/** Declares, in the caller's describe, the spies' clean-up and the check that only a team's template is offered the action. */
export function offeredForTeamTemplatesOnly(action: (template: Template | undefined) => ReactElement) {
  afterEach(() => vi.restoreAllMocks());
  it("is not offered for a built-in template nor with none chosen", () => {
    expect(render(action(builtIn)).container.innerHTML).toBe("");
    expect(render(action(undefined)).container.innerHTML).toBe("");
  });
}
