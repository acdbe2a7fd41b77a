// `npm run bench:editor`: how fast the visual editor is for the marketer.
// Starts `npm run edit` on a copy of pages/ (so nothing is written to the
// real documents) and prints:
// - open: server start, then the home page's editor from navigation until the
//   preview shows the page and the first validation says "Sin errores" (cold:
//   first visit, Vite transforms every module; warm: a reload);
// - keystroke → preview: ~20 single keys typed into the home hero's title,
//   from the keydown to the preview's h1 showing the new text (measured in
//   the page: a MutationObserver on the preview iframe), median and p90; and
//   keystroke → validation: to the status saying "Sin errores" again, and
//   of that the check request alone (the server's whole-site validation and
//   the round trip, from the browser's resource timing), and the same check
//   run in this process (no browser, no network);
// - the JavaScript the browser loads to open the editor (dev server,
//   unbundled, raw and gzip) and that none of it is in the built site
//   (SITE_DIST, default dist/, when it exists).
// Figures vary by machine and load: this is a report, not a test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startThrowawayEditor } from "../lib/editor/throwaway.ts";
import { checkDocs } from "../lib/editor/api.ts";
import { percentile } from "./bench/stats.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT ?? 5402);
const keys = Number(process.env.BENCH_KEYS ?? 20);
const dist = resolve(root, process.env.SITE_DIST ?? "dist");
const ms = (x: number) => `${Math.round(x)} ms`;

// The server's part alone, in this process: the whole-site check of home with one more letter each time.
const home = JSON.parse(readFileSync(join(root, "pages/home.json"), "utf8")) as { sections: Array<{ title: string }> };
const inProcess: number[] = [];
for (let i = 0; i < keys + 1; i++) {
  home.sections[0].title += "x";
  const start = performance.now();
  checkDocs(root, { "pages/home.json": home });
  if (i > 0) inProcess.push(performance.now() - start); // the first one compiles the schemas
}

const serverStart = performance.now();
const editor = await startThrowawayEditor(root, port);
const serverMs = performance.now() - serverStart;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  let jsRaw = 0;
  let jsGzip = 0;
  let jsFiles = 0;
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!type.includes("javascript")) return;
    try {
      const body = await response.body();
      jsRaw += body.length;
      jsGzip += gzipSync(body).length;
      jsFiles++;
    } catch {
      // a response without a body (redirect, aborted): nothing to count
    }
  });
  const url = `${editor.url}?file=${encodeURIComponent("pages/home.json")}`;
  const open = async () => {
    const start = performance.now();
    await page.goto(url);
    await page.frameLocator("#preview-frame").getByRole("heading", { level: 1 }).first().waitFor({ timeout: 180_000 });
    await page.getByTestId("status").filter({ hasText: "Sin errores" }).waitFor({ timeout: 180_000 });
    return performance.now() - start;
  };
  const cold = await open();
  const coldJs = { raw: jsRaw, gzip: jsGzip, files: jsFiles };
  const warm = await open();

  // Select the hero and type into its title, one key at a time.
  const preview = page.frameLocator("#preview-frame");
  await preview.getByRole("heading", { level: 1 }).first().click();
  const title = page.locator('[data-pointer="/sections/0/title"]').filter({ visible: true }).first();
  await title.waitFor();
  await title.press("End");
  await page.evaluate(() => {
    type Bench = { t0: number; preview: number; valid: number; expect: string };
    const w = window as unknown as { __bench: Bench };
    w.__bench = { t0: 0, preview: 0, valid: 0, expect: "" };
    document.addEventListener(
      "keydown",
      () => Object.assign(w.__bench, { t0: performance.now(), preview: 0, valid: 0 }),
      true,
    );
    const frame = (document.querySelector("#preview-frame") as HTMLIFrameElement).contentDocument!;
    new MutationObserver(() => {
      const h1 = frame.querySelector("h1");
      if (w.__bench.t0 && !w.__bench.preview && h1?.textContent?.includes(w.__bench.expect))
        w.__bench.preview = performance.now();
    }).observe(frame.body, { subtree: true, childList: true, characterData: true });
    const status = document.querySelector('[data-testid="status"]')!;
    new MutationObserver(() => {
      if (w.__bench.preview && !w.__bench.valid && status.textContent === "Sin errores")
        w.__bench.valid = performance.now();
    }).observe(status, { subtree: true, childList: true, characterData: true });
  });
  const toPreview: number[] = [];
  const toValid: number[] = [];
  let text = (await title.inputValue()) ?? "";
  const typed = " y más rápido cada día".padEnd(keys, ".").slice(0, keys);
  for (const key of typed) {
    text += key;
    await page.evaluate(
      (expect) => ((window as unknown as { __bench: { expect: string } }).__bench.expect = expect.trim()),
      text,
    );
    await title.pressSequentially(key);
    await page.waitForFunction(() => (window as unknown as { __bench: { valid: number } }).__bench.valid > 0, null, {
      timeout: 60_000,
    });
    const b = await page.evaluate(
      () => (window as unknown as { __bench: { t0: number; preview: number; valid: number } }).__bench,
    );
    toPreview.push(b.preview - b.t0);
    toValid.push(b.valid - b.t0);
  }

  const checkRequests = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes("/__edit/api/check"))
      .map((e) => e.duration),
  );

  const inDist = existsSync(dist)
    ? readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(js|html)$/.test(e.name))
        .filter((e) =>
          /@puckeditor|Editor de páginas|virtual:editor|\/__edit\/api/.test(
            readFileSync(join(e.parentPath, e.name), "utf8"),
          ),
        )
        .map((e) => join(e.parentPath, e.name))
    : undefined;

  console.log("Editor (npm run edit), pages/home.json");
  console.log(`  server ready:                 ${ms(serverMs)}`);
  console.log(`  open the home page, cold:     ${ms(cold)}   (first visit: Vite transforms the modules)`);
  console.log(`  open the home page, warm:     ${ms(warm)}   (reload)`);
  console.log(
    `  keystroke → preview (${toPreview.length} keys): median ${ms(percentile(toPreview, 50))}, p90 ${ms(percentile(toPreview, 90))}, max ${ms(Math.max(...toPreview))}`,
  );
  console.log(
    `  keystroke → "Sin errores":     median ${ms(percentile(toValid, 50))}, p90 ${ms(percentile(toValid, 90))}`,
  );
  console.log(
    `    server check in-process:     median ${ms(percentile(inProcess, 50))}, p90 ${ms(percentile(inProcess, 90))} (whole-site validate of home, ${inProcess.length} edits)`,
  );
  console.log(
    `    of which the check request:  median ${ms(percentile(checkRequests, 50))}, p90 ${ms(percentile(checkRequests, 90))} (${checkRequests.length} requests)`,
  );
  console.log(
    `  JavaScript to open it (dev, unbundled): ${coldJs.files} files, ${(coldJs.raw / 1e6).toFixed(2)} MB raw, ${(coldJs.gzip / 1e6).toFixed(2)} MB gzip`,
  );
  console.log(
    inDist === undefined
      ? `  built site: ${dist} does not exist (build first to check)`
      : `  editor code in ${dist}: ${inDist.length === 0 ? "none" : inDist.join(", ")}`,
  );
  if (inDist && inDist.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  editor.stop();
}
