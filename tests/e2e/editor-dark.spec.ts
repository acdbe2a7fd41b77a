// The editor follows the system's dark mode like the rest of /admin (issue 41): with the system set to dark,
// its own header is dark with light text; set to light, it stays as it was.
import { expect, test } from "./test.ts";
import { signIn, startPublishServer, type PublishServer } from "./publish-server.ts";

const PORT = Number(process.env.E2E_PORT ?? 4179) + 53;
let server: PublishServer;
test.setTimeout(180_000);
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPublishServer(PORT + test.info().parallelIndex * 100);
});
test.afterAll(async () => server?.stop());

/** The relative luminance's rough stand-in: the mean of a computed rgb() colour's channels (0–255). */
const lightness = (rgb: string) => {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (r + g + b) / 3;
};

test("the editor's header follows the system's colour scheme", { tag: "@desktop" }, async ({ page }) => {
  await signIn(page, server.url);
  for (const scheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${server.url}/admin/edit?file=pages/about.json`);
    const bar = page.locator(".editor-bar");
    await expect(page.getByTestId("status")).not.toHaveText("Comprobando…", { timeout: 90_000 });
    const { background, color, save } = await bar.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      color: getComputedStyle(el).color,
      save: getComputedStyle(el.querySelector("button:not([data-primary])") ?? el).backgroundColor,
    }));
    if (scheme === "dark") {
      expect(lightness(background)).toBeLessThan(80);
      expect(lightness(color)).toBeGreaterThan(180);
      expect(lightness(save)).toBeLessThan(80);
    } else {
      expect(lightness(background)).toBeGreaterThan(200);
      expect(lightness(color)).toBeLessThan(80);
    }
  }
});
