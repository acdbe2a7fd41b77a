// `node scripts/screenshot.ts <url> <out.png> [width=1440] [light|dark] [full=0|1]`
// Looks at a page the way a visitor does (headless Debian chromium) and
// prints what the console said.
import { chromium } from "@playwright/test";

const [url, out, width = "1440", scheme = "light", full = "0"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.ts <url> <out.png> [width] [light|dark] [full=0|1]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: scheme === "dark" ? "dark" : "light",
});
const logs: string[] = [];
page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on("pageerror", (e) => logs.push(`pageerror: ${e.message}`));
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: full === "1" });
if (logs.length) console.log(logs.join("\n"));
await browser.close();
