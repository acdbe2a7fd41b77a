// @vitest-environment node
// Where and when a section shows, as the page's HTML carries it (issue 43):
// a device on the wrapper with the media queries that hide it, a schedule
// as the marks the server cuts at.
import { describe, expect, it } from "vitest";
import { cutScheduled, marksToComments } from "../core/schedule/page-marks";
import { Sections } from "./SectionList";
import { insertAtFold } from "./page-styles";
import type { Section } from "./types";
import { Providers, renderToHtml } from "../../tests/unit/render-helpers";
import { renderWithIslands } from "./render-islands";
import faqSchema from "../sections/faq/faq.schema.json";

const notice = (title: string, more: Partial<Section> = {}) => ({ type: "notice", title, ...more }) as Section;

describe("a section shown on one kind of device", () => {
  it("stays in the HTML with its device on the wrapper, hidden by a media query at 768 px", async () => {
    const html = await renderToHtml(
      <Sections sections={[notice("Para todos"), notice("Solo en el móvil", { visibleOn: "phone" })]} />,
    );
    expect(html).toContain("Solo en el móvil");
    expect(html).toMatch(/<div style="display:contents" data-static="" data-visible-on="phone">/);
    expect(html).toContain("@media (min-width:768px){[data-visible-on=phone]{display:none!important;}}");
    expect(html).toContain("@media (max-width:767.98px){[data-visible-on=desktop]{display:none!important;}}");
  });

  it("fills an island's container that carries a device, as the prerender does", async () => {
    // faq is an island: the prerender renders it on its own and puts it in its container.
    const faq = { ...(faqSchema.examples[0] as unknown as Section), visibleOn: "desktop" } as Section;
    const html = await renderWithIslands(
      <Sections sections={[faq]} page="/" />,
      (node) => <Providers>{node}</Providers>,
      "/",
    );
    expect(html).toMatch(
      /<div data-island="section-0" style="display:contents" data-visible-on="desktop">.*Preguntas frecuentes/s,
    );
  });

  it("does not count toward the first screen, so the sections that show still fill it", async () => {
    const below = (html: string) => (html.match(/data-below=""/g) ?? []).length;
    const plain = [notice("Uno"), notice("Dos"), notice("Tres")];
    expect(below(await renderToHtml(<Sections sections={plain} />))).toBe(1);
    // On a phone only "Uno" and "Tres" show: both are the first screen, nothing of it renders late.
    const withDesktopOnly = [notice("Uno"), notice("Dos", { visibleOn: "desktop" }), notice("Tres")];
    expect(below(await renderToHtml(<Sections sections={withDesktopOnly} />))).toBe(0);
  });

  it("changes nothing on a page that does not use it", async () => {
    const html = await renderToHtml(<Sections sections={[notice("Para todos")]} />);
    expect(html).not.toContain("data-visible-on");
    expect(html).not.toContain("css-global");
  });
});

describe("a scheduled section", () => {
  const sections = [
    notice("Bienvenida"),
    notice("Black Friday", { schedule: { from: "2026-11-27T00:00", until: "2026-11-30T23:59" } }),
    notice("Preguntas"),
  ];

  it("is written between marks with its window in UTC, which the server cuts at", async () => {
    const html = marksToComments(await renderToHtml(<Sections sections={sections} />));
    expect(html).not.toContain("<template");
    const open = html.indexOf("<!--shown 2026-11-26T23:00:00.000Z 2026-11-30T22:59:00.000Z-->");
    expect(open).toBeGreaterThan(html.indexOf("Bienvenida"));
    expect(html.indexOf("Black Friday")).toBeGreaterThan(open);
    expect(html.indexOf("<!--/shown-->")).toBeGreaterThan(html.indexOf("Black Friday"));
    expect(html.indexOf("<!--/shown-->")).toBeLessThan(html.indexOf("Preguntas"));
    const after = cutScheduled(html, Date.parse("2026-12-01T00:00:00+01:00")).html;
    expect(after).not.toContain("Black Friday");
    expect(after).toContain("Bienvenida");
    expect(after).toContain("Preguntas");
  });

  it("keeps the stylesheet of the sections below the fold when it is the first of them and is cut", async () => {
    // The third section is the first below the fold (src/runtime/fold.ts): here, the scheduled one.
    const below = [notice("Uno"), notice("Dos"), ...sections.slice(1)];
    const html = marksToComments(await renderToHtml(<Sections sections={below} />));
    const linked = insertAtFold(html, '<link rel="stylesheet" href="/assets/below.css">');
    expect(linked.indexOf("/assets/below.css")).toBeLessThan(linked.indexOf("<!--shown"));
    const cut = cutScheduled(linked, Date.parse("2026-12-01T00:00:00+01:00")).html;
    expect(cut).not.toContain("Black Friday");
    expect(cut).toContain('<link rel="stylesheet" href="/assets/below.css">');
  });
});
