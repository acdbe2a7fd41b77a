// A publish's render, run by the server in a child process (server/publish/releases.ts):
//   node lib/render/publish-render.ts --ssr <dist-ssr> --content <checkout> --out <new release>
//                                     [--previous <release served now> [--spare <a copy of it>]] --fallback <the server's dist>
// The new release starts as hard links to the release served now when that was
// rendered by the same code, else to the server's own build; then only the routes
// whose content changed are rendered again (lib/render/prerender.ts). No bundler runs.
// The server makes a spare copy of the release served while nothing is published
// (server/publish/spare.ts): when it is there, it is renamed into place instead.
import { existsSync, linkSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { prerender, renderedCode } from "./prerender.ts";

/** A copy of `from` at `to` whose files are hard links (the renderer replaces a file, never writes into one). */
export function linkTree(from: string, to: string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) linkTree(source, join(to, entry.name));
    else linkSync(source, join(to, entry.name));
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      ssr: { type: "string" },
      content: { type: "string" },
      out: { type: "string" },
      previous: { type: "string" },
      fallback: { type: "string" },
      spare: { type: "string" },
    },
  });
  const { ssr, content, out, previous, fallback, spare } = values;
  if (!ssr || !content || !out || !fallback) {
    console.error(
      "usage: publish-render.ts --ssr <dir> --content <dir> --out <dir> [--previous <dir>] --fallback <dir>",
    );
    process.exit(2);
  }
  try {
    // The release served now, if the same code rendered it (its assets are this code's); else the server's own build.
    const base =
      previous &&
      existsSync(previous) &&
      renderedCode(previous) !== undefined &&
      renderedCode(previous) === renderedCode(fallback)
        ? previous
        : fallback;
    if (base === previous && spare && existsSync(spare)) renameSync(spare, out);
    else linkTree(base, out);
    const summary = await prerender({
      ssrDir: ssr,
      contentRoot: content,
      out,
      incremental: true,
      syncPublic: true,
      log: console.error,
    });
    // Its CPU beside its time: on a busy machine the time says how long it waited for a core, the CPU what it did.
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ ...summary, cpuMs: Math.round((cpu.user + cpu.system) / 1000) }));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
