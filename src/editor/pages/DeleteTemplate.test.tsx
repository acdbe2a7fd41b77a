// «Borrar plantilla»: offered for a team's template only, it asks first naming the template, and deletes
// nothing when the person cancels.
import { fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeleteTemplate } from "./DeleteTemplate";
import { pagesApi } from "./pages-client";
import { offeredForTeamTemplatesOnly, team } from "./template-action-tests";

describe("«Borrar plantilla»", () => {
  offeredForTeamTemplatesOnly((template) => <DeleteTemplate template={template} onDeleted={() => {}} />);

  it("asks naming the team's template, deletes it only when confirmed, and says so", async () => {
    const asked: string[] = [];
    let answer = false;
    vi.spyOn(window, "confirm").mockImplementation((message) => (asked.push(String(message)), answer));
    const deleting = vi
      .spyOn(pagesApi, "deleteTemplate")
      .mockResolvedValue({ id: "1", state: "live", message: "Publicado" } as never);
    const onDeleted = vi.fn();
    const view = render(<DeleteTemplate template={team} onDeleted={onDeleted} />);
    const button = view.getByRole("button", { name: "Borrar la plantilla «Sobre el equipo»" });

    fireEvent.click(button);
    expect(asked[0]).toContain("¿Borrar la plantilla «Sobre el equipo»?");
    expect(deleting).not.toHaveBeenCalled();

    answer = true;
    fireEvent.click(button);
    await waitFor(() => expect(view.getByRole("status").textContent).toBe("Plantilla «Sobre el equipo» borrada."));
    expect(deleting).toHaveBeenCalledWith("equipo:sobre-el-equipo");
    expect(onDeleted).toHaveBeenCalledOnce();
  });
});
