import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "../../../tests/unit/render-helpers";
import type { SectionOf } from "../types";
import { VideoDemo } from "./VideoDemo";

const section: SectionOf<"videoDemo"> = {
  type: "videoDemo",
  id: "video",
  posterTitle: "Demo",
  playLabel: "Reproducir vídeo demo",
  pendingTitle: "Muy pronto",
  pendingText: "Estamos grabándolo.",
};

describe("VideoDemo", () => {
  it("play sets the requested flag: the poster gives way to the coming-soon state, focused", () => {
    render(
      <Providers>
        <VideoDemo section={section} />
      </Providers>,
    );
    expect(screen.queryByText("Muy pronto")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Reproducir vídeo demo" }));
    expect(screen.queryByRole("button", { name: "Reproducir vídeo demo" })).toBeNull();
    const heading = screen.getByRole("heading", { name: "Muy pronto" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("status").textContent).toContain("Estamos grabándolo.");
  });
});
