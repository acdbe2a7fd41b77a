// The purge after a publish lands (docs/publishing.md, "Behind a CDN or
// Varnish"): what changed (changed-urls.ts) sent to the cache in front, so a
// visitor sees the new page at once instead of after the cache's time.
//   - CDN_PURGE_STYLE=purge (Varnish, the default): one `PURGE <path>` per
//     address to CDN_PURGE_URL (deploy/varnish/site.vcl drops that path, any
//     query string), `PURGE /` with `X-Purge-Scope: all` for everything;
//   - CDN_PURGE_STYLE=cloudflare: POST CDN_PURGE_URL (the zone's purge_cache
//     endpoint) `{"files":[<SITE_URL + path>, …]}`, 100 a call (Cloudflare's
//     limit), `{"purge_everything":true}` for everything, with
//     `Authorization: Bearer <CDN_PURGE_TOKEN>` (never logged).
// Each request is tried again with backoff (a 5xx, a 429, no answer); the
// publish never waits for any of it. The outcome is one log line, and the
// job's "purge" phase (its milliseconds) on the publish that caused it.
import { request } from "node:http";
import { request as httpsRequest } from "node:https";
import type { ReleaseChange } from "./changed-urls.ts";

export type PurgeStyle = "purge" | "cloudflare";

export interface PurgeTarget {
  /** Varnish's address (http://127.0.0.1:6081), or Cloudflare's https://api.cloudflare.com/client/v4/zones/<zone>/purge_cache. */
  url: string;
  style: PurgeStyle;
  /** Cloudflare's API token (Zone › Cache Purge). */
  token?: string;
  /** The site's public origin: Cloudflare purges full URLs; Varnish is sent it as the Host. */
  siteUrl?: string;
}

export interface PurgeReport {
  ok: boolean;
  /** Addresses sent (0 with `everything`). */
  urls: number;
  everything: boolean;
  /** From the first request to the last answer, retries included. */
  ms: number;
  /** Requests made, retries included. */
  requests: number;
  /** Why it failed (never the token). */
  problem?: string;
}

export interface PurgeOptions {
  /** Attempts per request (default 5: 0.25, 0.5, 1, 2 s apart). */
  attempts?: number;
  /** The first wait before trying again, doubled each time. */
  backoffMs?: number;
  /** How long one request may take. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

/** Cloudflare's purge by URL takes this many a call (every plan but Enterprise's 500); the Free plan allows 5 calls a minute. */
const CLOUDFLARE_BATCH = 100;
/** The header that makes a PURGE drop everything (deploy/varnish/site.vcl). */
const SCOPE = "X-Purge-Scope";
/** Varnish PURGEs in flight at once. */
const PARALLEL = 8;

interface Answer {
  status: number;
  body: string;
}

/** One HTTP request with a time-out (node:http: a PURGE with the site's Host, which fetch does not let us set). */
function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined, timeoutMs: number) {
  return new Promise<Answer>((resolve, reject) => {
    const make = url.protocol === "https:" ? httpsRequest : request;
    const req = make(url, { method, headers, timeout: timeoutMs }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text = (text + chunk).slice(0, 4000)));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(body);
  });
}

const retryable = (status: number) => status === 429 || status >= 500;

