import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldPath } from "./FieldPath";

describe("a field's path", () => {
  it("is one unbreakable part per step, the «›» in front of the next, the whole path on hover", () => {
    const view = render(<FieldPath label="Cabecera de producto › Botones › 2 › Enlace" />);
    const parts = [...view.container.querySelectorAll(".field-path__part")].map((p) => p.textContent);
    expect(parts).toEqual(["Cabecera de producto", "› Botones", "› 2", "› Enlace"]);
    expect(view.container.textContent).toBe("Cabecera de producto › Botones › 2 › Enlace");
    expect(view.container.querySelector(".field-path")?.getAttribute("title")).toBe(
      "Cabecera de producto › Botones › 2 › Enlace",
    );
  });
});
