import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { collections, Providers, site } from "../../../tests/unit/render-helpers";
import type { StoriesCollection } from "../../generated/schema";
import type { SectionOf } from "../types";
import { filterStories, SuccessStories } from "./SuccessStories";

const data = collections.stories as unknown as StoriesCollection;

const section: SectionOf<"successStories"> = {
  type: "successStories",
  id: "destacados",
  source: "stories",
  featured: { heading: { title: "Destacadas" }, readMoreLabel: "Ver historia completa" },
  all: {
    id: "todas",
    heading: { title: "Todas" },
    filterLabel: "Filtrar",
    allLabel: "Todos",
    readMoreLabel: "Leer historia",
  },
  categories: {
    "alta-cocina": "Alta Cocina",
    cafeteria: "Cafetería",
    "casual-dining": "Casual Dining",
    "grupo-restaurantes": "Grupo de Restaurantes",
  },
  dialog: {
    resultsTitle: "Resultados",
    storyTitle: "La historia completa",
    videoLabel: "Ver vídeo testimonio",
    actions: [{ label: "Empezar Gratis", href: "/register" }],
  },
};

const flush = () => act(() => new Promise((r) => setTimeout(r, 350)));

describe("success stories data", () => {
  it("has twelve stories with unique ids, three featured, every category, rating 5 and https videos", () => {
    const ids = data.stories.map((s) => s.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(data.stories.filter((s) => s.featured)).toHaveLength(3);
    expect(new Set(data.stories.map((s) => s.category))).toEqual(
      new Set(["alta-cocina", "cafeteria", "casual-dining", "grupo-restaurantes"]),
    );
    for (const story of data.stories) expect(story.rating).toBe(5);
  });

  it("links only videos that exist: https on a video host, never an address on the site itself (it serves no videos)", () => {
    const own = new URL(site.origin).hostname;
    for (const story of data.stories.filter((s) => s.videoUrl)) {
      const url = new URL(story.videoUrl!);
      expect(url.protocol).toBe("https:");
      expect(url.hostname.replace(/^www\./, ""), `${story.id}: ${story.videoUrl}`).not.toBe(own.replace(/^www\./, ""));
    }
  });

  it("filterStories keeps everything for 'all' and one category otherwise", () => {
    expect(filterStories(data.stories, "all")).toHaveLength(12);
    const cafes = filterStories(data.stories, "cafeteria");
    expect(cafes.length).toBeGreaterThan(0);
    expect(cafes.every((s) => s.category === "cafeteria")).toBe(true);
  });
});

describe("SuccessStories", () => {
  const renderIt = (stories: StoriesCollection = data) =>
    render(
      <Providers page={{ data: { ...collections, stories: stories as unknown as Record<string, unknown> } }}>
        <SuccessStories section={section} />
      </Providers>,
    );

  it("the filter narrows only the grid and says how many are shown", () => {
    const { container } = renderIt();
    const grid = () => container.querySelectorAll("#todas ul > li");
    const featured = () => container.querySelectorAll("#destacados article");
    expect(grid()).toHaveLength(12);
    expect(featured()).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Casual Dining" }));
    expect(screen.getByRole("button", { name: "Casual Dining" }).getAttribute("aria-pressed")).toBe("true");
    expect(grid()).toHaveLength(3);
    expect(featured()).toHaveLength(3);
    expect(screen.getByText("Mostrando 3 historias")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Todos" }));
    expect(grid()).toHaveLength(12);
  });

  it("the dialog lists every result and shows the video button only when there is a video", async () => {
    // No story has a published video yet: give one featured story an address to see the button.
    const featured = data.stories.filter((s) => s.featured);
    const withVideo = { ...featured[0]!, videoUrl: "https://videos.example.com/testimonio" };
    const withoutVideo = featured[1]!;
    renderIt({
      ...data,
      stories: data.stories.map((s) => (s.id === withVideo.id ? withVideo : s)) as StoriesCollection["stories"],
    });

    fireEvent.click(screen.getAllByRole("button", { name: new RegExp(withVideo.name) })[0]!);
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { level: 2 }).textContent).toBe(withVideo.name);
    for (const kpi of withVideo.kpis) {
      expect(dialog.textContent).toContain(kpi.metric);
      expect(dialog.textContent).toContain(kpi.value);
      expect(dialog.textContent).toContain(kpi.description);
    }
    expect(
      within(dialog)
        .getByRole("link", { name: /Ver vídeo testimonio/ })
        .getAttribute("href"),
    ).toBe(withVideo.videoUrl);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    await flush();

    fireEvent.click(screen.getAllByRole("button", { name: new RegExp(withoutVideo.name) })[0]!);
    dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByRole("link", { name: /vídeo/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await flush();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
