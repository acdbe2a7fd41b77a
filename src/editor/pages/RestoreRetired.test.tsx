// "Nueva página" at a retired page's address: the server's refusal names the page, and the form offers
// «Restaurar «título»», which publishes its last version as "Páginas retiradas" does.
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client";
import type { RetiredPage } from "../../core/retired-page";
import { RestoreRetired, retiredIn } from "./RestoreRetired";

const restore = vi.fn(async (_file: string, _commit: string, _seen?: string) => ({
  id: "j1",
  state: "live",
  message: "",
}));
vi.mock("./pages-client", () => ({
  pagesApi: { restore: (file: string, commit: string, seen?: string) => restore(file, commit, seen) },
}));

const page: RetiredPage = {
  file: "pages/ofertas-verano.json",
  path: "/ofertas-verano",
  title: "Ofertas de verano",
  retiredBy: "publica",
  retiredAt: "2026-12-01T10:00:00.000Z",
  message: "Retira /ofertas-verano",
  restoreFrom: "a".repeat(40),
  seen: "b".repeat(40),
  now: "gone",
};

describe("a retired page's address in «Nueva página»", () => {
  it("reads the retired page from the server's refusal, and only there", () => {
    const refusal = new ApiError("/ofertas-verano era la dirección de «Ofertas de verano»…", {
      error: "/ofertas-verano era la dirección de «Ofertas de verano»…",
      retired: page,
    });
    expect(retiredIn(refusal)).toEqual(page);
    expect(retiredIn(new ApiError("Ya existe una página en /about."))).toBeUndefined();
    expect(retiredIn(new Error("red"))).toBeUndefined();
  });

  it("offers its restore, which publishes the last version and says so", async () => {
    const onRestored = vi.fn();
    render(<RestoreRetired page={page} onRestored={onRestored} />);
    fireEvent.click(screen.getByRole("button", { name: "Restaurar «Ofertas de verano»" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("Página restaurada: vuelve a estar publicada."),
    );
    // With the version the refusal was read from: a change published at that page since is not undone.
    expect(restore).toHaveBeenCalledWith("pages/ofertas-verano.json", "a".repeat(40), "b".repeat(40));
    expect(onRestored).toHaveBeenCalledTimes(1);
  });
});
