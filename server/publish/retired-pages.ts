// Retired pages: files a commit deleted that are not back, with the last
// version that had them ("Restaurar" publishes it) and what the address
// does now; "Nueva página" at such an address is refused, naming the page.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pageName } from "../../src/core/page-name.ts";
import { SITE_FILE, type SiteDoc } from "../../lib/editor/retire.ts";
import type { RetiredPage } from "../../src/core/retired-page.ts";
import type { ContentSource } from "../content/index.ts";
import { git, showFile } from "../git.ts";
import { spanishDate } from "../shell/format.ts";

type Doc = Record<string, unknown> & { path?: unknown; variant?: unknown };

/** The retired pages of the published branch, newest first (its last 200 deletions under pages/). */
export async function retiredPages(repo: string, content: ContentSource): Promise<RetiredPage[]> {
  const version = content.version();
  const out = await git(repo, [
    "log",
    version,
    "-200",
    "--diff-filter=D",
    "--name-only",
    "--format=%x01%H%x00%an%x00%aI%x00%s",
    "--",
    "pages/",
  ]);
  const site = JSON.parse(readText(content.liveRoot(), SITE_FILE)) as SiteDoc;
  // A deleted file that is back: asked of the files the log names, not by reading every page (1,700 at 100× the
  // site: ~0.2 s of CPU on the event loop each time the editor opened).
  const back = (file: string) => existsSync(join(content.liveRoot(), file));
  const seen = new Set<string>();
  const items: RetiredPage[] = [];
  for (const block of out.split("\x01").filter(Boolean)) {
    const [head, ...files] = block.split("\n").filter(Boolean);
    const [commit, author, date, subject] = (head ?? "").split("\0");
    for (const file of files) {
      if (seen.has(file) || back(file) || /(^|\/)_/.test(file)) continue;
      seen.add(file);
      const before = await showFile(repo, `${commit}^`, file);
      const doc = before === undefined ? undefined : (JSON.parse(before) as Doc);
      if (!doc || doc.variant !== undefined || typeof doc.path !== "string") continue;
      const path = doc.path;
      const to = (site.redirects ?? []).find((r) => r.from === path)?.to;
      const gone = (site.retired ?? []).includes(path);
      items.push({
        file,
        path,
        title: pageName(doc),
        retiredBy: author ?? "",
        retiredAt: new Date(date!).toISOString(),
        message: subject ?? "",
        restoreFrom: (await git(repo, ["rev-parse", `${commit}^`])).trim(),
        seen: version,
        now: gone ? "gone" : to ? { redirect: to } : "missing",
      });
    }
  }
  return items;
}

/**
 * "Nueva página" at the address of a retired page (answering 410 or redirected): the refusal, naming that page
 * and offering its restore (the publish would otherwise fight the retired list or the redirect). An address on
 * the retired list whose page is older than the list's history is refused without one.
 */
export async function retiredAddress(
  repo: string,
  content: ContentSource,
  path: string,
): Promise<{ error: string; retired?: RetiredPage } | undefined> {
  const page = (await retiredPages(repo, content)).find((p) => p.path === path && p.now !== "missing");
  if (page) {
    const now = page.now === "gone" ? "ahora muestra «Esta página ya no existe»" : `ahora lleva a ${redirectOf(page)}`;
    return {
      error: `${path} era la dirección de «${page.title}», retirada por ${page.retiredBy} el ${spanishDate(page.retiredAt)}; ${now}. Restaura esa página o elige otra dirección.`,
      retired: page,
    };
  }
  const site = JSON.parse(readText(content.liveRoot(), SITE_FILE)) as SiteDoc;
  if ((site.retired ?? []).includes(path))
    return { error: `${path} es la dirección de una página retirada: elige otra dirección.` };
  return undefined;
}

const redirectOf = (page: RetiredPage) => (typeof page.now === "object" ? page.now.redirect : "");

const readText = (root: string, file: string) => readFileSync(join(root, file), "utf8");
