// Lighthouse (mobile, default throttling) through its CLI, with the flags
// ../shared/STACK.md lists. One run's performance score moves by a few
// points from run to run, so the audit runs each URL several times and
// reports the median (summarizeRuns); --quick runs it once, on a
// representative subset.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { median } from "./page.ts";
import type { AuditRoute } from "./routes.ts";

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  failing: string[];
}

/** About how long one run takes on the idle 2-core machine (6 runs in 90 s), for the audit's estimate. */
export const SECONDS_PER_RUN = 15;

const FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run";

/** One page of each kind: home (two languages), a feature, forms, stories, a long read. (Lighthouse refuses 404 responses.) */
export function representative(routes: AuditRoute[]): AuditRoute[] {
  const pages = routes.filter((r) => r.kind === "page");
  const pick = (test: (r: AuditRoute) => boolean) => pages.find(test);
  return [
    pick((r) => r.path === "/"),
    pick((r) => r.path === "/en"),
    pick((r) => r.lang === "es" && /^\/features\/[^_]/.test(r.path)),
    pick((r) => r.path === "/contact"),
    pick((r) => r.path === "/success-stories"),
    pick((r) => r.path === "/politica-de-privacidad"),
    pick((r) => r.path === "/register"),
  ].filter((r): r is AuditRoute => !!r);
}

/**
 * One Lighthouse run of `url`. Asynchronous: several pages can run side by
 * side (audit --parallel). `lang`: the browser language the run uses.
 * Lighthouse's mobile user agent no longer names Lighthouse, so on a Spanish
 * page a browser that prefers English would be sent to /en by the
 * first-visit language script: the run would measure a redirect. A visitor
 * of that page's language is measured.
 */
export function runLighthouseAsync(
  url: string,
  outDir: string,
  name: string,
  lang = "es-ES",
): Promise<LighthouseScores | { error: string }> {
  const { bin, args, out } = lighthouseCommand(url, outDir, name, lang);
  return new Promise((resolve) => {
    const child = spawn(bin, args, { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, timeout: 180_000 });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      resolve(
        code === 0 ? readScores(out) : { error: (output || `exit ${code}`).trim().split("\n").slice(-3).join(" ") },
      ),
    );
  });
}

function lighthouseCommand(url: string, outDir: string, name: string, lang: string) {
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, `${name}.json`);
  const bin = join(process.cwd(), "node_modules/.bin/lighthouse");
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    "--only-categories=performance,accessibility,best-practices,seo",
    `--chrome-flags=${FLAGS} --lang=${lang} --accept-lang=${lang}`,
  ];
  return { bin, args, out };
}

function readScores(out: string): LighthouseScores {
  const lhr = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.entries(lhr.categories)
    .filter(([id]) => id !== "performance")
    .flatMap(([, c]) =>
      c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
    );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
    failing: [...new Set(failing)],
  };
}

/**
 * Runs `run` on every item, at most `size` at a time, and gives the results
 * in the items' order.
 */
export async function inPool<T, R>(
  items: readonly T[],
  size: number,
  run: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  return results;
}

/** The `n` slowest pages: lowest performance first, then the longest blocking time, then the latest LCP. */
export function slowest(routes: readonly RouteLighthouse[], n = 10): RouteLighthouse[] {
  return [...routes]
    .sort(
      (a, b) =>
        a.scores.performance - b.scores.performance || b.scores.tbt - a.scores.tbt || b.scores.lcp - a.scores.lcp,
    )
    .slice(0, n);
}

/** A route's runs: the median of each figure, the performance score of each run, and the failing audits of any run. */
export interface LighthouseSummary extends LighthouseScores {
  runs: number[];
}

export function summarizeRuns(runs: readonly LighthouseScores[]): LighthouseSummary {
  if (runs.length === 0) throw new Error("no Lighthouse run to summarize");
  const of = (key: "performance" | "accessibility" | "bestPractices" | "seo" | "lcp" | "cls" | "tbt") =>
    median(runs.map((r) => r[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    lcp: Math.round(of("lcp")),
    cls: of("cls"),
    tbt: Math.round(of("tbt")),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    runs: runs.map((r) => r.performance),
  };
}

/**
 * The page's HTML without anything that loads or runs a script: script
 * elements (inline, module, JSON data) and modulepreload / as="script"
 * links. (The built pages add their modulepreloads from the inline loader,
 * which goes too.)
 */
export const stripScripts = (html: string) =>
  html
    .replace(/<script\b[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b|[^>]*\bas=["']?script\b)[^>]*>/gi, "");

/** LCP with scripts over LCP of the same HTML without them (NaN without a figure for the latter). */
export const lcpRatio = (withScripts: number, withoutScripts: number) =>
  withoutScripts > 0 ? withScripts / withoutScripts : Number.NaN;

/** Issue 14's Lighthouse targets. */
export const TARGETS = { performance: 99, otherCategories: 100, homeTbt: 50, homeLcpRatio: 1.1 } as const;

export interface RouteLighthouse {
  path: string;
  /** SEO applies to indexable pages only. */
  indexable: boolean;
  scores: LighthouseScores;
}

export interface HomeComparison {
  path: string;
  tbt: number;
  lcp: number;
  lcpWithoutScripts: number;
}

/** Which of issue 14's targets the medians meet: one line each, and the routes under the performance target. */
export function lighthouseTargets(
  routes: readonly RouteLighthouse[],
  homes: readonly HomeComparison[],
): { under: string[]; lines: string[] } {
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  const under = routes
    .filter((r) => r.scores.performance < TARGETS.performance)
    .map((r) => `${r.path} ${r.scores.performance}`);
  const below100 = routes.flatMap((r) =>
    [
      r.scores.accessibility < TARGETS.otherCategories && `a11y ${r.scores.accessibility}`,
      r.scores.bestPractices < TARGETS.otherCategories && `bp ${r.scores.bestPractices}`,
      r.indexable && r.scores.seo < TARGETS.otherCategories && `seo ${r.scores.seo}`,
    ]
      .filter((s): s is string => !!s)
      .map((s) => `${r.path} ${s}`),
  );
  const tbt = homes.map((h) => `${h.path} ${h.tbt} ms`);
  const ratios = homes.map((h) => ({ path: h.path, ratio: lcpRatio(h.lcp, h.lcpWithoutScripts) }));
  const none = (what: string) => `not measured (${what})`;
  return {
    under,
    lines: [
      `performance ≥ ${TARGETS.performance} on every route: ${routes.length === 0 ? none("no route") : `${verdict(under.length === 0)} (${under.length === 0 ? `all ${routes.length}` : `under: ${under.join(", ")}`})`}`,
      `accessibility / best practices / SEO (indexable) ${TARGETS.otherCategories}: ${routes.length === 0 ? none("no route") : `${verdict(below100.length === 0)}${below100.length ? ` (${below100.join(", ")})` : ""}`}`,
      `home TBT ≤ ${TARGETS.homeTbt} ms: ${homes.length === 0 ? none("no home page") : `${verdict(homes.every((h) => h.tbt <= TARGETS.homeTbt))} (${tbt.join(", ")})`}`,
      `home LCP ≤ ${TARGETS.homeLcpRatio.toFixed(2)} × without scripts: ${homes.length === 0 ? none("no home page") : `${verdict(ratios.every((r) => r.ratio <= TARGETS.homeLcpRatio))} (${ratios.map((r) => `${r.path} ${r.ratio.toFixed(2)}`).join(", ")})`}`,
    ],
  };
}
