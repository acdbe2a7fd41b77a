// `node scripts/og-image.ts`: renders public/img/og-default.svg (the default
// share image, og:image) to public/img/og-default.png with headless
// chromium. Social sites do not show SVG previews, hence the PNG; the SVG
// is the source to edit. The page's font (Inter) is embedded so the text
// looks like the site, and the mockups it shows are inlined (an SVG drawn
// as an <image> could not use that font). The PNG is reduced to 256 colours
// (scripts/build/png-palette.ts).
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { decodeRgb, encodePalette } from "./build/png-palette.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const img = join(root, "public/img");
const font = readFileSync(
  join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");

/** `<image href="mockups/x.svg" x y width height/>` → the mockup's own <svg>, placed there. */
const inlineMockups = (svg: string) =>
  svg.replace(
    /<image href="(mockups\/[\w-]+\.svg)" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"\/>/g,
    (_, href: string, x: string, y: string, w: string, h: string) =>
      readFileSync(join(img, href), "utf8").replace(
        /^<svg\b([^>]*?) width="\d+" height="\d+"/,
        `<svg$1 x="${x}" y="${y}" width="${w}" height="${h}"`,
      ),
  );

const svg = inlineMockups(readFileSync(join(img, "og-default.svg"), "utf8"));
const html = `<!doctype html><html><head><style>
@font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url(data:font/woff2;base64,${font}) format("woff2"); }
@font-face { font-family: "Inter"; font-weight: 100 900; src: url(data:font/woff2;base64,${font}) format("woff2"); }
html, body { margin: 0; }
svg { display: block; }
</style></head><body>${svg}</body></html>`;

const out = join(img, "og-default.png");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const { width, height, rgb } = decodeRgb(await page.screenshot({ clip: { x: 0, y: 0, width: 1200, height: 630 } }));
  // 256 colours: a third of the 24-bit file, so share previews load fast.
  writeFileSync(out, encodePalette(width, height, rgb));
} finally {
  await browser.close();
}
console.log(`og-image: ${out} (${Math.round(statSync(out).size / 1024)} KB)`);
