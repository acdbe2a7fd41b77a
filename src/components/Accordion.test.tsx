import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Accordion } from "./Accordion";

const items = ["Uno", "Dos", "Tres"].map((title, i) => ({
  key: String(i),
  header: title,
  content: <p>Respuesta {title}</p>,
}));

describe("Accordion", () => {
  it("wires each header button to its labelled region, closed by default", () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole("button", { name: "Uno" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.parentElement?.tagName).toBe("H3");
    const region = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(region.getAttribute("role")).toBe("region");
    expect(region.getAttribute("aria-labelledby")).toBe(button.id);
    expect(region.textContent).toBe("Respuesta Uno");
  });

  it("opens one at a time by default; several when single is false", () => {
    const { unmount } = render(<Accordion items={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Uno" }));
    fireEvent.click(screen.getByRole("button", { name: "Dos" }));
    expect(screen.getByRole("button", { name: "Uno" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Dos" }).getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Dos" }));
    expect(screen.getByRole("button", { name: "Dos" }).getAttribute("aria-expanded")).toBe("false");
    unmount();
    render(<Accordion items={items} single={false} defaultOpen={["0"]} headingLevel={2} />);
    fireEvent.click(screen.getByRole("button", { name: "Dos" }));
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-expanded"))).toEqual([
      "true",
      "true",
      "false",
    ]);
    expect(screen.getByRole("button", { name: "Uno" }).parentElement?.tagName).toBe("H2");
  });

  it("moves between headers with arrows, Home and End", () => {
    render(<Accordion items={items} />);
    const [one, two, three] = screen.getAllByRole("button");
    one.focus();
    fireEvent.keyDown(one, { key: "ArrowDown" });
    expect(document.activeElement).toBe(two);
    fireEvent.keyDown(two, { key: "End" });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: "ArrowDown" });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one, { key: "ArrowUp" });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three, { key: "Home" });
    expect(document.activeElement).toBe(one);
  });
});
