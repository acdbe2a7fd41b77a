// «Renombrar plantilla»: offered for a team's template only; Enter in its field renames (it sits inside the
// «Nueva página» form, which must not be sent), and the picker is told the template's new id.
import { fireEvent, render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RenameTemplate } from "./RenameTemplate";
import { pagesApi } from "./pages-client";
import { offeredForTeamTemplatesOnly, team } from "./template-action-tests";

describe("«Renombrar plantilla»", () => {
  offeredForTeamTemplatesOnly((template) => <RenameTemplate template={template} onRenamed={() => {}} />);

  it("renames the team's template with Enter in its field, without sending the page's form, and says so", async () => {
    const renaming = vi.spyOn(pagesApi, "renameTemplate").mockResolvedValue({
      id: "1",
      state: "live",
      message: "Publicado",
      template: "equipo:equipo-y-valores",
    } as never);
    const onRenamed = vi.fn();
    const submitted = vi.fn((e: Event) => e.preventDefault());
    const view = render(
      <form onSubmit={(e) => submitted(e.nativeEvent)}>
        <RenameTemplate template={team} onRenamed={onRenamed} />
      </form>,
    );
    fireEvent.click(view.getByRole("button", { name: "Renombrar la plantilla «Sobre el equipo»" }));
    const field = view.getByLabelText("Nuevo nombre de la plantilla") as HTMLInputElement;
    expect(field.value).toBe("Sobre el equipo");
    fireEvent.change(field, { target: { value: "Equipo y valores" } });
    fireEvent.keyDown(field, { key: "Enter" });
    await waitFor(() =>
      expect(view.getByRole("status").textContent).toBe("Plantilla renombrada: ahora es «Equipo y valores»."),
    );
    expect(renaming).toHaveBeenCalledWith("equipo:sobre-el-equipo", "Equipo y valores");
    expect(onRenamed).toHaveBeenCalledWith("equipo:equipo-y-valores");
    expect(submitted).not.toHaveBeenCalled();
  });
});
