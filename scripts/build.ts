// `npm run build`: validate, client build, server build, prerender, then
// the editor's own bundle for the server's /admin/edit (dist-admin/, never
// served to visitors; SKIP_EDITOR_BUILD=1 leaves it out, as a publish's
// rebuild of the site does). SITE_DIST / SITE_SSR / SITE_ADMIN_DIST choose the
// output folders (default dist/, dist-ssr/, dist-admin/), so several builds
// can run side by side.
import { spawnSync } from "node:child_process";

const dist = process.env.SITE_DIST ?? "dist";
const ssr = process.env.SITE_SSR ?? "dist-ssr";
const steps: string[][] = [
  // The documents only: dist/ is the previous build, about to be replaced (the built pages' gate: npm run validate after a build).
  ["node", "scripts/validate.ts", "--documents-only"],
  ["node", "scripts/build-icons.ts"],
  ["npx", "vite", "build", "--outDir", dist, "--emptyOutDir"],
  ["npx", "vite", "build", "--ssr", "src/entry-server.tsx", "--outDir", ssr, "--emptyOutDir"],
  ["node", "scripts/prerender.ts"],
  ["node", "scripts/check-editor-leak.ts"],
  ...(process.env.SKIP_EDITOR_BUILD === "1" ? [] : [["node", "scripts/build-editor.ts"]]),
];
// Each step's time, so a slow publish (the same build) shows where it goes.
const timings: string[] = [];
for (const [cmd, ...args] of steps) {
  if (cmd === "node" && args[0] === "scripts/build-icons.ts" && !(await import("node:fs")).existsSync(args[0]))
    continue;
  const started = performance.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, SITE_DIST: dist, SITE_SSR: ssr } });
  if (result.status !== 0) process.exit(result.status ?? 1);
  timings.push(
    `${args.find((a) => a.startsWith("scripts/")) ?? (args.includes("--ssr") ? "vite build --ssr" : "vite build")} ${Math.round(performance.now() - started)} ms`,
  );
}
console.log(`build steps: ${timings.join(", ")}`);
