// "Páginas" in the server's editor (issue 35): duplicate a page into a new
// draft (an editor may: it is only a draft), retire a page (publisher or
// owner: a publish, 410 or a redirect chosen by the person, restorable from
// "Historial"), and the list of retired pages with the version to restore.
// Mounted on the editor's API (editor-routes.ts): its session, role, CSRF and
// body-limit policy apply.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { checkDocs } from "../../lib/editor/api.ts";
import { pageName } from "../../lib/editor/commit-message.ts";
import { pageFilePath, Refused } from "../../lib/editor/guard.ts";
import { fileForPath, NewPageError } from "../../lib/editor/new-page.ts";
import { stopsSave } from "../../lib/editor/problems.ts";
import {
  retireChanges,
  RetireError,
  retireMessage,
  SITE_FILE,
  type RetireChoice,
  type SiteDoc,
} from "../../lib/editor/retire.ts";
import { pageFiles } from "../experiments/registry.ts";
import { showFile } from "../git.ts";
import type { ContentSource } from "../content/index.ts";
import { audit, userOf } from "./auth.ts";
import { readDraft, writeDraft } from "./drafts.ts";
import { retiredPages } from "./retired-pages.ts";
import type { Publisher } from "./publisher.ts";
import { declareRoutes, on } from "../http/route.ts";
import { EDITOR_API } from "./editor/api-path.ts";

export const PAGES_ROUTES = declareRoutes(EDITOR_API, {
  duplicate: { method: "POST", path: "/duplicate", role: "editor" },
  retire: { method: "POST", path: "/retire", role: "publisher" },
  retired: { method: "GET", path: "/retired", role: "editor" },
});

export interface PagesRoutesOptions {
  repo: string;
  content: ContentSource;
  publisher: Publisher;
  jsonBody: (c: Context) => Promise<unknown>;
  now: () => Date;
}

type Doc = Record<string, unknown> & {
  path?: unknown;
  variant?: unknown;
  meta?: Record<string, unknown>;
  experiment?: unknown;
};

const MAX_TITLE = 200;

export function pagesRoutes(options: PagesRoutesOptions) {
  const { repo, content, publisher } = options;
  const app = new Hono();
  const live = () => content.liveRoot();
  const imageRoots = [join(repo, "public")];
  const currentPages = (root = live()) =>
    pageFiles(join(root, "pages")).map(({ file, doc }) => ({ file: `pages/${file}`, doc: doc as Doc }));

  /**
   * "Duplicar" (editor and above): the page as the person sees it (their
   * draft, else the published one) under a new address, as their draft of
   * the new file; the address is checked like "Nueva página".
   */
  on(app, PAGES_ROUTES.duplicate, async (c) => {
    const body = (await options.jsonBody(c)) as { file?: unknown; path?: unknown; title?: unknown };
    pageFilePath(live(), body.file);
    const source = String(body.file);
    if (typeof body.path !== "string") throw new Refused("Escribe la dirección de la copia.");
    if (body.title !== undefined && (typeof body.title !== "string" || body.title.length > MAX_TITLE))
      throw new Refused(`El título puede tener como mucho ${MAX_TITLE} caracteres.`);
    const user = userOf(c);
    const draft = await readDraft(repo, user.id, source);
    const text = draft?.text ?? (await showFile(repo, content.version(), source));
    if (text === undefined) throw new Refused("Esa página no existe.", 404);
    const original = JSON.parse(text) as Doc;
    if (original.variant !== undefined)
      throw new Refused("Es una variante de una prueba A/B: duplica la página base.", 409);
    if (typeof original.path === "string" && original.path.includes(":"))
      throw new Refused("Esta página sirve a toda una colección: no se duplica desde aquí.", 409);
    const path = body.path.trim();
    let file: string;
    try {
      file = fileForPath(path);
    } catch (error) {
      if (error instanceof NewPageError) throw new Refused(error.es, 409);
      throw error;
    }
    pageFilePath(live(), file);
    if ((await showFile(repo, content.version(), file)) !== undefined)
      throw new Refused(`Ya existe una página en ${path}: elige otra dirección.`, 409);
    if (await readDraft(repo, user.id, file))
      throw new Refused(`Ya tienes un borrador en ${path}: ábrelo desde la lista o elige otra dirección.`, 409);
    const { experiment: _experiment, ...rest } = original;
    const title =
      typeof body.title === "string" && body.title.trim() ? body.title.trim().replace(/\s+/g, " ") : undefined;
    const meta = { ...(original.meta ?? {}), ...(title ? { title: `${title} | {product}` } : {}) };
    // A copy starts hidden from Google: two pages with the same text compete with each other until the copy says its own.
    const doc: Doc = { ...rest, path, meta: { ...meta, robots: "noindex,follow" } };
    const problems = checkDocs(live(), { [file]: doc }, { imageRoots }).problems.filter(stopsSave);
    const atPath = problems.find((p) => p.pointer === "/path");
    if (atPath)
      throw new Refused(
        `${atPath.message.charAt(0).toUpperCase()}${atPath.message.slice(1).replace(/\.?$/, ".")}`,
        409,
      );
    if (problems.length > 0) return c.json({ status: "invalid", file, problems }, 422);
    await writeDraft(repo, user, file, `${JSON.stringify(doc, null, 2)}\n`, content.version(), options.now());
    audit(c, "page.duplicate", { from: source, file });
    return c.json({ file });
  });

  /**
   * "Retirar página" (publisher or owner): one commit by the person removes
   * the page (and its A/B variant files) and adds its address to the
   * retired list (410) or to the redirects. Checked with the whole site: a
   * page that still links to it stops a 410 (the problem names it).
   */
  on(app, PAGES_ROUTES.retire, async (c) => {
    const body = (await options.jsonBody(c)) as { file?: unknown; mode?: unknown; to?: unknown };
    pageFilePath(live(), body.file);
    const file = String(body.file);
    if (body.mode !== "gone" && body.mode !== "redirect")
      throw new Refused("Elige qué verá quien llegue a esta dirección: «Ya no existe» o una página a la que llevarle.");
    const choice: RetireChoice =
      body.mode === "gone" ? { kind: "gone" } : { kind: "redirect", to: typeof body.to === "string" ? body.to : "" };
    const published = await showFile(repo, content.version(), file);
    if (published === undefined) throw new Refused("Esa página no está publicada: no hay nada que retirar.", 404);
    const doc = JSON.parse(published) as Doc;
    const plan = (root: string) => {
      const site = JSON.parse(readText(root, SITE_FILE)) as SiteDoc;
      try {
        return retireChanges(file, site, currentPages(root), choice);
      } catch (error) {
        if (error instanceof RetireError) throw new Refused(error.message, 409);
        throw error;
      }
    };
    plan(live()); // refused at once when it cannot be done; done again in the queue, on the commit it lands on
    const user = userOf(c);
    const message = retireMessage(user.name, file, pageName(doc), String(doc.path), choice);
    const { job, done } = publisher.publishChanges(file, ({ root }) => plan(root), message, user);
    void done.then((j) =>
      audit(c, j.state === "live" ? "page.retire" : "page.publish.refused", {
        file,
        mode: choice.kind,
        ...(choice.kind === "redirect" ? { to: choice.to } : {}),
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  /**
   * Retired pages: files a commit deleted that are not back, newest first,
   * with the last version that had them ("Restaurar" publishes it) and what
   * the address does now.
   */
  on(app, PAGES_ROUTES.retired, async (c) => c.json({ retired: (await retiredPages(repo, content)).slice(0, 50) }));

  return app;
}

const readText = (root: string, file: string) => readFileSync(join(root, file), "utf8");
