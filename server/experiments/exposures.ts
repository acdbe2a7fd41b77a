// POST /api/experiments/exposure: the page tells the server a visitor was
// shown an arm (src/runtime/exposure.ts sends it with sendBeacon). Counted
// once per visitor per experiment, in the test's current phase; not counted
// (204, nothing stored) for crawlers and headless browsers (the maintained
// `isbot` list), prerenders, Global Privacy Control / Do Not Track, views
// from the admin area (a draft's preview), arms the visitor's id would not
// have drawn (a `?variant=` QA link, or a made-up arm: the server redoes
// the assignment, so the split it counts is the declared one), and past
// the day's cap of new visitors from one address (address-cap.ts). What it
// keeps: experiment, phase, arm, random visitor id, instant.
//
// The response sets the visitor id in a first-party cookie scoped to /api,
// so a lead sent later by the same browser is credited to the arm
// (conversions.ts) without the forms' code knowing about tests.
import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { VISITOR_ID_PATTERN, assignArm } from "../../src/core/experiments/assign.ts";
import { isbot } from "isbot";
import { CRAWLER_PATTERN } from "../../src/core/crawlers.ts";
import { parseJson, readLimited, refuseJson } from "../http/read-body.ts";
import { addressCap } from "./address-cap.ts";
import type { ExperimentData, ExperimentRecord } from "./store.ts";

/** An exposure is three short strings; anything bigger is not one. */
export const MAX_EXPOSURE_BYTES = 512;
export const VISITOR_COOKIE = "ab_visitor";
const COOKIE_DAYS = 180;

export interface ExposureOptions {
  data: ExperimentData;
  /** Running tests by id. */
  running: () => ReadonlyMap<string, ExperimentRecord>;
  now: () => Date;
  secure: (c: Context) => boolean;
  addressOf: (c: Context) => string;
}

/** A page of the admin area (a draft's preview under /admin/preview/) sent it. */
function fromAdmin(referer: string | undefined): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).pathname.startsWith("/admin/");
  } catch {
    return false;
  }
}

/** Why this request is not counted, or undefined when it may be. */
export function notCounted(header: (name: string) => string | undefined): string | undefined {
  if (header("sec-gpc") === "1") return "gpc";
  if (header("dnt") === "1") return "dnt";
  const agent = header("user-agent") ?? "";
  if (isbot(agent) || CRAWLER_PATTERN.test(agent)) return "crawler";
  if (fromAdmin(header("referer"))) return "preview";
  // A prerender the visitor may never see (the page sends nothing before it is shown; this catches a fetch that tries).
  if (/prefetch|prerender/i.test(header("sec-purpose") ?? header("purpose") ?? "")) return "prerender";
  return undefined;
}

export function exposureApi(options: ExposureOptions) {
  const cap = addressCap();
  return async (c: Context) => {
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    // sendBeacon sends a string as text/plain (no preflight); fetch may send JSON.
    if (type !== "text/plain" && type !== "application/json") return c.json({ error: "unsupported_media_type" }, 415);
    const raw = await readLimited(c, MAX_EXPOSURE_BYTES);
    if (!raw) return c.json({ error: "payload_too_large" }, 413);
    const parsed = parseJson(raw);
    if ("problem" in parsed) return refuseJson(c, parsed.problem);
    const body = parsed.value;
    const { experiment, arm, visitor } = (typeof body === "object" && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (
      typeof experiment !== "string" ||
      typeof arm !== "string" ||
      typeof visitor !== "string" ||
      !VISITOR_ID_PATTERN.test(visitor)
    )
      return c.json({ error: "bad_request" }, 400);
    const test = options.running().get(experiment);
    if (!test) return c.json({ error: "unknown_experiment" }, 404);
    if (!test.arms.some((a) => a.name === arm)) return c.json({ error: "unknown_arm" }, 422);
    if (notCounted((name) => c.req.header(name))) return c.body(null, 204);
    if (assignArm(test.id, visitor, test.arms) !== arm) return c.body(null, 204);
    const now = options.now();
    const address = options.addressOf(c);
    if (!cap.take(address, test.id, now)) return c.body(null, 204);
    const phase = test.phases.length - 1;
    const counted = await options.data.recordExposure({
      experimentId: test.id,
      phase,
      arm,
      visitorId: visitor,
      at: now.toISOString(),
    });
    if (!counted) cap.giveBack(address, test.id);
    setCookie(c, VISITOR_COOKIE, visitor, {
      httpOnly: true,
      sameSite: "Lax",
      secure: options.secure(c),
      path: "/api",
      maxAge: COOKIE_DAYS * 24 * 60 * 60,
    });
    return c.body(null, 204);
  };
}
