// Pixel screenshots of every route of a running production build, to prove a
// refactor leaves what visitors see unchanged (issue 26).
//
//   node scripts/screens.ts --url http://localhost:4850 --baseline /tmp/base
//   node scripts/screens.ts --url http://localhost:4850 --compare /tmp/base --out /tmp/diff [--only en__features]
//
// Options: --dist DIR (the build being served, to list its routes; default
// $SITE_DIST or dist), --only SUBSTRING (shots whose name contains it; may be
// repeated), --workers N (browser contexts at once, default 2).
//
// It serves nothing: start the build first, on your own port, with the
// server's clock at the tool's date (the booking slots depend on the hour):
//
//   SITE_DIST=/tmp/me/dist SITE_SSR=/tmp/me/ssr npm run build
//   PORT=4850 SITE_DIST=/tmp/me/dist DATA_DIR=$(mktemp -d) TZ=Europe/Madrid \
//     CLOCK_START=2026-11-23T08:00:00+01:00 node server/main.ts &
//
// Shots: every route of the dist folder (every <route>/index.html, all four
// languages), the not-found page (Spanish, each language, and the features
// folder's own), and the A/B test's arm "b" of /agendar-demo forced with
// ?variant=b; each at 390 and 1440 px, light and dark, full page. Named
// <route>@<width>-<scheme>.png, the route's slashes as "__" ("index" for /).
//
// What makes two runs give the same pixels:
//   - Math.random seeded the same on every page (the benefit cards pick one
//     phrasing per visit at random);
//   - a fresh browser context per shot (no remembered arm, theme or language);
//     automated browsers are never assigned an A/B arm (variant-script.ts), so
//     a base route always shows the base;
//   - the page's clock fixed at NOW (Date.now never moves: the promo countdown
//     and the date pickers show the same values), zone Europe/Madrid, es-ES;
//   - reduced motion emulated: the site then shows every final state at once
//     (count-ups keep their prerendered figure, transitions and animations are
//     cut to 0.01 ms by GlobalStyles), where with motion on a shot would catch
//     counters and reveals mid-way depending on the machine's load; the
//     screenshot also stops any CSS animation left (animations: "disabled");
//   - the page is scrolled to its end and back, so lazy images load and lazy
//     islands hydrate as they do for a visitor, then it waits for the network
//     to be idle, every image decoded and the fonts loaded;
//   - Inter always used: its font-display: optional becomes block in the
//     served HTML (on a busy machine "optional" kept the fallback font on a
//     random half of the shots), and the promo's WhatsApp glow is waited out;
//   - the caret is hidden.
//
// Comparing: identical PNG bytes are "same"; otherwise both are decoded and
// counted pixel by pixel (any channel differing); a diff image (differing
// pixels red over a faded copy of the baseline) goes to --out. Exit 1 when
// any shot differs or is missing. Only playwright and node builtins, so any
// worktree can run this file by its path.
import { chromium, type Browser, type Page } from "@playwright/test";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { crc32, deflateSync, inflateSync } from "node:zlib";

const NOW = "2026-11-23T08:00:00+01:00";
const TIME_ZONE = "Europe/Madrid";
const WIDTHS = [390, 1440];
const SCHEMES = ["light", "dark"] as const;
const LANGS = ["en", "fr", "it"];

interface Args {
  url: string;
  dist: string;
  baseline?: string;
  compare?: string;
  out?: string;
  only: string[];
  workers: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { url: "", dist: process.env.SITE_DIST ?? "dist", only: [], workers: 2 };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    const value = argv[++i];
    if (value === undefined) usage(`${key} needs a value`);
    if (key === "--url") args.url = value.replace(/\/$/, "");
    else if (key === "--dist") args.dist = value;
    else if (key === "--baseline") args.baseline = value;
    else if (key === "--compare") args.compare = value;
    else if (key === "--out") args.out = value;
    else if (key === "--only") args.only.push(value);
    else if (key === "--workers") args.workers = Math.max(1, Number(value) || 1);
    else usage(`unknown option ${key}`);
  }
  if (!args.url) usage("--url is required");
  if (!args.baseline === !args.compare) usage("give either --baseline DIR or --compare DIR");
  if (args.compare && !args.out) usage("--compare needs --out DIR for the new shots and the diffs");
  if (!existsSync(join(args.dist, "index.html")))
    usage(`${args.dist}/index.html not found: pass the served build with --dist`);
  return args;
}

function usage(problem: string): never {
  console.error(
    `${problem}\nusage: node scripts/screens.ts --url http://localhost:PORT (--baseline DIR | --compare DIR --out DIR) [--dist DIR] [--only SUBSTRING] [--workers N]`,
  );
  process.exit(2);
}

interface Route {
  name: string;
  path: string;
}

