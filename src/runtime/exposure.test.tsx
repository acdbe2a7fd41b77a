import { StrictMode } from "react";
import { describe, expect, it, beforeEach } from "vitest";
import { render } from "@testing-library/react";
import { EXPOSURE_EVENT, pushExposure, useExposure } from "./exposure";
import type { PageRouteData } from "./types";

const page = (variant: string): PageRouteData =>
  ({
    doc: { version: 1, path: "/agendar-demo", meta: { title: "t", description: "d" }, sections: [] },
    data: {},
    key: "agendar-demo",
    lang: "es",
    path: "/agendar-demo",
    experiment: { id: "demo-hero", variant, arms: [{ name: "control", weight: 1 }, { name: variant, weight: 1 }] },
  }) as PageRouteData;

function Probe({ view }: { view: PageRouteData }) {
  useExposure(view);
  return null;
}

const layer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];

describe("experiment exposure", () => {
  beforeEach(() => {
    delete (window as { dataLayer?: unknown[] }).dataLayer;
  });

  it("creates dataLayer when missing and appends to an existing one", () => {
    const host: { dataLayer?: unknown[] } = {};
    pushExposure(host, { id: "x", variant: "b" });
    pushExposure(host, { id: "x", variant: "b" });
    expect(host.dataLayer).toEqual([
      { event: EXPOSURE_EVENT, experiment_id: "x", variant: "b" },
      { event: EXPOSURE_EVENT, experiment_id: "x", variant: "b" },
    ]);
  });

  it("pushes once per view, even under StrictMode and re-renders; a new view pushes again", () => {
    const first = page("b");
    const { rerender } = render(
      <StrictMode>
        <Probe view={first} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Probe view={first} />
      </StrictMode>,
    );
    expect(layer()).toEqual([{ event: EXPOSURE_EVENT, experiment_id: "demo-hero", variant: "b" }]);
    rerender(
      <StrictMode>
        <Probe view={page("b")} />
      </StrictMode>,
    );
    expect(layer()).toHaveLength(2);
  });

  it("pushes nothing for an automated browser", () => {
    Object.defineProperty(navigator, "webdriver", { configurable: true, get: () => true });
    try {
      render(<Probe view={page("b")} />);
      expect(layer()).toEqual([]);
    } finally {
      delete (navigator as { webdriver?: boolean }).webdriver;
    }
  });

  it("pushes nothing on a page without a test", () => {
    render(<Probe view={{ ...page("b"), experiment: undefined }} />);
    expect(layer()).toEqual([]);
  });
});
