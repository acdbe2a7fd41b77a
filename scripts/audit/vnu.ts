// The W3C Nu HTML checker (vnu-jar) over every built HTML file in one java
// invocation; shared by the CI test and `npm run audit`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface VnuMessage {
  file: string;
  type: "error" | "info" | "non-document-error";
  subType?: string;
  message: string;
  line?: number;
  extract?: string;
}

export function builtHtmlFiles(dist: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dist)) {
    const full = join(dist, name);
    if (name === "assets") continue;
    if (statSync(full).isDirectory()) out.push(...builtHtmlFiles(full));
    else if (name.endsWith(".html")) out.push(full);
  }
  return out.sort();
}

/**
 * The checker's CSS grammar predates some properties every current browser
 * supports; their messages are not errors in the page. Only these exact
 * properties and at-rules are ignored (see MDN for each).
 */
const MODERN_CSS = [
  "container-type",
  "container-name",
  "container",
  "field-sizing",
  "line-clamp",
  "text-wrap",
  "text-wrap-mode",
  "text-wrap-style",
  "interpolate-size",
  "view-transition-name",
  "anchor-name",
  "position-anchor",
  "scrollbar-gutter",
  "scrollbar-width",
  "scrollbar-color",
  "overscroll-behavior",
  "translate",
  "rotate",
  "scale",
  "inset",
  "inset-inline",
  "inset-block",
  "aspect-ratio",
  "color-scheme",
  "print-color-adjust",
];
export const VNU_FILTER = `CSS: “(${MODERN_CSS.join("|")})”: Property “[^”]+” doesn't exist\\..*|CSS: Unrecognized at-rule “@(container|starting-style|layer|property|view-transition)”.*|CSS: “[a-z-]+”: “(color-mix|light-dark|oklch|oklab)\\(.*`;

/**
 * One file of each distinct content: every page is written twice, as /x/index.html and /x.html
 * (hosts differ in which one /x maps to), byte for byte the same, so checking both doubled the
 * checker's time for nothing. A message names the first file of its content.
 */
function distinctFiles(files: string[]): string[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash = createHash("sha256").update(readFileSync(file)).digest("hex");
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}

/**
 * One short run of a big program: the JVM's optimizing compiler (C2) and its parallel collector's threads
 * cost more than they win back. With the quick compiler only and the serial collector, the 96 pages took
 * 8.4 CPU-seconds of java instead of 22.5, with the same messages. The quick compiler's frames are
 * larger: vnu's schema evaluation then needs more than the default 1 MB thread stack (at 1 MB it stops
 * with a StackOverflowError).
 */
const JVM_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss16m"];

export function runVnu(dist: string, { errorsOnly = true } = {}): { files: string[]; messages: VnuMessage[] } {
  const files = distinctFiles(builtHtmlFiles(dist));
  const jar = join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");
  const args = [
    ...JVM_OPTIONS,
    "-jar",
    jar,
    "--format",
    "json",
    "--filterpattern",
    VNU_FILTER,
    ...(errorsOnly ? ["--errors-only"] : []),
    ...files,
  ];
  const result = spawnSync("java", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  // vnu writes its JSON report to stderr, and exits 1 when it found errors.
  const text = result.stderr.trim() || result.stdout.trim();
  let parsed: {
    messages?: Array<{
      url?: string;
      type: VnuMessage["type"];
      subType?: string;
      message: string;
      lastLine?: number;
      extract?: string;
    }>;
  };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new Error(`vnu did not print a JSON report (exit ${result.status}): ${text.slice(0, 500)}`);
  }
  const messages = (parsed.messages ?? []).map((m) => ({
    file: m.url ? relative(dist, decodeURIComponent(new URL(m.url).pathname)) : "?",
    type: m.type,
    subType: m.subType,
    message: m.message,
    line: m.lastLine,
    extract: m.extract,
  }));
  return { files, messages };
}
