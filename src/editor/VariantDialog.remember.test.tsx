// Issue 41: closing «Crear variante A/B» and opening it again keeps what was chosen (the audience's ticks were forgotten).
import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { preparedVariant, VariantDialog } from "./VariantDialog";

// The audience is the server editor's (/admin/edit). Said by a mock, not by setting the address before the
// modules read it: this project shares modules between files (vitest.config.ts, isolate: false), so
// api-client may have read another file's address already (it did in CI, with the files in another order).
vi.mock("./api-client", async (original) => ({
  ...(await original<typeof import("./api-client")>()),
  ON_SERVER: true,
}));
// No server here: who is asking and the prepared drafts are not known (the dialog goes on without them).
vi.stubGlobal("fetch", () => Promise.reject(new Error("offline")));

const open = (file: string) =>
  render(
    <VariantDialog
      file={file}
      hash="h"
      dirty={false}
      sections={[{ type: "hero", id: "inicio" }]}
      typeLabels={{ hero: "Portada" }}
      arms={["control"]}
      langs={["es", "en", "fr"]}
      onClose={() => undefined}
      onCreated={() => undefined}
    />,
  );

describe("Crear variante A/B keeps its choices", () => {
  it("the audience's languages, the device and the split survive closing and reopening, per page", () => {
    const first = open("pages/contact.json");
    fireEvent.click(first.getByLabelText("Inglés"));
    fireEvent.change(first.getByLabelText(/Peso de la variante/), { target: { value: "20" } });
    first.unmount();
    const again = open("pages/contact.json");
    expect(again.getByLabelText("Inglés")).toHaveProperty("checked", true);
    expect(again.getByLabelText("Francés")).toHaveProperty("checked", false);
    expect(again.getByLabelText(/Peso de la variante/)).toHaveProperty("value", "20");
    again.unmount();
    // Another page starts afresh.
    const other = open("pages/about.json");
    expect(other.getByLabelText("Inglés")).toHaveProperty("checked", false);
  });
  it("a prepared draft's variant is read from its file, for this page only", () => {
    expect(preparedVariant("pages/contact.json", "pages/contact.b.json")).toBe("b");
    expect(preparedVariant("pages/contact.json", "pages/contact.json")).toBeUndefined();
    expect(preparedVariant("pages/contact.json", "pages/contactos.b.json")).toBeUndefined();
  });
});