/** Every prerendered route of the build, plus the not-found pages and one forced A/B arm. */
function listRoutes(dist: string): Route[] {
  const routes: Route[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        // Variant files are reached through ?variant= on their base route.
        if (entry !== "_variant" && entry !== "assets" && entry !== "img") walk(full);
      } else if (entry === "index.html") {
        const rel = relative(dist, dir).split(sep).join("/");
        routes.push({ name: rel === "" ? "index" : rel.replaceAll("/", "__"), path: `/${rel}` });
      }
    }
  };
  walk(dist);
  const missing = "no-existe-pantallas";
  routes.push({ name: "404", path: `/${missing}` });
  for (const lang of LANGS)
    if (existsSync(join(dist, lang, "404.html"))) routes.push({ name: `${lang}__404`, path: `/${lang}/${missing}` });
  if (existsSync(join(dist, "features", "404.html")))
    routes.push({ name: "features__404", path: `/features/${missing}` });
  if (
    existsSync(join(dist, "agendar-demo", "_variant", "b.html")) ||
    existsSync(join(dist, "agendar-demo", "_variant", "b", "index.html"))
  ) {
    routes.push({ name: "agendar-demo__variant-b", path: "/agendar-demo?variant=b" });
  }
  return routes.sort((a, b) => a.name.localeCompare(b.name));
}

interface Shot {
  name: string;
  path: string;
  width: number;
  scheme: (typeof SCHEMES)[number];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    // Every lazy image asked for now (one off screen might otherwise never
    // load, and which ones did would depend on timing), then a scroll to the
    // end in viewport steps (lazy islands start as they come into view), and
    // back to the top.
    for (const img of document.querySelectorAll("img[loading=lazy]")) (img as HTMLImageElement).loading = "eager";
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? img.decode().catch(() => undefined)
        : new Promise((r) => {
            img.addEventListener("load", r);
            img.addEventListener("error", r);
          });
    // An image that never loads (no src yet) must not stop the shot.
    await Promise.race([Promise.all([...document.images].map(loaded)), new Promise((r) => setTimeout(r, 5000))]);
    // The WhatsApp button glows for a moment once the promo shows (real time, not the page's clock).
    for (let i = 0; i < 100 && document.querySelector('[data-glow="true"]'); i++)
      await new Promise((r) => setTimeout(r, 100));
    // Two frames, so what the last events changed is laid out and painted.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await page.waitForTimeout(300);
}

async function shoot(browser: Browser, base: string, shot: Shot, file: string): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: 900 },
    colorScheme: shot.scheme,
    reducedMotion: "reduce",
    locale: "es-ES",
    timezoneId: TIME_ZONE,
    deviceScaleFactor: 1,
    hasTouch: shot.width < 600,
  });
  const errors: string[] = [];
  try {
    // Inter is font-display: optional (src/theme/fonts.css): when the machine is
    // busy it misses its ~100 ms and the page keeps the fallback font, a
    // different layout on every line. Shots always wait for Inter instead.
    await context.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll("font-display: optional", "font-display: block")
        .replaceAll("font-display:optional", "font-display:block");
      await route.fulfill({ response, body });
    });
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    await page.clock.setFixedTime(new Date(NOW));
    // The same "random" numbers on every run (the benefit cards pick a phrasing per visit at random).
    await context.addInitScript(() => {
      let state = 0x2f6b4c1d;
      Math.random = () => {
        state = (state + 0x6d2b79f5) | 0;
        let t = Math.imul(state ^ (state >>> 15), 1 | state);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    });
    await page.goto(base + shot.path, { waitUntil: "load" });
    // page.evaluate has no timeout of its own: a page that never settles fails its shot, not the run.
    let timer: NodeJS.Timeout | undefined;
    const tooLong = new Promise<never>(
      (_, reject) => (timer = setTimeout(() => reject(new Error("did not settle within 60 s")), 60_000)),
    );
    await Promise.race([settle(page), tooLong]).finally(() => clearTimeout(timer));
    // The promo's WhatsApp button is masked: after its glow (a composited
    // animation), its rounded edge's antialiasing still differed by ~20-30 px
    // between runs of the same build.
    await page.screenshot({
      path: file,
      fullPage: true,
      animations: "disabled",
      caret: "hide",
      timeout: 120_000,
      mask: [page.locator("[data-glow]")],
      maskColor: "#ff00ff",
    });
  } finally {
    await context.close();
  }
  return errors;
}

// --- PNG, just enough for Chromium's screenshots (8-bit RGB/RGBA, not interlaced) ---

interface Raw {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Buffer;
}

