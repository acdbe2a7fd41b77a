// @vitest-environment node
// Settings: a typo in a number stops the start with the variable's name
// (RATE_LIMIT=20/min used to become NaN and switch the limit off), the
// README's table lists exactly the variables read, and nothing else in
// server/ reads process.env.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadConfig, VARIABLES } from "./config.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Every setting read as a number (found from the schema, so a new one is tested without being listed here). */
const NUMERIC = VARIABLES.filter((name) => {
  try {
    return loadConfig({ [name]: "7" })[name] === 7;
  } catch {
    return false;
  }
});

describe("settings", () => {
  it("defaults every setting when nothing is set", () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT).toBe(20);
    expect(config.PORT).toBe(4173);
    expect(config.ALLOWED_ORIGINS).toEqual([]);
    expect(config.ADMIN_TOKEN).toBeUndefined();
  });

  it("finds the numeric settings", () => {
    expect(NUMERIC).toEqual(
      expect.arrayContaining([
        "PORT",
        "DATABASE_POOL",
        "RATE_LIMIT",
        "EXPOSURE_RATE_LIMIT",
        "TRUST_PROXY",
        "BOOKINGS_PER_EMAIL",
        "BOOKINGS_PER_ADDRESS",
      ]),
    );
  });

  it.each(NUMERIC)("refuses a typo in %s, naming it and what it accepts", (name) => {
    for (const typo of ["20/min", "1e3", "-1", "twenty", "3.5"]) {
      expect(() => loadConfig({ [name]: typo }), `${name}=${typo}`).toThrow(
        new RegExp(`${name}=.*${name} accepts .*whole number`),
      );
    }
  });

  it("refuses RATE_LIMIT=0 (it would refuse every lead) and reads RATE_LIMIT=5", () => {
    expect(() => loadConfig({ RATE_LIMIT: "0" })).toThrow(/RATE_LIMIT/);
    expect(loadConfig({ RATE_LIMIT: " 5 " }).RATE_LIMIT).toBe(5);
  });

  it("refuses a short ADMIN_TOKEN, a malformed origin, URL, build command or clock, listing each", () => {
    const bad = {
      ADMIN_TOKEN: "short",
      ALLOWED_ORIGINS: "cdn.example.com",
      SMTP_URL: "mail.example.com",
      PUBLISH_BUILD_COMMAND: "npm run build",
      CLOCK_START: "mañana",
    };
    let message = "";
    try {
      loadConfig(bad);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of Object.keys(bad)) expect(message).toContain(`${name} accepts`);
  });

  it("lists in the README's table exactly the variables it reads", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const table = readme.slice(readme.indexOf("| environment variable |")).split("\n\n")[0]!;
    const documented = new Set(
      table
        .split("\n")
        .slice(2)
        .flatMap((row) => [...(row.split("|")[1] ?? "").matchAll(/`([A-Z][A-Z0-9_]*)(=[^`]*)?`/g)].map((m) => m[1]!)),
    );
    expect([...documented].sort()).toEqual([...VARIABLES].sort());
  });

  it("is the only server module that reads process.env", () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
      );
    const readers = files(join(ROOT, "server"))
      .filter((f) => !/\.test\.ts$|\/testing\//.test(f) && !f.endsWith("/config.ts"))
      .filter((f) => readFileSync(f, "utf8").includes("process.env"))
      .map((f) => relative(ROOT, f));
    expect(readers).toEqual([]);
  });
});
