// A row's dialogs draw their contents only while open: the retire dialog lists every page, and a list
// of n rows drew n × n options closed (35 000 elements and 3.8 s at 170 pages, bench:publish at 10×).
import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jobProblems, PageActions } from "./PageActions";

const pages = Array.from({ length: 40 }, (_, i) => ({
  file: `pages/p${i}.json`,
  path: `/p${i}`,
  title: `Página ${i} | {product}`,
}));

describe("PageActions", () => {
  it("draws no dialog content until a dialog is opened, then the retire dialog lists the other pages", () => {
    // jsdom has no showModal: the element's open state is not what this is about.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
    };
    const rows = render(
      pages.map((page) => (
        <PageActions key={page.file} page={page} pages={pages} canPublish onOpen={() => {}} onRetired={() => {}} />
      )),
    );
    expect(rows.container.querySelectorAll("option")).toHaveLength(0);
    expect(rows.container.querySelectorAll("dialog h2")).toHaveLength(0);

    fireEvent.click(rows.getByRole("button", { name: /Retirar «Página 3»/ }));
    const options = [...rows.container.querySelectorAll("option")].map((o) => o.value);
    // The placeholder and every page but the one being retired.
    expect(options).toHaveLength(pages.length);
    expect(options).not.toContain("/p3");
    expect(rows.container.querySelectorAll("dialog h2")).toHaveLength(1);
  });
});

describe("where a retired page sends its visitors", () => {
  it("offers neither the not-found nor the retired page, and each address once (issue 41)", () => {
    const site = [
      { file: "pages/home.json", path: "/", title: "Inicio | {product}" },
      { file: "pages/404.json", path: "/404", title: "Página no encontrada | {product}" },
      { file: "pages/410.json", path: "/410", title: "Página retirada | {product}" },
      { file: "pages/demo.json", path: "/demo", title: "Demo | {product}" },
      { file: "pages/demo.b.json", path: "/demo", title: "Demo | {product}" },
      { file: "pages/old.json", path: "/old", title: "Vieja | {product}" },
    ];
    const row = render(<PageActions page={site[5]!} pages={site} canPublish onOpen={() => {}} onRetired={() => {}} />);
    fireEvent.click(row.getByRole("button", { name: /Retirar «Vieja»/ }));
    expect([...row.container.querySelectorAll("option")].map((o) => o.value)).toEqual(["", "/", "/demo"]);
  });
});

describe("a refused retire or release", () => {
  it("names each page with a problem by its name, never by its file", () => {
    const job = {
      id: "1",
      state: "invalid" as const,
      message: "No se ha publicado nada.",
      problems: [
        { file: "pages/p3.json", pointer: "/sections/0", label: "Portada", message: "enlaza a /p1" },
        { file: "pages/otra.json", pointer: "", label: "", message: "falta el título" },
      ],
    };
    expect(jobProblems(job, pages)).toEqual([
      "No se ha publicado nada.",
      "«Página 3»: enlaza a /p1",
      "/otra: falta el título",
    ]);
  });
});
