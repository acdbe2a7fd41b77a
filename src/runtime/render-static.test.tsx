// @vitest-environment node
import { describe, expect, it } from "vitest";
import { Suspense } from "react";
import { renderStatic } from "./render-static";

function Broken(): never {
  throw new Error("faltan datos");
}

describe("renderStatic", () => {
  it("renders a page to HTML", async () => {
    expect(await renderStatic(<main>Hola</main>, "/hola")).toBe("<main>Hola</main>");
  });

  it("fails, naming the URL, when a section inside a Suspense boundary throws (React would ship its empty fallback)", async () => {
    const page = (
      <main>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
        <p>resto</p>
      </main>
    );
    await expect(renderStatic(page, "/contact")).rejects.toThrow("/contact failed to render: faltan datos");
  });
});
