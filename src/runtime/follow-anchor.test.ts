import { afterEach, describe, expect, it, vi } from "vitest";
import { followAnchor } from "./follow-anchor";

const scrolled = vi.fn();
Element.prototype.scrollIntoView = scrolled;

afterEach(() => {
  document.body.innerHTML = "";
  scrolled.mockClear();
  vi.useRealTimers();
});

describe("followAnchor", () => {
  it("scrolls to a target that exists and reports it", () => {
    document.body.innerHTML = '<section id="booking-demo"></section>';
    const found = vi.fn();
    followAnchor("booking-demo", { behavior: "smooth", onFound: found })();
    expect(scrolled).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(found).toHaveBeenCalledWith(document.getElementById("booking-demo"));
  });

  it("waits for a lazily rendered target, then scrolls to it", async () => {
    const found = vi.fn();
    const cancel = followAnchor("precios", { behavior: "auto", onFound: found });
    expect(found).not.toHaveBeenCalled();
    const late = document.createElement("section");
    late.id = "precios";
    document.body.append(late);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(found).toHaveBeenCalledWith(late);
    expect(scrolled).toHaveBeenCalledTimes(1);
    cancel();
  });

  it("gives up on a target that never appears, and after cancelling ignores it", async () => {
    vi.useFakeTimers();
    const found = vi.fn();
    followAnchor("nada", { behavior: "auto", waitMs: 100, onFound: found });
    vi.advanceTimersByTime(150);
    const late = document.createElement("div");
    late.id = "nada";
    document.body.append(late);
    await vi.runAllTimersAsync();
    expect(found).not.toHaveBeenCalled();
  });
});