function decodePng(png: Buffer): Raw {
  let pos = 8;
  let width = 0,
    height = 0,
    colorType = 0;
  const idat: Buffer[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString("latin1", pos + 4, pos + 8);
    const body = png.subarray(pos + 8, pos + 8 + len);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colorType = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (colorType !== 6 && colorType !== 2))
        throw new Error("unsupported PNG (only 8-bit RGB/RGBA, not interlaced)");
    } else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    pos += 12 + len;
  }
  const bpp = colorType === 6 ? 4 : 3;
  const stride = width * bpp;
  const packed = inflateSync(Buffer.concat(idat));
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = packed[y * (stride + 1)];
    const src = packed.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = rows.subarray(y * stride, (y + 1) * stride);
    const prev = y > 0 ? rows.subarray((y - 1) * stride, y * stride) : null;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? row[x - bpp] : 0;
      const b = prev ? prev[x] : 0;
      const c = prev && x >= bpp ? prev[x - bpp] : 0;
      let v = src[x];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c,
          pa = Math.abs(p - a),
          pb = Math.abs(p - b),
          pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[x] = v & 255;
    }
  }
  if (bpp === 4) return { width, height, data: rows };
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    data[j] = rows[i];
    data[j + 1] = rows[i + 1];
    data[j + 2] = rows[i + 2];
    data[j + 3] = 255;
  }
  return { width, height, data };
}

function encodePng({ width, height, data }: Raw): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const packed = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) data.copy(packed, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(packed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Differing pixels of two images (over the larger size: what one has and the other lacks differs) and a diff image. */
function diffImages(a: Raw, b: Raw): { count: number; image: Raw } {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = Buffer.alloc(width * height * 4);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      const inA = x < a.width && y < a.height;
      const inB = x < b.width && y < b.height;
      const ia = (y * a.width + x) * 4;
      const ib = (y * b.width + x) * 4;
      const same =
        inA &&
        inB &&
        a.data[ia] === b.data[ib] &&
        a.data[ia + 1] === b.data[ib + 1] &&
        a.data[ia + 2] === b.data[ib + 2] &&
        a.data[ia + 3] === b.data[ib + 3];
      if (same) {
        // The baseline, faded to light grey, for orientation.
        const grey = 200 + Math.round(((a.data[ia] * 0.3 + a.data[ia + 1] * 0.59 + a.data[ia + 2] * 0.11) / 255) * 55);
        out.set([grey, grey, grey, 255], o);
      } else {
        count++;
        out.set([255, 0, 0, 255], o);
      }
    }
  }
  return { count, image: { width, height, data: out } };
}

// --- main ---

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const target = (args.baseline ?? args.out) as string;
  mkdirSync(target, { recursive: true });
  const shots: Shot[] = [];
  for (const route of listRoutes(args.dist))
    for (const width of WIDTHS)
      for (const scheme of SCHEMES) {
        const name = `${route.name}@${width}-${scheme}`;
        if (args.only.length === 0 || args.only.some((s) => name.includes(s)))
          shots.push({ name, path: route.path, width, scheme });
      }
  console.log(`${shots.length} shots of ${args.url} (${args.workers} at a time) into ${target}`);

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--font-render-hinting=none",
      "--disable-lcd-text",
      "--force-color-profile=srgb",
      "--hide-scrollbars",
    ],
  });
  const started = Date.now();
  const failures: string[] = [];
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < shots.length) {
      const shot = shots[next++];
      const file = join(target, `${shot.name}.png`);
      try {
        const errors = await shoot(browser, args.url, shot, file);
        for (const e of errors) console.log(`  ${shot.name}: ${e}`);
      } catch (error) {
        failures.push(`${shot.name}: ${(error as Error).message.split("\n")[0]}`);
      }
      if (++done % 20 === 0) console.log(`  ${done}/${shots.length} (${Math.round((Date.now() - started) / 1000)} s)`);
    }
  };
  await Promise.all(Array.from({ length: args.workers }, worker));
  await browser.close();
  console.log(`shot ${shots.length - failures.length} in ${Math.round((Date.now() - started) / 1000)} s`);
  for (const f of failures) console.log(`FAILED ${f}`);

  if (args.baseline) process.exit(failures.length ? 1 : 0);

  const compareDir = args.compare as string;
  let same = 0;
  const differ: string[] = [];
  for (const shot of shots) {
    const was = join(compareDir, `${shot.name}.png`);
    const now = join(target, `${shot.name}.png`);
    if (!existsSync(now)) continue; // already counted as a failure
    if (!existsSync(was)) {
      differ.push(`${shot.name}: not in the baseline`);
      continue;
    }
    const [a, b] = [readFileSync(was), readFileSync(now)];
    if (a.equals(b)) {
      same++;
      continue;
    }
    const [ra, rb] = [decodePng(a), decodePng(b)];
    const { count, image } = diffImages(ra, rb);
    if (count === 0) {
      same++;
      continue;
    }
    const sizes =
      ra.width === rb.width && ra.height === rb.height
        ? ""
        : ` (size ${ra.width}x${ra.height} -> ${rb.width}x${rb.height})`;
    writeFileSync(join(target, `${shot.name}.diff.png`), encodePng(image));
    differ.push(`${shot.name}: ${count} px${sizes}`);
  }
  console.log(`\n${same} same, ${differ.length} differ${failures.length ? `, ${failures.length} failed` : ""}`);
  for (const d of differ) console.log(`  DIFFERS ${d}`);
  if (differ.length) console.log(`diff images: ${target}/*.diff.png`);
  process.exit(differ.length || failures.length ? 1 : 0);
}

await main();
