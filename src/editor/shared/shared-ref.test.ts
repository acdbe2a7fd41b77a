// @vitest-environment node
// Issue 43: a page that places a shared section keeps only its reference, whatever the editor holds of the
// shared section's fields to edit it in place (those go to its own file with «Publicar la sección compartida»).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SchemaSet } from "../../../lib/validate/schema-set.ts";
import { editorSchema } from "../schema-fields";
import { dataToDoc, docToData, sectionToItem, type JsonObject, type PuckItem } from "../doc-data";
import { ownProps, SHARED_TYPE_PROP } from "./shared-ref";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const schema = editorSchema(new SchemaSet(join(root, "schema")).files);

describe("a shared section in the editor", () => {
  const about = JSON.parse(readFileSync(join(root, "pages/about.json"), "utf8")) as JsonObject;
  const banner = (about.sections as JsonObject[]).at(-1)!;
  const doc = {
    ...about,
    sections: [
      ...(about.sections as JsonObject[]).slice(0, -1),
      { type: "shared", id: "oferta-verano", ref: "oferta" },
    ],
  };
  /** The item as the component's resolveData leaves it: the shared section's own props and type. */
  const resolved = (item: PuckItem) =>
    Object.assign(item.props, sectionToItem(schema, banner, item.props.id).props, { [SHARED_TYPE_PROP]: banner.type });

  it("saves the page with the reference alone after its shared fields were filled and edited", () => {
    const data = docToData(schema, doc);
    const item = data.content.at(-1)!;
    expect(item).toMatchObject({ type: "shared", props: { ref: "oferta" } });
    // What the component's resolveData adds: the shared section's own props and type, then an edit of its title.
    Object.assign(item.props, sectionToItem(schema, banner, item.props.id).props, {
      [SHARED_TYPE_PROP]: banner.type,
      title: "Otro título",
    });
    expect(dataToDoc(schema, data, doc)).toEqual(doc);
  });

  it("detached, it is the shared section's copy in the page, with the edits made", () => {
    const data = docToData(schema, doc);
    const item = data.content.at(-1)!;
    Object.assign(item.props, sectionToItem(schema, banner, item.props.id).props, {
      [SHARED_TYPE_PROP]: banner.type,
    });
    data.content[data.content.length - 1] = { type: String(banner.type), props: ownProps(item) };
    expect(dataToDoc(schema, data, doc)).toEqual(about);
  });

  it("keeps its id on the page, whatever anchor the shared file's own fields show", () => {
    const data = docToData(schema, doc);
    resolved(data.content.at(-1)!);
    expect((dataToDoc(schema, data, doc).sections as JsonObject[]).at(-1)).toEqual({
      type: "shared",
      id: "oferta-verano",
      ref: "oferta",
    });
  });

  it("placed without an id, it gets the shared section's own anchor, and a second one the next free id", () => {
    const bare = { ...about, sections: [{ type: "shared", ref: "oferta" }] };
    const data = docToData(schema, bare);
    resolved(data.content[0]!);
    // Placed again from the palette: a new Puck item, with no original in the page.
    data.content.push({ type: "shared", props: { id: "shared-123", ref: "oferta" } });
    resolved(data.content[1]!);
    const anchor = String(banner.id);
    expect(dataToDoc(schema, data, bare).sections).toEqual([
      { type: "shared", id: anchor, ref: "oferta" },
      { type: "shared", id: `${anchor}-2`, ref: "oferta" },
    ]);
  });
});
