// A site N times the size of this one, for the publish bench: copies of the
// ordinary page documents under new routes (/escala/<n>/<route>), so a
// publish's validation, build and prerender see N × today's documents.
// Variants, A/B tests, a collection's detail page and 404 pages are left
// out of the copies (one of each stays in the original set): they are not
// pages a site grows by, and a copy of a 404 under a family would change
// which 404 page that family answers with.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { loadContent } from "../../lib/validate/content.ts";

export interface GeneratedPage {
  file: string;
  doc: Record<string, unknown>;
}

/** The documents to add so that `root`'s pages/ holds `factor` times its documents (all new routes unique). */
export function scaledPages(root: string, factor: number): GeneratedPage[] {
  const { pages } = loadContent(root);
  const sources = pages.filter(
    (p) => !p.doc.variant && !p.doc.collection && !p.doc.path.endsWith("/404") && !p.doc.path.endsWith("/410"),
  );
  if (sources.length === 0) throw new Error("no page to copy");
  const wanted = Math.max(0, Math.round(pages.length * factor) - pages.length);
  return Array.from({ length: wanted }, (_, i) => {
    const source = sources[i % sources.length]!;
    const doc = structuredClone(source.doc) as Record<string, unknown>;
    const route = source.doc.path === "/" ? "inicio" : source.doc.path.slice(1);
    doc.path = `/escala/${i + 1}/${route}`;
    delete doc.experiment;
    return { file: `pages/escala/${i + 1}.json`, doc };
  });
}

/** Writes the scaled pages into the content repository `repo` and commits them; returns how many documents it added. */
export function scaleContentRepo(repo: string, factor: number): number {
  const added = scaledPages(repo, factor);
  for (const { file, doc } of added) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), `${JSON.stringify(doc, null, 2)}\n`);
  }
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "pipe" });
  git("add", "pages/escala");
  git(
    "-c",
    "user.name=Bench",
    "-c",
    "user.email=bench@example.com",
    "commit",
    "-q",
    "-m",
    `Escala ×${factor}: ${added.length} páginas copiadas`,
  );
  return added.length;
}
