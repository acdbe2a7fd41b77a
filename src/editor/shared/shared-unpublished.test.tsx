// What is typed into a shared section is never lost silently (issue 43): an editor or a translator, who may
// not publish it, sees its fields read-only; a publisher's edits not yet published are named by its tools, and
// saving or leaving the page asks first (the page keeps only the reference).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CustomField } from "@puckeditor/core";
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SchemaSet } from "../../../lib/validate/schema-set.ts";
import { type JsonObject, type PuckItem, sectionToItem } from "../doc-data";
import { editorSchema } from "../schema-fields";
import { SharedSectionTools } from "./SharedSectionTools";
import { sharedComponent } from "./shared-component";
import { SHARED_TYPE_PROP } from "./shared-ref";
import { confirmUnpublishedShared } from "./unpublished";

// The tests run from the repository's root (jsdom's import.meta.url is not a file URL).
const root = process.cwd();
const schema = editorSchema(new SchemaSet(join(root, "schema")).files);
const about = JSON.parse(readFileSync(join(root, "pages/about.json"), "utf8")) as JsonObject;
const banner = (about.sections as JsonObject[]).at(-1)!;
const state: { role: string | null; content: PuckItem[] } = { role: "publisher", content: [] };

vi.mock("@puckeditor/core", () => ({
  createUsePuck:
    () =>
    <T,>(select: (p: { appState: { data: { content: PuckItem[] } } }) => T) =>
      select({ appState: { data: { content: state.content } } }),
  useGetPuck: () => () => ({ dispatch: () => {} }),
}));
vi.mock("../review/use-role", () => ({ useRole: () => state.role }));
vi.mock("virtual:editor", async () => {
  const { readFileSync: read } = await import("node:fs");
  const page = JSON.parse(read(`${process.cwd()}/pages/about.json`, "utf8")) as {
    sections: unknown[];
  };
  return {
    default: {
      placeholders: {},
      shared: {
        aviso: {
          section: page.sections.at(-1),
          usedBy: [{ file: "pages/about.json", path: "/about", title: "Sobre nosotros" }],
        },
      },
    },
  };
});

/** The page's shared item for «aviso» as the editor holds it, its title typed as `title`. */
function sharedItem(title: string): PuckItem {
  const props = sectionToItem(schema, banner, "item-0").props;
  return { type: "shared", props: { ...props, title, ref: "aviso", [SHARED_TYPE_PROP]: banner.type } };
}

afterEach(() => vi.restoreAllMocks());

describe("a shared section for who may not publish it", () => {
  /** The title field of the shared section as Puck renders it with the component's edit permission. */
  function titleInput(editable: boolean): HTMLInputElement {
    const component = sharedComponent(schema, () => <p />, editable);
    const item = sharedItem(String(banner.title));
    const fields = component.resolveFields?.(item, {} as never) as Record<string, CustomField<unknown>>;
    const field = fields.title!;
    const view = render(
      field.render({
        field,
        name: "title",
        id: "title",
        value: item.props.title,
        onChange: () => {},
        readOnly: component.permissions?.edit === false,
      }),
    );
    return view.container.querySelector("input, textarea") as HTMLInputElement;
  }

  it("shows its fields read-only to an editor or a translator, editable to who publishes it", () => {
    expect(titleInput(false).matches(":disabled")).toBe(true);
    expect(titleInput(true).matches(":disabled")).toBe(false);
  });
});

describe("a publisher's unpublished edits to a shared section", () => {
  const note = "Cambios sin publicar en la sección compartida";
  const toolsText = (item: PuckItem) => {
    state.content = [item];
    const view = render(<SharedSectionTools schema={schema} index={0} />);
    const text = view.container.textContent ?? "";
    view.unmount();
    return text;
  };

  it("are named by the shared section's tools until they match the published section", () => {
    expect(toolsText(sharedItem("Un título nuevo"))).toContain(note);
    expect(toolsText(sharedItem(String(banner.title)))).not.toContain(note);
  });

  it("make saving or leaving the page ask first, naming the shared section, and stay when told to", () => {
    const ask = vi.spyOn(window, "confirm").mockReturnValue(false);
    expect(confirmUnpublishedShared(schema, [sharedItem("Un título nuevo")])).toBe(false);
    expect(ask).toHaveBeenCalledWith(expect.stringContaining("«aviso» tiene cambios sin publicar"));
    ask.mockReturnValue(true);
    expect(confirmUnpublishedShared(schema, [sharedItem("Un título nuevo")])).toBe(true);
    ask.mockClear();
    expect(confirmUnpublishedShared(schema, [sharedItem(String(banner.title))])).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });
});
