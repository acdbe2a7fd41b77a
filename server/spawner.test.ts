import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "./spawner.ts";

const cwd = mkdtempSync(join(tmpdir(), "spawner-test-"));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", ONLY_THIS: "yes" };
const options = { cwd, env, timeoutMs: 10_000 };

describe("commands started by the small shell", () => {
  it("are not the server's own children, so the server never forks its memory", async () => {
    const { stdout } = await run("sh", ["-c", "echo $PPID"], options);
    expect(Number(stdout)).toBeGreaterThan(0);
    expect(Number(stdout)).not.toBe(process.pid);
  });

  it("get their arguments, input, folder and environment exactly, quotes and newlines included", async () => {
    const message = 'Publica «la carta»\nit\'s $HOME `date` \\ "done"';
    const result = await run(
      "sh",
      [
        "-c",
        'printf "%s|%s|" "$1" "$(pwd)"; cat; printf "|%s|%s" "$ONLY_THIS" "$(printenv HOME || echo none)"',
        "sh",
        message,
      ],
      { ...options, input: "stdin text\nsecond line" },
    );
    expect(result).toEqual({
      status: 0,
      stdout: `${message}|${cwd}|stdin text\nsecond line|yes|none`,
      stderr: "",
      timedOut: false,
    });
  });

  it("write only what differs from the server's own environment into a call's script, never its variables", async () => {
    // The command prints its own call's script: its stdout is the call's .out file, the script is beside it.
    const script = await run("sh", ["-c", 'cat "$(readlink /proc/$$/fd/1 | sed "s/out$/sh/")"'], {
      ...options,
      env: { ...process.env, CALL_ONLY: "x" },
    });
    expect(script.stdout).toContain("'CALL_ONLY=x'");
    expect(script.stdout).not.toContain("PATH=");
  });

  it("report a failure's status and its error output", async () => {
    const result = await run("sh", ["-c", "echo out; echo 'no such branch' >&2; exit 3"], options);
    expect(result).toMatchObject({ status: 3, stdout: "out\n", stderr: "no such branch\n", timedOut: false });
  });

  it("are killed when they outlive their time-out, and the next call still runs", async () => {
    const hung = await run("sleep", ["30"], { ...options, timeoutMs: 300 });
    expect(hung).toMatchObject({ timedOut: true, status: 137 });
    expect((await run("echo", ["next"], options)).stdout).toBe("next\n");
  });

  it("run side by side, each answered with its own output, in order of their ids whatever order they end in", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => run("sh", ["-c", `sleep 0.0${i % 5}; echo ${i}`], options)),
    );
    expect(results.map((r) => r.stdout)).toEqual(Array.from({ length: 40 }, (_, i) => `${i}\n`));
  });

  it("fail with a reason when the folder is missing", async () => {
    const result = await run("echo", ["x"], { ...options, cwd: join(cwd, "gone") });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/gone/);
  });
});
