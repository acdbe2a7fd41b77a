// Measures the JavaScript a route needs before the visitor can interact:
// every script the page requests until its load event plus its
// modulepreloads, counted as gzip bytes of the built files (deterministic:
// the same build gives the same figure on any machine).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import type { Measurement } from "./audit-budget.ts";

const gzipCache = new Map<string, number>();

/** gzip -9 size of a built file (what Vite reports as "gzip"). */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export interface JsMeasurement extends Measurement {
  /** Scripts from other origins (counted by their transferred size, if any). */
  thirdParty: string[];
}

export async function measureInitialJs(page: Page, url: string, dist: string): Promise<JsMeasurement> {
  const requested = new Set<string>();
  const onRequest = (req: { resourceType(): string; url(): string }) => {
    if (req.resourceType() === "script") requested.add(req.url());
  };
  page.on("request", onRequest);
  try {
    await page.goto(url, { waitUntil: "load" });
  } finally {
    page.off("request", onRequest);
  }
  const preloads = await page.$$eval('link[rel="modulepreload"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
  for (const href of preloads) requested.add(href);
  const origin = new URL(page.url()).origin;
  let bytes = 0;
  const files: string[] = [];
  const thirdParty: string[] = [];
  for (const address of [...requested].sort()) {
    const u = new URL(address);
    if (u.origin !== origin) {
      thirdParty.push(address);
      continue;
    }
    const file = join(dist, decodeURIComponent(u.pathname));
    if (!existsSync(file)) continue;
    bytes += gzipSize(file);
    files.push(u.pathname);
  }
  return { route: new URL(url, origin).pathname, bytes, files, thirdParty };
}
