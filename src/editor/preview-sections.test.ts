// The preview's sections (issue 41): the site's buttons inside a section are not inside another button.
import { describe, expect, it } from "vitest";
import { sectionsAsGroups, unlinkSections } from "./preview-sections";

const preview = () => {
  const root = document.createElement("div");
  root.innerHTML = `
    <div data-puck-component="s1" role="button" tabindex="0" aria-roledescription="draggable" aria-pressed="false">
      <section><button type="button">Mensual</button><a href="/precios">Ver precios</a></section>
    </div>
    <p><a href="/fuera">outside the sections</a></p>`;
  return root;
};

describe("the preview's sections", () => {
  it("are groups a screen reader still hears as draggable, not buttons around the site's buttons", () => {
    const root = preview();
    sectionsAsGroups(root);
    const wrapper = root.querySelector<HTMLElement>("[data-puck-component]")!;
    expect(wrapper.getAttribute("role")).toBe("group");
    expect(wrapper.hasAttribute("aria-pressed")).toBe(false);
    expect(wrapper.tabIndex).toBe(0);
    expect(wrapper.getAttribute("aria-roledescription")).toBe("draggable");
    expect(root.querySelector("section button")?.textContent).toBe("Mensual");
  });

  it("keep their links' addresses as data, and only theirs", () => {
    const root = preview();
    unlinkSections(root);
    const inside = root.querySelector("section a")!;
    expect(inside.hasAttribute("href")).toBe(false);
    expect(inside.getAttribute("data-href")).toBe("/precios");
    expect(root.querySelector("p a")?.getAttribute("href")).toBe("/fuera");
  });
});