export function cdnPurger(target: PurgeTarget, options: PurgeOptions = {}) {
  if (target.style === "cloudflare" && (!target.token || !target.siteUrl))
    throw new Error("CDN_PURGE_STYLE=cloudflare needs CDN_PURGE_TOKEN (a token that may purge the zone) and SITE_URL");
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 250;
  const timeoutMs = options.timeoutMs ?? 5000;
  const log = options.log ?? ((line: string) => console.log(`[cdn] ${line}`));
  const base = new URL(target.url);
  const siteHost = target.siteUrl ? new URL(target.siteUrl).host : undefined;
  /** Requests made by the purge under way (purges run one after another: releases.ts). */
  let requests = 0;

  /** One request, tried again on a 5xx, a 429 or no answer; resolves with the last answer, or rejects. */
  async function withRetries(url: URL, method: string, headers: Record<string, string>, body?: string) {
    for (let attempt = 1; ; attempt++) {
      requests++;
      const outcome = await send(url, method, headers, body, timeoutMs).catch((error: Error) => error);
      if (!(outcome instanceof Error) && outcome.status < 300) return outcome;
      const failure =
        outcome instanceof Error
          ? outcome
          : new Error(`${method} ${url.origin}${url.pathname}: ${outcome.status} ${outcome.body.slice(0, 200)}`);
      // A refusal (a wrong token, a purge not allowed from here) will not get better: not tried again.
      const worthAgain = outcome instanceof Error || retryable(outcome.status);
      if (!worthAgain || attempt >= attempts) throw failure;
      await new Promise((r) => setTimeout(r, backoffMs * 2 ** (attempt - 1)));
    }
  }

  async function varnish(change: ReleaseChange) {
    const headers: Record<string, string> = siteHost ? { Host: siteHost } : {};
    // Everything: PURGE / with a scope the VCL turns into a ban of every object.
    if (change.everything) return void (await withRetries(new URL("/", base), "PURGE", { ...headers, [SCOPE]: "all" }));
    const queue = [...change.urls];
    const failures: Error[] = [];
    // Every address is tried, whatever happened to the others.
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        await withRetries(new URL(path, base), "PURGE", headers).catch((error: Error) => failures.push(error));
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
    if (failures.length > 0)
      throw new Error(`${failures.length} of ${change.urls.length} address(es) not purged; ${failures[0]!.message}`);
  }

  async function cloudflare(change: ReleaseChange) {
    const headers = { "Content-Type": "application/json", Authorization: `Bearer ${target.token ?? ""}` };
    const call = async (payload: unknown) => {
      const answer = await withRetries(base, "POST", headers, JSON.stringify(payload));
      // Cloudflare answers 200 with success: false for a purge it refused.
      if (!/"success"\s*:\s*true/.test(answer.body))
        throw new Error(`POST ${base.origin}${base.pathname}: ${answer.body.slice(0, 200)}`);
    };
    if (change.everything) return call({ purge_everything: true });
    const origin = target.siteUrl?.replace(/\/$/, "") ?? "";
    const files = change.urls.map((path) => `${origin}${path}`);
    const batches = Array.from({ length: Math.ceil(files.length / CLOUDFLARE_BATCH) }, (_, i) =>
      files.slice(i * CLOUDFLARE_BATCH, (i + 1) * CLOUDFLARE_BATCH),
    );
    const failed = (await Promise.allSettled(batches.map((batch) => call({ files: batch })))).filter(
      (r): r is PromiseRejectedResult => r.status === "rejected",
    );
    if (failed.length > 0)
      throw new Error(`${failed.length} of ${batches.length} call(s) failed; ${(failed[0]!.reason as Error).message}`);
  }

  /** Purges `change`; never rejects: the report says how it went (and the log). */
  return async function purge(change: ReleaseChange): Promise<PurgeReport> {
    const started = performance.now();
    requests = 0;
    const what = change.everything ? "everything" : `${change.urls.length} address(es)`;
    const report = (ok: boolean, problem?: string): PurgeReport => ({
      ok,
      urls: change.everything ? 0 : change.urls.length,
      everything: change.everything,
      ms: Math.round(performance.now() - started),
      requests,
      ...(problem ? { problem } : {}),
    });
    try {
      await (target.style === "cloudflare" ? cloudflare(change) : varnish(change));
      const done = report(true);
      log(`purged ${what} in ${done.ms} ms (${done.requests} request(s))`);
      return done;
    } catch (error) {
      const failed = report(false, (error as Error).message.split("\n")[0]);
      log(
        `purge of ${what} FAILED after ${failed.requests} request(s), ${failed.ms} ms: ${failed.problem}; ` +
          "the cache keeps the old pages until they expire (docs/publishing.md, Behind a CDN or Varnish)",
      );
      return failed;
    }
  };
}

export type Purge = ReturnType<typeof cdnPurger>;
