// Lighthouse (mobile, default throttling) through its CLI, with the flags
// ../shared/STACK.md lists. ~11 s per URL, so the audit runs it on a
// representative subset unless asked for --full.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AuditRoute } from "./audit-routes.ts";

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

const FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run";

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
 * `lang`: the browser language the run uses. Lighthouse's mobile user agent
 * no longer names Lighthouse, so on a Spanish page a browser that prefers
 * English would be sent to /en by the first-visit language script: the run
 * would measure a redirect. A visitor of that page's language is measured.
 */
export function runLighthouse(url: string, outDir: string, name: string, lang = "es-ES"): LighthouseScores | { error: string } {
  mkdirSync(outDir, { recursive: true });
  const out = join(outDir, `${name}.json`);
  const bin = join(process.cwd(), "node_modules/.bin/lighthouse");
  const result = spawnSync(
    bin,
    [url, "--quiet", "--output=json", `--output-path=${out}`, "--only-categories=performance,accessibility,best-practices,seo", `--chrome-flags=${FLAGS} --lang=${lang} --accept-lang=${lang}`],
    { env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" }, encoding: "utf8", timeout: 180_000 },
  );
  if (result.status !== 0) return { error: (result.stderr || result.stdout || `exit ${result.status}`).trim().split("\n").slice(-3).join(" ") };
  const lhr = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
    audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.entries(lhr.categories)
    .filter(([id]) => id !== "performance")
    .flatMap(([, c]) => c.auditRefs.filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id));
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
