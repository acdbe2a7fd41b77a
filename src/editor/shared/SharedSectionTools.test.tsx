// The shared section's tools publish (POST shared-section, the publisher's): an editor or a translator is not
// offered «Publicar la sección compartida» nor «Convertir en sección compartida», which the server would refuse.
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { EditorSchema, PuckItem } from "../doc-data";
import { SharedSectionTools } from "./SharedSectionTools";

const state: { role: string | null | undefined; content: PuckItem[] } = { role: undefined, content: [] };

vi.mock("@puckeditor/core", () => ({
  createUsePuck:
    () =>
    <T,>(select: (p: { appState: { data: { content: PuckItem[] } } }) => T) =>
      select({ appState: { data: { content: state.content } } }),
  useGetPuck: () => () => ({ dispatch: () => {} }),
}));
vi.mock("../review/use-role", () => ({ useRole: () => state.role }));
vi.mock("virtual:editor", () => ({
  default: {
    placeholders: {},
    shared: {
      aviso: {
        section: { type: "ctaBanner", title: "Aviso" },
        usedBy: [{ file: "pages/about.json", path: "/about", title: "Sobre nosotros" }],
      },
    },
  },
}));

const shared = { type: "shared", props: { id: "a", ref: "aviso", sharedType: "ctaBanner", title: "Aviso" } };
const plain = { type: "ctaBanner", props: { id: "b", sectionId: "oferta", title: "Oferta" } };

/** The buttons and summaries the tools show for `item` to someone with `role`. */
function toolsFor(role: string | null, item: unknown): string[] {
  state.role = role;
  state.content = [item as PuckItem];
  const view = render(<SharedSectionTools schema={{ sections: {} } as unknown as EditorSchema} index={0} />);
  const names = [...view.container.querySelectorAll("button, summary")].map((e) => e.textContent ?? "");
  view.unmount();
  return names;
}

describe("the shared section's tools, by role", () => {
  it("an editor or a translator can separate a shared section but not publish it, nor make one", () => {
    for (const role of ["editor", "translator"]) {
      expect(toolsFor(role, shared)).toEqual(["Separar de la sección compartida"]);
      expect(toolsFor(role, plain)).toEqual([]);
    }
  });

  it("a publisher and the owner (and anyone under npm run edit) publish it and make one", () => {
    for (const role of ["publisher", "owner", null]) {
      expect(toolsFor(role, shared)).toEqual(["Publicar la sección compartida", "Separar de la sección compartida"]);
      expect(toolsFor(role, plain)).toContain("Convertir en sección compartida");
    }
  });
});
