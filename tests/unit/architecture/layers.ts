// The layering of the code (docs/architecture.md), as data, and the check that
// every import follows it. A file belongs to the first layer whose globs match
// its path; it may import its own layer and the layers its rule lists, nothing
// else. Type-only imports (`import type`, `export type`, `.d.ts` files) vanish
// at run time and are not checked; nor are tests (`*.test.ts(x)`), which may
// reach into any layer for fixtures.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { parseSync } from "vite";

export interface Layer {
  name: string;
  /** Repo-relative globs (`*` within a path part, `**` across parts). */
  files: string[];
  /** Layers this one may import, by name. */
  may: string[];
  /** Packages this layer may not import (prefix match: "@emotion/" covers every Emotion package). */
  forbiddenPackages?: string[];
  /** False: the layer holds no .tsx file (JSX compiles to a React import the scan does not see). */
  jsx?: false;
  /** Files of other layers it may import besides, with the reason. */
  alsoFiles?: { globs: string[]; why: string }[];
}

/** Packages that need React or a browser page: src/core stays importable by plain Node (the server, the scripts). */
const UI_PACKAGES = [
  "react",
  "react-dom",
  "@emotion/",
  "jotai",
  "@lingui/react",
  "formik",
  "focus-trap-react",
  "react-router",
  "react-router-dom",
  "virtual:",
];

const FOUNDATION = ["core", "theme", "state", "i18n", "site-data"];

export const LAYERS: Layer[] = [
  // 0. Pure, Node-safe code: no React, no DOM at import time.
  { name: "core", files: ["src/core/**", "src/generated/**"], may: [], forbiddenPackages: UI_PACKAGES, jsx: false },
  // 1. What every part of the page shares: tokens and global styles, jotai atoms, the Lingui setup, the site's React context.
  { name: "theme", files: ["src/theme/**"], may: ["core"] },
  { name: "state", files: ["src/state/**"], may: ["core"] },
  { name: "i18n", files: ["src/i18n/**"], may: ["core"] },
  { name: "site-data", files: ["src/site-data.ts"], may: ["core"] },
  // 2. UI primitives (React components, hooks and their plain-DOM helpers such as the scroll lock).
  { name: "components", files: ["src/components/**"], may: FOUNDATION },
  // 3. What the page is made of: form fields, plain-script page behaviours, the booking modal, sections, header and footer.
  { name: "forms", files: ["src/forms/**"], may: [...FOUNDATION, "components"] },
  { name: "chrome", files: ["src/chrome/**"], may: [...FOUNDATION, "components"] },
  { name: "booking", files: ["src/booking/**"], may: [...FOUNDATION, "components", "forms", "chrome"] },
  { name: "sections", files: ["src/sections/**"], may: [...FOUNDATION, "components", "forms"] },
  { name: "layout", files: ["src/layout/**"], may: [...FOUNDATION, "components", "forms", "chrome", "booking"] },
  // 4. The engine: routes from documents, the section renderer, islands, head tags; App.tsx holds its providers.
  {
    name: "runtime",
    files: ["src/runtime/**", "src/App.tsx"],
    may: [...FOUNDATION, "components", "forms", "chrome", "booking", "sections", "layout"],
  },
  // 5. Consumers: nothing in src/ below imports them.
  {
    name: "entries",
    files: ["src/entry-client.ts", "src/entry-server.tsx"],
    may: [...FOUNDATION, "components", "forms", "chrome", "booking", "sections", "layout", "runtime"],
  },
  {
    name: "dev",
    files: ["src/dev/**"],
    may: [...FOUNDATION, "components", "forms", "chrome", "booking", "sections", "layout", "runtime"],
  },
  {
    name: "editor",
    files: ["src/editor/**"],
    may: [...FOUNDATION, "components", "forms", "chrome", "booking", "sections", "layout", "runtime"],
  },
  // Content code the server runs (the editor's file API, validation, catalogs, document migrations):
  // plain Node, importable by the server at run time, so it never imports the server or the scripts.
  {
    name: "content-lib",
    files: ["lib/**"],
    may: [...FOUNDATION, "components", "forms", "chrome", "booking", "sections", "layout", "runtime", "entries"],
  },
  // Build and audit tooling shared by the commands (Vite plugins, prerender helpers, audit helpers).
  {
    name: "scripts-lib",
    files: ["scripts/build/**", "scripts/audit/**"],
    may: [
      ...FOUNDATION,
      "components",
      "forms",
      "chrome",
      "booking",
      "sections",
      "layout",
      "runtime",
      "entries",
      "content-lib",
    ],
  },
  {
    name: "server",
    files: ["server/**"],
    may: ["core", "content-lib"],
    alsoFiles: [
      { globs: ["src/theme/tokens.ts"], why: "the admin pages' colours are the site's tokens" },
      {
        globs: ["src/sections/*/*.ts", "src/sections/*.ts"],
        why: "a section's form declaration, which the server checks posts against (plain .ts, never a component)",
      },
    ],
  },
  // The commands (scripts/*.ts, and scripts/bench/, which starts servers) and the root's config files.
  {
    name: "scripts",
    files: ["scripts/**", "*.ts"],
    may: [
      ...FOUNDATION,
      "components",
      "forms",
      "chrome",
      "booking",
      "sections",
      "layout",
      "runtime",
      "entries",
      "dev",
      "editor",
      "content-lib",
      "scripts-lib",
      "server",
    ],
  },
];

