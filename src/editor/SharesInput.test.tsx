import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SharesInput } from "./SharesInput";

describe("the A/B split field", () => {
  it("shows a number per arm with its share, and a change keeps the other arms", () => {
    const onChange = vi.fn();
    const view = render(
      <SharesInput pointer="/experiment/weights" describedBy="h" value={{ control: 30, b: 10 }} onChange={onChange} />,
    );
    expect(view.getByLabelText(/Original/)).toHaveProperty("value", "30");
    expect(view.container.textContent).toContain("75 %");
    expect(view.container.textContent).toContain("25 %");
    expect(view.container.querySelector("textarea")).toBeNull();
    fireEvent.change(view.getByLabelText(/Variante B/), { target: { value: "30" } });
    expect(onChange).toHaveBeenCalledWith({ control: 30, b: 30 });
  });
});
