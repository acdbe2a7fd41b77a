// «Renombrar plantilla»: offered for a team's template only; Enter in its field renames (it sits inside the
// «Nueva página» form, which must not be sent), and the picker is told the template's new id.
import { fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenameTemplate } from "./RenameTemplate";
import { pagesApi } from "./pages-client";

const team = { id: "equipo:sobre-el-equipo", label: "Sobre el equipo", saved: true };
const builtIn = { id: "landing", label: "Landing con formulario", saved: false };

afterEach(() => vi.restoreAllMocks());

describe("«Renombrar plantilla»", () => {
  it("is not offered for a built-in template nor with none chosen", () => {
    expect(render(<RenameTemplate template={builtIn} onRenamed={() => {}} />).container.innerHTML).toBe("");
    expect(render(<RenameTemplate template={undefined} onRenamed={() => {}} />).container.innerHTML).toBe("");
  });

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
