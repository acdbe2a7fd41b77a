// The visual editor as its own bundle for the server's /admin/edit
// (server/publish/editor-routes.ts), into SITE_ADMIN_DIST (default
// dist-admin/), a folder the static site never serves. Same entry and
// plugins as `npm run edit`; only the data module differs: on the server
// `virtual:editor` is fetched from /admin/edit/api/editor-data when the
// editor opens, so it always matches the content repository as published.
import { fileURLToPath } from "node:url";
import { resolve } from "node:path";
import { build, type Plugin } from "vite";

export const EDITOR_BASE = "/admin/edit/";
const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = resolve(root, process.env.SITE_ADMIN_DIST ?? "dist-admin");

const runtimeData: Plugin = {
  name: "editor-runtime-data",
  resolveId: (id) => (id === "virtual:editor" ? "\0editor-runtime-data" : undefined),
  load: (id) =>
    id === "\0editor-runtime-data"
      ? `const response = await fetch(${JSON.stringify(`${EDITOR_BASE}api/editor-data`)}, { credentials: "same-origin" });
if (!response.ok) throw new Error("editor-data: HTTP " + response.status);
export default await response.json();`
      : undefined,
};

const started = performance.now();
await build({
  configFile: resolve(root, "vite.config.ts"),
  base: EDITOR_BASE,
  logLevel: "warn",
  plugins: [runtimeData],
  // The site's public files are served at the root already.
  publicDir: false,
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    target: "es2022",
    rollupOptions: { input: resolve(root, "src/editor/main.tsx") },
  },
});
console.log(`build-editor: ${outDir} (${Math.round(performance.now() - started)} ms)`);
