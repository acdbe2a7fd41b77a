// Issue 41: after «Retirar página» the retired pages' list named /careers while the page list kept its row and its
// «Retirar» button for 10 s and more: the list asked again waits for the server to prepare the new version's list
// in its worker (~11 s at load 25 when the worker had ended after its idle time), the retired list does not.
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PageSummary } from "./api-client";

const answers: Array<(pages: PageSummary[]) => void> = [];
vi.mock("./api-client", () => ({
  api: {
    pages: () => new Promise<{ pages: PageSummary[] }>((resolve) => answers.push((pages) => resolve({ pages }))),
  },
}));
const { usePages } = await import("./use-pages");

const page = (file: string, path: string, variant?: string): PageSummary => ({
  file,
  path,
  title: path,
  valid: true,
  missing: {},
  ...(variant ? { variant } : {}),
});
const site = [
  page("pages/home.json", "/"),
  page("pages/careers.json", "/careers"),
  page("pages/careers.b.json", "/careers", "b"),
  page("pages/about.json", "/about"),
];

describe("the page list after a retire", () => {
  it("drops the retired page and its variants at once, before the server's new list arrives, and keeps that list", async () => {
    const list = renderHook(({ version }) => usePages(version), { initialProps: { version: 0 } });
    await act(async () => answers[0]!(site));
    expect(list.result.current.pages?.map((p) => p.file)).toHaveLength(4);

    // The retire is live: the row goes, and the list is asked again (its answer not there yet).
    act(() => list.result.current.gone("/careers"));
    list.rerender({ version: 1 });
    expect(list.result.current.pages?.map((p) => p.file)).toEqual(["pages/home.json", "pages/about.json"]);

    await act(async () => answers[1]!([site[0]!, site[3]!, page("pages/new.json", "/new")]));
    expect(list.result.current.pages?.map((p) => p.path)).toEqual(["/", "/about", "/new"]);
  });
});
