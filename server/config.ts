// Every setting of the server, read from the environment once at start and
// checked with zod: a value that does not parse stops the start with a line
// naming the variable and what it accepts, instead of becoming NaN (which
// switched a limit off) or a silent default. This is the only module of
// server/ that reads process.env; the README's variable table lists exactly
// these names (server/config.test.ts compares the two).
import { z } from "zod";
import { MAX_UPCOMING_PER_ADDRESS, MAX_UPCOMING_PER_EMAIL } from "./booking-guards.ts";

/** Shortest ADMIN_TOKEN accepted: 32 random characters cannot be guessed, whatever the rate limit lets through. */
export const MIN_ADMIN_TOKEN = 32;

/** A whole number in [min, max], written as digits only ("20", never "20/min" or "1e3"). */
const whole = (what: string, min: number, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `accepts ${what}: a whole number from ${min} (default ${fallback})` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      error: `accepts ${what}: a whole number from ${min} to ${max} (default ${fallback})`,
    })
    .default(fallback);

/** Unset or empty → undefined; otherwise the text as written (trimmed). */
const text = () =>
  z
    .string()
    .trim()
    .transform((s) => s || undefined)
    .optional();

const url = (what: string, schemes: RegExp) =>
  z
    .string()
    .trim()
    .refine((s) => s === "" || (URL.canParse(s) && schemes.test(new URL(s).protocol)), { error: `accepts ${what}` })
    .transform((s) => s || undefined)
    .optional();

const SCHEMA = z.object({
  PORT: whole("the port to listen on", 1, 4173, 65_535),
  SITE_DIST: z.string().trim().min(1).default("dist"),
  SITE_SSR: z.string().trim().min(1).default("dist-ssr"),
  DATABASE_URL: url("a PostgreSQL URL (postgres://user:pass@host:5432/db)", /^postgres(ql)?:$/),
  DATABASE_FILE: text(),
  DATABASE_POOL: whole("PostgreSQL connections per server", 1, 10, 1000),
  DATA_DIR: z.string().trim().min(1).default("data"),
  ADMIN_TOKEN: z
    .string()
    .trim()
    .refine((s) => s === "" || s.length >= MIN_ADMIN_TOKEN, {
      error: `accepts at least ${MIN_ADMIN_TOKEN} characters (make one with: openssl rand -base64 32)`,
    })
    .transform((s) => s || undefined)
    .optional(),
  RATE_LIMIT: whole("stored leads per address per minute", 1, 20),
  EXPOSURE_RATE_LIMIT: whole("A/B exposures per address per minute", 1, 60),
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((o) => URL.canParse(o) && new URL(o).origin === o), {
      error: "accepts comma-separated origins such as https://cdn.example.com (scheme, host and port; no path)",
    }),
  TRUST_PROXY: whole("how many reverse proxies stand in front (0: none)", 0, 0, 10),
  MEET_URL: url("an http(s) URL", /^https?:$/),
  LEADS_WEBHOOK_URL: url("an http(s) URL", /^https?:$/),
  SMTP_URL: url("an smtp:// or smtps:// URL", /^smtps?:$/),
  NOTIFY_EMAIL: text(),
  NOTIFY_FROM: text(),
  SITE_URL: url("the site's public origin, an http(s) URL", /^https?:$/),
  BOOKINGS_PER_EMAIL: whole("upcoming bookings per email", 1, MAX_UPCOMING_PER_EMAIL),
  BOOKINGS_PER_ADDRESS: whole("upcoming bookings per address", 1, MAX_UPCOMING_PER_ADDRESS),
  TZ: text(),
  CONTENT_REPO: text(),
  SITE_ADMIN_DIST: z.string().trim().min(1).default("dist-admin"),
  PUBLISH_DIR: text(),
  CONTENT_REMOTE: text(),
  PUBLISH_BUILD_COMMAND: z
    .string()
    .trim()
    .transform((s, ctx) => {
      if (!s) return undefined;
      try {
        const value: unknown = JSON.parse(s);
        if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string"))
          return value as string[];
      } catch {
        // reported below
      }
      ctx.addIssue({ code: "custom", message: 'accepts a JSON array of strings, e.g. ["npm","run","build"]' });
      return z.NEVER;
    })
    .optional(),
  CDN_PURGE_URL: url("an http(s) URL: Varnish's address, or Cloudflare's zone purge_cache endpoint", /^https?:$/),
  CDN_PURGE_STYLE: z
    .enum(["purge", "cloudflare"], { error: "accepts purge (Varnish: one PURGE per address) or cloudflare" })
    .default("purge"),
  CDN_PURGE_TOKEN: text(),
  CDN_PURGE_WAIT_MS: whole("milliseconds the purge waits for every instance to serve a publish", 0, 10_000, 600_000),
  CLOCK_START: z
    .string()
    .trim()
    .refine((s) => s === "" || !Number.isNaN(Date.parse(s)), {
      error: "accepts an ISO 8601 instant (browser tests only)",
    })
    .transform((s) => (s ? Date.parse(s) : undefined))
    .optional(),
});

export type Config = z.output<typeof SCHEMA>;
/** The variables the server reads (the README's table lists these). */
export const VARIABLES = Object.keys(SCHEMA.shape) as Array<keyof Config>;

export class ConfigError extends Error {}

/** The settings from `env`, or a ConfigError listing every variable that is wrong and what it accepts. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const picked = Object.fromEntries(VARIABLES.map((name) => [name, env[name]]).filter(([, v]) => v !== undefined));
  const parsed = SCHEMA.safeParse(picked);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `${name}=${JSON.stringify(picked[name] ?? "")}: ${name} ${issue.message}`;
  });
  throw new ConfigError(`Invalid settings:\n  ${lines.join("\n  ")}`);
}

/** The process's settings (read once). */
let loaded: Config | undefined;
export const config = (): Config => (loaded ??= loadConfig(process.env));

/** The process's variables as written, for a command that validates them itself (npm run users). */
export const processSettings = (): Record<string, string | undefined> => ({ ...process.env });

/** The environment a child process (git, the site's build) inherits, plus `extra`. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, ...extra });
