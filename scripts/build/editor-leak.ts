// The editor never reaches visitors: no file of the visitors' build names the
// editor's bundle, its API or Puck. Run by `npm run build` after prerender.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";

const MARKERS = ["/admin/edit", "/__edit", "@puckeditor", "puck-config", "virtual:editor"];

/** "file: marker" for every HTML/JS/CSS file of `dist` that mentions the editor. */
export function editorLeaks(dist: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if ([".html", ".js", ".css", ".json"].includes(extname(entry.name))) {
        const text = readFileSync(full, "utf8");
        for (const marker of MARKERS) if (text.includes(marker)) out.push(`${relative(dist, full)}: ${marker}`);
      }
    }
  };
  walk(dist);
  return out;
}