/**
 * Imports against the layering that are allowed for a while, each with the change that removes it.
 * Empty: keep it so. The check fails on any entry here that no longer occurs, so an exception
 * cannot outlive its import.
 */
export const PENDING: { from: string; to: string }[] = [];

const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, "\\$&")
      .replace(/\*\*\/?/g, "\uE000")
      .replace(/\*/g, "[^/]*")
      .replace(/\uE000/g, ".*")}$`,
  );
const compiled = LAYERS.map((layer) => ({ layer, re: layer.files.map(glob) }));

export function layerOf(file: string): Layer | undefined {
  return compiled.find(({ re }) => re.some((r) => r.test(file)))?.layer;
}

export interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every import, re-export and dynamic import() of a source text, marking those that are types only. */
export function importsOf(fileName: string, text: string): Import[] {
  // Vite's own parser (oxc, through rolldown): it reads TypeScript and JSX and says which imports are types.
  const { module, errors } = parseSync(fileName, text, { lang: fileName.endsWith("x") ? "tsx" : "ts" });
  if (errors.length) throw new Error(`${fileName}: ${errors[0]!.message}`);
  const statics = module.staticImports.map((i) => ({
    specifier: i.moduleRequest.value,
    typeOnly: i.entries.length > 0 && i.entries.every((e) => e.isType),
  }));
  const reexports = new Map<string, boolean>();
  for (const e of module.staticExports.flatMap((x) => x.entries)) {
    if (e.moduleRequest)
      reexports.set(e.moduleRequest.value, (reexports.get(e.moduleRequest.value) ?? true) && e.isType);
  }
  const dynamics = module.dynamicImports
    .map((d) => text.slice(d.moduleRequest.start, d.moduleRequest.end))
    .filter((literal) => /^(['"`])[^'"`$]*\1$/.test(literal))
    .map((literal) => ({ specifier: literal.slice(1, -1), typeOnly: false }));
  return [...statics, ...[...reexports].map(([specifier, typeOnly]) => ({ specifier, typeOnly })), ...dynamics];
}

/** The repo-relative file a relative specifier names (with or without its extension, or a folder's index). */
export function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = normalize(join(dirname(from), specifier));
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    base.replace(/\.js$/, ".ts"),
    join(base, "index.ts"),
    join(base, "index.tsx"),
  ];
  return candidates.find((c) => existsSync(join(root, c)) && statSync(join(root, c)).isFile());
}

export interface Violation {
  file: string;
  specifier: string;
  target: string;
  message: string;
}

/** The imports of `file` (repo-relative, with its text) that break the layering. */
export function checkFile(root: string, file: string, text: string): Violation[] {
  const layer = layerOf(file);
  if (!layer)
    return [
      {
        file,
        specifier: "",
        target: "",
        message: `${file} belongs to no layer: add its folder to LAYERS in tests/unit/architecture/layers.ts`,
      },
    ];
  const violations: Violation[] = [];
  if (layer.jsx === false && file.endsWith(".tsx"))
    violations.push({
      file,
      specifier: "",
      target: "",
      message: `${file}: layer ${layer.name} holds no JSX (.tsx), so no React`,
    });
  for (const { specifier, typeOnly } of importsOf(file, text)) {
    if (typeOnly) continue;
    if (!specifier.startsWith(".")) {
      const banned = layer.forbiddenPackages?.find(
        (p) => specifier === p || specifier.startsWith(p.endsWith("/") || p.endsWith(":") ? p : `${p}/`),
      );
      if (banned)
        violations.push({
          file,
          specifier,
          target: specifier,
          message: `${file} imports "${specifier}": layer ${layer.name} may not import ${banned}* (it must load in plain Node, without React or a page)`,
        });
      continue;
    }
    const target = resolveImport(root, file, specifier);
    const targetLayer = target && layerOf(target);
    if (!target || !targetLayer || targetLayer === layer || layer.may.includes(targetLayer.name)) continue;
    if (layer.alsoFiles?.some((a) => a.globs.some((g) => glob(g).test(target)))) continue;
    if (PENDING.some((p) => p.from === file && p.to === target)) continue;
    violations.push({
      file,
      specifier,
      target,
      message: `${file} imports "${specifier}" (${target}): layer ${layer.name} may import ${[layer.name, ...layer.may].join(", ")}; not ${targetLayer.name}`,
    });
  }
  return violations;
}

const SKIP_DIR = new Set(["node_modules", "generated", ".git"]);
/** The source files the layering covers: .ts/.tsx under src/, server/, scripts/ and at the root, not tests nor declarations. */
export function sourceFiles(root: string, dirs = ["src", "lib", "server", "scripts"]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIP_DIR.has(entry.name) ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
    });
  const top = readdirSync(root).filter((name) => /\.tsx?$/.test(name) && !name.endsWith(".d.ts"));
  return [...dirs.flatMap(walk), ...top].map((f) => relative(root, join(root, f)));
}

/** Every violation in the repository at `root`, and the pending exceptions no longer needed. */
export function checkRepo(root: string): { violations: Violation[]; stalePending: typeof PENDING } {
  const files = sourceFiles(root);
  const violations = files.flatMap((file) => checkFile(root, file, readFileSync(join(root, file), "utf8")));
  const stalePending = PENDING.filter(
    (p) =>
      !files.includes(p.from) ||
      !importsOf(p.from, readFileSync(join(root, p.from), "utf8")).some(
        (i) => !i.typeOnly && i.specifier.startsWith(".") && resolveImport(root, p.from, i.specifier) === p.to,
      ),
  );
  return { violations, stalePending };
}
