// @vitest-environment node
// A stopped server sets no new push: a push under way that fails after the stop (a remote that hung,
// then timed out) does not schedule another try of its own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pusher } from "./push.ts";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repoWithCommit() {
  const repo = mkdtempSync(join(tmpdir(), "push-"));
  made.push(repo);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  git("init", "-q", "-b", "main");
  git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "--allow-empty", "-m", "uno");
  return repo;
}

async function waitFor(ok: () => boolean) {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((done) => setTimeout(done, 10));
  expect(ok()).toBe(true);
}

/** A pusher to a remote that does not exist (each push fails at once), retrying after 10 ms, and its log. */
function failingPusher() {
  const repo = repoWithCommit();
  const lines: string[] = [];
  const push = pusher({
    repo,
    branch: "main",
    remote: join(repo, "no-such-remote"),
    log: (line) => lines.push(line),
    retryMs: [10],
  });
  return { push, lines };
}

describe("the pusher after stop", () => {
  it("a push that fails once the server stopped is not tried again", async () => {
    const { push, lines } = failingPusher();
    push.track({});
    push.stop();
    // The push under way fails on its own time; then a retry, if any, would run 10 ms later.
    await waitFor(() => push.state().lastError !== undefined);
    await new Promise((done) => setTimeout(done, 200));
    expect(push.state().attempts).toBe(1);
    expect(lines.filter((l) => l.includes("trying again"))).toEqual([]);
  });

  it("a push that fails while running is tried again", async () => {
    const { push } = failingPusher();
    push.track({});
    await waitFor(() => push.state().attempts > 1);
    push.stop();
    expect(push.state().attempts).toBeGreaterThan(1);
  });
});
