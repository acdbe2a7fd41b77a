// Share images are named by path (site `ogImage`, a page's `meta.ogImage`).
// A path to a file that is not in public/ builds fine and only shows later,
// as a broken preview on social sites: validate says so instead.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Content, Problem } from "./content.ts";

type Meta = { ogImage?: unknown } | undefined;

export function imageChecks(content: Pick<Content, "root" | "site" | "pages">): Problem[] {
  const problems: Problem[] = [];
  const check = (file: string, pointer: string, path: unknown) => {
    if (typeof path === "string" && !existsSync(join(content.root, "public", path))) {
      problems.push({ file, pointer, message: `${path} does not exist (expected the file public${path})`, es: `la imagen ${path} no existe; elige una imagen subida al sitio` });
    }
  };
  if (content.site) check("pages/_site.json", "/ogImage", content.site.ogImage);
  for (const page of content.pages) {
    check(page.file, "/meta/ogImage", (page.doc.meta as Meta)?.ogImage);
    check(page.file, "/notFound/meta/ogImage", (page.doc.notFound as { meta?: Meta } | undefined)?.meta?.ogImage);
  }
  return problems;
}
