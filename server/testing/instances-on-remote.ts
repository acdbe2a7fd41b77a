// Server processes that share nothing but one PostgreSQL and one bare git
// repository as CONTENT_REMOTE, each with its own DATA_DIR (its own clone,
// releases and caches: docs/publishing.md, "Many instances"). The set-up of
// many-instances.test, haproxy-instances.test and preview-instances.test, and
// the bare remote of content/remote.test.
import { execFileSync } from "node:child_process";
import { chmodSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { makeContentRepo } from "../publish/testing/content-repo.ts";
import { FAKE_BUILD } from "../publish/testing/publishing.ts";
import { tempDir } from "../publish/testing/temp-dirs.ts";
import type { Store } from "../store/index.ts";
import { type Instance, startInstance } from "./chaos/instances.ts";
import type { Engine } from "./engines.ts";
import { fixtureDist, NOW } from "./fixtures.ts";

export const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The file in a remote whose presence holds its post-receive. */
const HOLD = "hold";

/** A bare repository holding the project's content on main, in a folder named after `prefix`. */
export function bareContentRemote(prefix: string): string {
  const project = makeContentRepo("content");
  const remote = tempDir(`${prefix}-remote-`);
  git(remote, "init", "-q", "--bare", "-b", "main");
  git(project, "push", "-q", remote, "main");
  return remote;
}

export interface InstancesOnRemote {
  instances: Instance[];
  remote: string;
  /** The store the instances share, as the test's own connection. */
  store: Store;
  /** The instances' last errors (and log lines, with `stdout`), for a failure's message. */
  logs(): string;
  stop(): void;
}

/**
 * One instance per name on a fresh database of `engine` and a fresh bare remote, started at once.
 * `env` is added to every instance's (an ADMIN_TOKEN), `envOf(name)` to one's; `stdout` puts their log lines
 * beside their errors.
 */
export async function startInstancesOnRemote(
  engine: Engine,
  names: string[],
  options: {
    prefix: string;
    env?: Record<string, string>;
    envOf?: (name: string) => Record<string, string>;
    stdout?: boolean;
  },
): Promise<InstancesOnRemote> {
  const opened = await engine.open();
  const remote = bareContentRemote(options.prefix);
  const shared = {
    ...opened.env,
    SITE_DIST: fixtureDist(),
    CONTENT_REMOTE: remote,
    PUBLISH_BUILD_COMMAND: JSON.stringify(FAKE_BUILD),
    CLOCK_START: NOW.toISOString(),
    RATE_LIMIT: "100000",
    ...options.env,
  };
  const own = (name: string) => ({
    ...shared,
    ...options.envOf?.(name),
    DATA_DIR: tempDir(`${options.prefix}-${name}-`),
  });
  const instances = await Promise.all(
    names.map((name) => startInstance(name, own(name), { stdout: options.stdout ?? false })),
  );
  return {
    instances,
    remote,
    store: opened.store,
    logs: () => instances.map((i) => i.errors().slice(-2000)).join("\n---\n"),
    stop: () => {
      for (const instance of instances) instance.stop();
      // A test that failed while the remote held a push (holdablePushes) left it waiting for good, its git
      // processes with it.
      rmSync(join(remote, HOLD), { force: true });
    },
  };
}

/**
 * Makes the remote hold its post-receive while held: a push has landed and the pusher waits for the
 * remote's answer (the moment a kill -9 of the publishing instance is the worst).
 */
export function holdablePushes(remote: string) {
  const hold = join(remote, HOLD);
  const hook = join(remote, "hooks", "post-receive");
  writeFileSync(hook, `#!/bin/sh\nwhile [ -e ${hold} ]; do sleep 0.05; done\n`);
  chmodSync(hook, 0o755);
  return {
    hold: () => writeFileSync(hold, ""),
    release: () => rmSync(hold),
  };
}

/**
 * A `git` in front of the real one, for one instance's PATH: while held, its fetches wait (a follower that has
 * not yet fetched a publish: the instance still serves the commit before). Pushes and local commands go on.
 */
export function holdableFetches(prefix: string) {
  const dir = tempDir(`${prefix}-git-`);
  const hold = join(dir, HOLD);
  const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  const wrapper = join(dir, "git");
  writeFileSync(
    wrapper,
    `#!/bin/sh\nfor a in "$@"; do\n  if [ "$a" = fetch ]; then\n    while [ -e ${hold} ]; do sleep 0.05; done\n    break\n  fi\ndone\nexec ${realGit} "$@"\n`,
  );
  chmodSync(wrapper, 0o755);
  return {
    env: { PATH: `${dir}:${process.env.PATH ?? ""}` },
    hold: () => writeFileSync(hold, ""),
    release: () => rmSync(hold, { force: true }),
  };
}

/** Polls `check` every 50 ms until it is true or `ms` pass; the milliseconds it took, or undefined. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number | undefined> {
  const start = performance.now();
  while (performance.now() - start < ms) {
    if (await check().catch(() => false)) return Math.round(performance.now() - start);
    await new Promise((r) => setTimeout(r, 50));
  }
  return undefined;
}

/** Generous: the others follow in about a second on a quiet machine, far slower on one shared by many. */
export const FOLLOW_MS = 60_000;

/** The page's <title>. */
export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

export type Answer = Record<string, unknown>;

/** The editor's API of any instance, called with the admin token: GET `path`, or POST `body` as JSON; the answer. */
export function adminApi(token: string) {
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  return async (base: string, path: string, body?: unknown): Promise<Answer> => {
    const init = body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) };
    return (await (await fetch(`${base}/admin/edit/api/${path}`, init)).json()) as Answer;
  };
}
