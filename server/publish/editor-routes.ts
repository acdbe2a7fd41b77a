// The editor on the site's server: /admin/edit serves the bundle that
// `npm run build` made (dist-admin/, scripts/build-editor.ts) to signed-in
// people only, never indexed, and /admin/edit/api/* answers with the
// functions of `npm run edit` (lib/editor/routes.ts) over the
// server's copy of the repository, except that a save keeps a draft
// (drafts.ts) and "Publicar" goes through the publisher's queue.
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { Hono, type Context } from "hono";
import { editorRoutes, saveStatus } from "../../lib/editor/routes.ts";
import { checkDocs, hashOf } from "../../lib/editor/api.ts";
import { sectionLabel, stopsSave } from "../../lib/editor/problems.ts";
import { publishMessage, restoreMessage } from "../../lib/editor/commit-message.ts";
import { schemaSetCached } from "../../lib/validate/load-cache.ts";
import { assertPageDocument, pageFilePath, Refused } from "../../lib/editor/guard.ts";
import { formatLike } from "../../src/core/json-preserve.ts";
import type { Json } from "../../src/core/json.ts";
import { fileForPath, NewPageError, starterDocument } from "../../lib/editor/new-page.ts";
import { deleteDraft, isLive, listDrafts, readDraft, writeDraft } from "./drafts.ts";
import { git, showFile } from "../git.ts";
import { lockTable } from "./locks.ts";
import type { Author, ChangesOf, Publisher } from "./publisher.ts";
import type { Releases } from "./releases.ts";
import { pageAt, pageHistory, versionPair, withLaterArmsRemoved } from "./history.ts";
import { pageFiles } from "../experiments/registry.ts";
import { pagesReader, variantChanges, type NewVariant } from "../experiments/authoring.ts";
import { scheduledPublishes } from "./scheduled-publish.ts";
import { publishProblems, scheduleRefused } from "./gate.ts";
import { previews } from "./preview.ts";
import { commitWithPage, conflictPlaces, rebaseOnto } from "./rebase.ts";
import { pagesRoutes, retiredAddress } from "./pages-routes.ts";
import { releaseRoutes } from "./release.ts";
import { SITE_FILE, unretired } from "../../lib/editor/retire.ts";
import { editorImagesApp } from "../editor-images.ts";
import { audit, userOf, type People, type Role } from "./auth.ts";
import { MAX_EDITOR_BYTES } from "../http/body-limits.ts";
import { bodyKind, parseJson, readLimited, TOO_DEEP_ES } from "../http/read-body.ts";
import type { MiddlewareHandler } from "hono";
import type { ContentSource } from "../content/index.ts";
import type { Store } from "../store/index.ts";
import { translationRoutes } from "./translation-routes.ts";
import { reviewRoutes, type SendMail } from "./review.ts";
import { copySourcesOf } from "../../lib/editor/translations.ts";
import { dropPublished, listTranslationDrafts, mergedTexts, textsFor } from "./translation-drafts.ts";

export interface EditorServerOptions {
  /** The content repository: drafts (refs), history, uploads (its library folder). */
  repo: string;
  /** The published content: what the editor lists, opens and checks against. */
  content: ContentSource;
  /** The editor's bundle (dist-admin/). */
  adminDist: string;
  publisher: Publisher;
  releases: Releases;
  requireRole: (role: Role) => MiddlewareHandler;
  now: () => Date;
  /** Linked into a preview's checkout for its build. */
  nodeModules?: string;
  /** The accounts now (set when the app mounts publishing): a scheduled publish re-checks its person when it runs. */
  people: () => People | undefined;
  /** The site's store: reviews (and their emails), schedules and releases. */
  store: Store;
  /** SMTP set up (SMTP_URL + NOTIFY_EMAIL): review requests are mailed (review.ts). */
  sendMail?: SendMail;
  siteUrl?: string;
}

/** What a translator may call: the editor's page, its data, and the translations (every other endpoint refuses them). */
const TRANSLATOR_MAY = new Set([
  "GET /editor-data",
  "GET /pages",
  "GET /page",
  "GET /translations",
  "POST /translations",
  "GET /site-translations",
  "GET /publish-status",
]);

const NOINDEX = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** The editor's HTML page from the bundle's manifest (entry script and its stylesheets). */
export function editorHtml(adminDist: string): string {
  const manifest = JSON.parse(readFileSync(join(adminDist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((m) => m.isEntry);
  if (!entry) throw new Error("dist-admin has no entry: run npm run build");
  const css = (entry.css ?? []).map((href) => `<link rel="stylesheet" href="/admin/edit/${href}" />`).join("\n    ");
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Editor de páginas</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    ${css}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/admin/edit/${entry.file}"></script>
  </body>
</html>
`;
}

/** A validate message as the editor shows it: a sentence. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? "" : "."}`;
/** The request's JSON, read by the server's one body reader (server/http); the body limit has bounded it before the session was checked. */
export async function jsonBody(c: Context): Promise<unknown> {
  if (bodyKind(c.req.header("content-type"), false) !== "json")
    throw new Refused("Rechazado: envía JSON (Content-Type: application/json).", 415);
  const raw = await readLimited(c, MAX_EDITOR_BYTES);
  if (!raw) throw new Refused("La petición es demasiado grande.", 413);
  if (raw.byteLength === 0) return {};
  const parsed = parseJson(raw);
  if ("value" in parsed) return parsed.value;
  throw new Refused(parsed.problem === "too_deep" ? TOO_DEEP_ES : "La petición no es JSON válido.");
}

export function editorServer(options: EditorServerOptions) {
  const { repo, publisher, content } = options;
  const app = new Hono();
  // The published commit's files (through the content source's live link), never a working copy.
  const shared = editorRoutes(content.liveRoot());
  const live = () => content.liveRoot();
  // An image uploaded but not yet published is in the repository's library folder: it counts as existing.
  const imageRoots = [join(repo, "public")];
  const locks = lockTable(options.store.db, options.now);
  const head = async () => content.version();
  const currentPages = (root = live()) =>
    pageFiles(join(root, "pages")).map(({ file, doc }) => ({ file: `pages/${file}`, doc }));
  const translator = options.requireRole("translator");
  const publisherOnly = options.requireRole("publisher");

  app.use("*", async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(NOINDEX)) c.header(k, v);
  });

  app.get("/", translator, (c) => {
    if (!existsSync(join(options.adminDist, ".vite", "manifest.json")))
      return c.text("El editor no está compilado: ejecuta npm run build.", 503);
    return c.html(editorHtml(options.adminDist));
  });
  app.get("/assets/*", translator, (c) => {
    const rel = normalize(new URL(c.req.url).pathname.replace(/^\/admin\/edit\//, "")).replace(/^(\.\.[/\\])+/, "");
    const file = join(options.adminDist, rel);
    if (!file.startsWith(join(options.adminDist, "assets")) || !existsSync(file) || !statSync(file).isFile())
      return c.text("Not found", 404);
    return c.body(new Uint8Array(readFileSync(file)), 200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
    });
  });

  const api = new Hono();
  api.onError((error, c) => {
    if (error instanceof Refused) return c.json({ error: error.message }, error.status as 400);
    console.error(error);
    return c.json({ error: "Error del servidor: inténtalo de nuevo." }, 500);
  });
  api.use("*", translator);
  // A translator writes translations and nothing else, whatever the /admin table says (server/admin/routes.ts says the same).
  api.use("*", async (c, next) => {
    if (userOf(c).role !== "translator") return next();
    const route = `${c.req.method} ${c.req.path.replace(/^.*\/admin\/edit\/api/, "")}`;
    if (TRANSLATOR_MAY.has(route)) return next();
    return c.json({ error: "Tu rol (Traductor) no permite esto: solo puedes escribir las traducciones." }, 403);
  });
  // Computed and serialised once per published version, off the event loop (server/content/editor-data.ts).
  const jsonText = (c: Context, text: string) =>
    c.body(text, 200, { "Content-Type": "application/json; charset=UTF-8" });
  api.get("/editor-data", async (c) => jsonText(c, (await content.editorJson()).data));
  // "Subir imagen" and the media library, into the content repository (public/img/uploads/); a publish commits the ones its page names.
  api.route("/", editorImagesApp(repo));

  /** The page list, plus who has a draft of which page since when, and who is editing it now. */
  api.get("/pages", async (c) => {
    // The published version's list (text from the worker) with this moment's drafts and locks added, not parsed again.
    const list = (await content.editorJson()).pages;
    // "Borradores" leaves out a draft that is the published page already.
    const all = await listDrafts(repo);
    const already = await Promise.all(all.map((d) => isLive(repo, d, content.version())));
    const drafts = all
      .filter((_, i) => !already[i])
      .map(({ file, name, since, savedAt, userId }) => ({ file, name, since, savedAt, userId }));
    return jsonText(
      c,
      `${list.slice(0, -1)},"drafts":${JSON.stringify(drafts)},"locks":${JSON.stringify(await locks.all())}}`,
    );
  });

  /**
   * The page as published at `base` and now, when it changed since (someone published it under a
   * draft that started there): the editor says what changed, and a publish merges the two.
   */
  const changedUnder = async (file: string, base: string) => {
    const [then, now] = await Promise.all([showFile(repo, base, file), showFile(repo, content.version(), file)]);
    if (then === undefined || now === undefined || then === now) return undefined;
    return { before: JSON.parse(then) as unknown, after: JSON.parse(now) as unknown };
  };

  /**
   * The person's draft when there is one, else the published file. `hash` is
   * the page the document was made from (the draft's base, else the
   * published one): a save sends it back, and it keeps the draft on its base.
   */
  api.get("/page", async (c) => {
    const file = c.req.query("file") ?? "";
    const draft = await readDraft(repo, userOf(c).id, file);
    // A new page not yet published: only the person's draft (no published file, so the save's base is "none").
    if (draft && (await showFile(repo, content.version(), file)) === undefined)
      return c.json({
        file,
        text: "",
        hash: null,
        doc: JSON.parse(draft.text),
        draft: { since: draft.info.since, savedAt: draft.info.savedAt },
      });
    const [, published] = await shared["GET page"]!({ body: async () => ({}), query: () => file });
    if (!draft) return c.json(published);
    const started = await showFile(repo, draft.info.base, file);
    return c.json({
      ...(published as object),
      hash: started === undefined ? null : hashOf(started),
      doc: JSON.parse(draft.text),
      draft: { since: draft.info.since, savedAt: draft.info.savedAt },
      liveChanged: await changedUnder(file, draft.info.base),
    });
  });

  /**
   * A variant prepared as a draft is not in the live test yet: it is checked
   * as it will be started, beside its base with a weight for it (only the
   * documents asked about are reported).
   */
  const withItsTest = (docs: Record<string, unknown>): Record<string, unknown> => {
    const out = { ...docs };
    for (const [file, doc] of Object.entries(docs)) {
      const name = (doc as { variant?: unknown } | null)?.variant;
      if (typeof name !== "string" || !file.endsWith(`.${name}.json`)) continue;
      const baseFile = `${file.slice(0, -`.${name}.json`.length)}.json`;
      const full = join(live(), baseFile);
      if (baseFile in out || !existsSync(full)) continue;
      const base = JSON.parse(readFileSync(full, "utf8")) as {
        variant?: string;
        experiment?: { id: string; weights: Record<string, number> };
      };
      if (base.variant || (base.experiment && name in base.experiment.weights)) continue;
      out[baseFile] = {
        ...base,
        experiment: {
          ...(base.experiment ?? { id: "borrador" }),
          weights: { ...(base.experiment?.weights ?? { control: 50 }), [name]: 50 },
        },
      };
    }
    return out;
  };
  const checkMine = (docs: Record<string, unknown>) => {
    const { problems, others } = checkDocs(live(), withItsTest(docs), { imageRoots });
    return { problems: problems.filter((p) => p.file in docs), others };
  };

  api.post("/check", async (c) => {
    const body = (await jsonBody(c)) as { docs?: Record<string, unknown> };
    return c.json(checkMine(body.docs ?? {}));
  });

  /** "Guardar borrador": the same checks as a save of `npm run edit` (base hash → 409, problems → 422), into the person's draft. */
  api.post("/save", async (c) => {
    const body = (await jsonBody(c)) as { file?: string; doc?: unknown; hash?: string | null };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    assertPageDocument(body.doc);
    const user = userOf(c);
    const hash = body.hash ?? null;
    // The draft stays on the commit it started from (a publish merges what was published since);
    // a first save takes the commit the editor opened, found by the page's hash it sends back.
    const existing = (await listDrafts(repo)).find((d) => d.userId === user.id && d.file === file);
    const startedAt = async (commit: string) => {
      const text = await showFile(repo, commit, file);
      return text === undefined ? null : hashOf(text);
    };
    const base =
      existing && (await startedAt(existing.base)) === hash
        ? existing.base
        : await commitWithPage(repo, file, hash, await head());
    if (base === undefined) {
      const current = await showFile(repo, await head(), file);
      const currentHash = current === undefined ? null : hashOf(current);
      return c.json({ status: "conflict", file, hash: currentHash ?? undefined, text: current ?? "" }, 409);
    }
    const { problems: all } = checkMine({ [file]: body.doc });
    const problems = all.filter(stopsSave);
    if (problems.length > 0) return c.json({ status: "invalid", file, problems }, saveStatus("invalid"));
    const text = formatLike(await showFile(repo, base, file), body.doc as Json);
    const draft = await writeDraft(repo, user, file, text, base, options.now());
    audit(c, "draft.save", { file });
    return c.json({
      status: "saved",
      file,
      hash: hash ?? undefined,
      text,
      draft: { since: draft.since, savedAt: draft.savedAt },
      liveChanged: await changedUnder(file, base),
    });
  });

  api.post("/discard-draft", async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    await deleteDraft(repo, userOf(c).id, body.file ?? "");
    return c.json({ status: "discarded" });
  });

  /**
   * "Nueva página" (publisher or owner): the starter document of `npm run
   * new-page` becomes the person's draft of a file main does not have yet;
   * nothing is written into the published files until "Publicar".
   */
  api.post("/new-page", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { path?: unknown; title?: unknown };
    if (typeof body.path !== "string" || typeof body.title !== "string")
      throw new Refused("Escribe la dirección y el título de la página.");
    const path = body.path.trim();
    let file: string, doc: Record<string, unknown>;
    try {
      file = fileForPath(path);
      doc = starterDocument(path, body.title, file);
    } catch (error) {
      if (error instanceof NewPageError) throw new Refused(error.es, 409);
      throw error;
    }
    pageFilePath(live(), file);
    const taken = `Ya existe una página en ${path}: ábrela desde la lista o elige otra dirección.`;
    if ((await showFile(repo, content.version(), file)) !== undefined) throw new Refused(taken, 409);
    // A retired page's address: its restore is offered instead (the pages screen's «Restaurar»).
    const retired = await retiredAddress(repo, content, path);
    if (retired) return c.json(retired, 409);
    // Another page at this address, a language prefix, a server route, a redirect: validate's own checks of routes say so.
    const problems = checkDocs(live(), { [file]: doc }, { imageRoots }).problems.filter(stopsSave);
    const atPath = problems.find((p) => p.pointer === "/path");
    if (problems.length > 0)
      throw new Refused(atPath ? sentence(atPath.message) : (problems[0]?.message ?? taken), 409);
    const user = userOf(c);
    if (await readDraft(repo, user.id, file)) return c.json({ file });
    await writeDraft(repo, user, file, `${JSON.stringify(doc, null, 2)}\n`, await head(), options.now());
    audit(c, "draft.save", { file });
    return c.json({ file });
  });

  // Translations beside the Spanish, kept as drafts and published with the catalogs (translation-routes.ts).
  translationRoutes(api, { repo, live, publisher, now: options.now, jsonBody });

  /** The request of "Crear variante A/B", read the same way to prepare a draft and to start the test. */
  const variantRequest = async (c: Context) => {
    const body = (await jsonBody(c)) as {
      file?: string;
      name?: unknown;
      weights?: unknown;
      goal?: unknown;
      audience?: unknown;
      sections?: unknown;
      hash?: string;
      prepared?: unknown;
    };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const published = JSON.parse((await showFile(repo, content.version(), file)) ?? "null") as unknown;
    if (published === null) throw new Refused(`No existe ${file}.`, 404);
    const text = `${JSON.stringify(published, null, 2)}\n`;
    if (body.hash && body.hash !== hashOf(readFileSync(join(live(), file), "utf8")) && body.hash !== hashOf(text))
      throw new Refused("La página ha cambiado desde que la abriste: recárgala antes de crear la variante.", 409);
    const name = String(body.name ?? "");
    const variant: NewVariant = {
      file: file.replace(/^pages\//, ""),
      name,
      weights: body.weights as Record<string, number> | undefined,
      goal: body.goal as NewVariant["goal"],
      audience: body.audience as NewVariant["audience"],
      sections: Array.isArray(body.sections) ? body.sections.map(String) : undefined,
    };
    return { file, variant, variantFile: file.replace(/\.json$/, `.${name}.json`), prepared: body.prepared === true };
  };
  /** The newest draft anyone prepared of a variant file ("Preparar borrador" of an editor). */
  const preparedDraft = async (variantFile: string) => {
    const newest = (await listDrafts(repo))
      .filter((d) => d.file === variantFile)
      .sort((a, b) => b.savedAt.localeCompare(a.savedAt))[0];
    const text = newest && (await showFile(repo, newest.commit, variantFile));
    return newest && text ? { info: newest, doc: JSON.parse(text) as NonNullable<NewVariant["prepared"]> } : undefined;
  };

  /**
   * "Crear variante A/B" › "Iniciar prueba" (publisher or owner): the variant
   * beside the page (a copy, chosen sections, or the draft someone prepared)
   * and the page's experiment (weights, goal), one validated commit by the
   * person (server/experiments/authoring.ts); the test runs once it is live.
   */
  api.post("/variant", publisherOnly, async (c) => {
    const { file, variant, variantFile, prepared } = await variantRequest(c);
    const draft = prepared ? await preparedDraft(variantFile) : undefined;
    if (prepared && !draft)
      throw new Refused(
        `Nadie ha preparado un borrador de la variante «${variant.name}»: crea la variante como copia.`,
        404,
      );
    let planned = "";
    const { done } = publisher.publishChanges(
      file,
      ({ root }) => {
        const plan = variantChanges(
          pagesReader(join(root, "pages")),
          { ...variant, prepared: draft?.doc },
          options.now(),
        );
        planned = `pages/${plan.variantFile}`;
        return Object.fromEntries(Object.entries(plan.files).map(([f, doc]) => [`pages/${f}`, doc]));
      },
      `Crea una variante A/B de ${file}`,
      userOf(c),
    );
    const job = await done;
    if (job.state === "invalid" && (job.problems ?? []).length === 0) throw new Refused(job.message, 422);
    if (job.state === "invalid") return c.json({ status: "invalid", file, problems: job.problems }, 422);
    if (job.state !== "live") return c.json({ error: job.message }, 500);
    if (draft) await deleteDraft(repo, draft.info.userId, variantFile);
    audit(c, "experiment.variant", { file, variantFile: planned, ...(draft ? { preparedBy: draft.info.name } : {}) });
    const baseText = readFileSync(join(live(), file), "utf8");
    return c.json({
      status: "saved",
      file,
      hash: hashOf(baseText),
      text: baseText,
      variantFile: planned,
      commit: job.commit,
    });
  });

  /**
   * "Crear variante A/B" › "Guardar como borrador" (editor and above): the
   * variant becomes the person's draft of its file, checked as it will be
   * published; nothing is live and no test starts. A publisher starts it
   * with "Iniciar prueba" (the draft prepared is used as it is).
   */
  api.post("/variant-draft", async (c) => {
    const { file, variant, variantFile } = await variantRequest(c);
    const user = userOf(c);
    if (await readDraft(repo, user.id, variantFile))
      throw new Refused(
        `Ya tienes un borrador de la variante «${variant.name}»: ábrelo desde la lista de páginas.`,
        409,
      );
    const plan = variantChanges(pagesReader(join(live(), "pages")), variant, options.now());
    const doc = plan.files[plan.variantFile]!;
    const problems = checkMine({ [variantFile]: doc }).problems.filter(stopsSave);
    if (problems.length > 0) return c.json({ status: "invalid", file: variantFile, problems }, 422);
    await writeDraft(repo, user, variantFile, `${JSON.stringify(doc, null, 2)}\n`, await head(), options.now());
    audit(c, "experiment.variant.draft", { file, variantFile });
    return c.json({ status: "draft", file, variantFile });
  });

  /**
   * A draft whose page was published by someone else since it was started:
   * merged section by section (merge.ts) when the two touched different
   * sections, else refused with the sections both changed.
   */
  const rebased = async (file: string, base: string, mine: Record<string, unknown>, landing: string) => {
    const { doc, conflicts, taken } = await rebaseOnto(repo, file, base, mine, landing);
    if (taken)
      throw new Refused(
        "Otra persona publicó ya una página en esta dirección después de que empezaras la tuya. Abre la página publicada desde la lista, o crea la tuya con otra dirección.",
        409,
      );
    if (conflicts.length === 0) return doc;
    const where = conflictPlaces(conflicts, sectionName);
    throw new Refused(
      `Otra persona publicó esta página mientras tú preparabas tu borrador, y las dos cambiasteis ${where}. Vuelve a abrir la página para ver las dos versiones y decidir.`,
      409,
    );
  };
  const sectionName = (type: string) => sectionLabel(schemaSetCached(join(live(), "schema")), type);

  /** The draft of `file` by `owner` (the person publishing, or the editor whose review is approved), queued for publishing; the draft goes once it is live. */
  const publishDraft = async (
    user: Author,
    file: string,
    extra: { lateMinutes?: number } = {},
    owner: Author = user,
  ) => {
    const draft = await readDraft(repo, owner.id, file);
    if (!draft) throw new Refused("No hay borrador de esta página: guarda el borrador antes de publicar.", 409);
    const mine = JSON.parse(draft.text) as Record<string, unknown>;
    // Checked now, to answer at once when the draft already conflicts with the published page...
    const doc = await rebased(file, draft.info.base, mine, content.version());
    const published = await showFile(repo, content.version(), file);
    const written = publishMessage(
      owner.name,
      file,
      published === undefined ? undefined : (JSON.parse(published) as Record<string, unknown>),
      doc,
      sectionName,
    );
    const message = owner.id === user.id ? written : `${written}\n\nAprobado por «${user.name}»`;
    // The translations drafted for this page's copy go into the same commit as its catalogs.
    const translations = textsFor(mergedTexts(await listTranslationDrafts(repo)), copySourcesOf(live(), doc));
    // ...and merged again inside the queue, against the commit the publish lands on (a publish queued before it may change the page).
    const merge: ChangesOf = ({ commit }) => rebased(file, draft.info.base, mine, commit);
    const { job, done, recorded } = publisher.publish(
      file,
      merge,
      message,
      owner.id === user.id ? user : owner,
      extra,
      translations,
      async () => {
        await deleteDraft(repo, owner.id, file);
        await dropPublished(repo, translations);
        // Published after all: a failed scheduled publish of the page is no longer news to its owner.
        await planned.settled(owner.id, file);
      },
    );
    await recorded;
    return { job, finished: done };
  };

  /** The gate on the person's draft as it would land now (merged onto the published page): «Programar» refuses what «Publicar» would. */
  const draftProblems = async (user: Author, file: string) => {
    const draft = await readDraft(repo, user.id, file);
    if (!draft) throw new Refused("No hay borrador de esta página: guarda el borrador antes de programarlo.", 409);
    const doc = await rebased(
      file,
      draft.info.base,
      JSON.parse(draft.text) as Record<string, unknown>,
      content.version(),
    );
    return publishProblems(repo, live(), { [file]: doc });
  };

  /** "Publicar" (publisher or owner): the person's draft of the page, through the queue. */
  api.post("/publish", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const { job, finished } = await publishDraft(userOf(c), file);
    // Recorded when it ends: a publish the checks or the build refused is in the log as refused.
    void finished.then((j) =>
      audit(c, j.state === "live" ? "page.publish" : "page.publish.refused", {
        file,
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  api.get("/history", async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    return c.json({ versions: await pageHistory(repo, file) });
  });
  api.get("/version", async (c) => {
    const file = c.req.query("file") ?? "";
    pageFilePath(live(), file);
    const commit = c.req.query("commit") ?? "";
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Refused("Esa versión no existe.", 404);
    return c.json(await versionPair(repo, file, commit));
  });
  /**
   * "Restaurar" (publisher or owner): an older version published as a new
   * commit. `seen` is the newest version the person was looking at when they
   * chose (else the published one now): a publish of the page that lands
   * before the restore runs is kept when it touched other sections, else the
   * restore is refused, naming them (never a silent undo of it).
   */
  api.post("/restore", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { file?: string; commit?: string; seen?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const commit = body.commit ?? "";
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new Refused("Esa versión no existe.", 404);
    const seen = body.seen ?? content.version();
    if (!/^[0-9a-f]{40}$/.test(seen)) throw new Refused("Esa versión no existe.", 404);
    const restored = await pageAt(repo, file, commit);
    if (!restored) throw new Refused("Esa versión no tiene esta página.", 404);
    const onto = async (landing: string) => {
      const [then, now] = await Promise.all([showFile(repo, seen, file), showFile(repo, landing, file)]);
      if (then === now) return restored[file] as Record<string, unknown>;
      const changed = "Otra persona publicó esta página mientras elegías la versión";
      if (then === undefined || now === undefined)
        throw new Refused(`${changed}: vuelve a abrir el historial para ver la página como está ahora.`, 409);
      const { doc, conflicts } = await rebaseOnto(repo, file, seen, restored[file] as Record<string, unknown>, landing);
      if (conflicts.length === 0) return doc;
      throw new Refused(
        `${changed}, y cambió ${conflictPlaces(conflicts, sectionName)}: vuelve a abrir el historial para ver la página como está ahora.`,
        409,
      );
    };
    const date = new Date((await git(repo, ["log", "-1", "--format=%aI", commit])).trim());
    const message = restoreMessage(userOf(c).name, file, restored[file] as Record<string, unknown>, date, commit);
    // With its A/B variant files as they were (a declared winner deleted them in the commit being undone).
    // A retired page comes back at its address: off the retired list and the redirects, in the same commit (lib/editor/retire.ts).
    const freed = (root: string) =>
      unretired(JSON.parse(readFileSync(join(root, SITE_FILE), "utf8")), (restored[file] as { path?: unknown }).path);
    const {
      job,
      done: restoring,
      recorded,
    } = publisher.publishChanges(
      file,
      async ({ root, commit: landing }) => ({
        ...withLaterArmsRemoved(file, restored, currentPages(root)),
        [file]: await onto(landing),
        ...(freed(root) ? { [SITE_FILE]: freed(root) } : {}),
      }),
      message,
      userOf(c),
    );
    await recorded;
    void restoring.then((j) =>
      audit(c, j.state === "live" ? "page.restore" : "page.publish.refused", {
        file,
        commit: commit.slice(0, 12),
        ...(j.state === "live" ? {} : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  // At its time the person is checked again and the draft goes through the gate (scheduled-publish.ts, as for a release).
  const planned = scheduledPublishes({
    db: options.store.db,
    dir: options.releases.dir,
    now: options.now,
    kind: "page",
    people: options.people,
    label: async (item) => item.file,
    publish: (who, item, extra) => publishDraft(who, item.file, extra),
    mail: (mail) => reviews.mail(mail),
    siteUrl: options.siteUrl,
  });
  /** "Programar" (publisher or owner): the person's saved draft, at an instant (ISO 8601 with its offset; stored in UTC). */
  api.post("/schedule", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { file?: string; at?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const at = Date.parse(body.at ?? "");
    if (Number.isNaN(at)) throw new Refused("Elige una fecha y una hora.");
    if (at < options.now().getTime()) throw new Refused("Esa hora ya ha pasado: elige una futura.");
    const user = userOf(c);
    const problems = await draftProblems(user, file);
    if (problems.length > 0) return c.json(scheduleRefused(problems, "page"), 422);
    const item = await planned.add({
      file,
      at: new Date(at).toISOString(),
      userId: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    });
    audit(c, "publish.schedule", { file, at: item.at });
    return c.json(item, 201);
  });
  api.post("/schedule-cancel", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { id?: string };
    if (!(await planned.cancel(String(body.id ?? ""))))
      throw new Refused("Esa publicación programada ya no existe (¿se publicó o la canceló otra persona?).", 404);
    audit(c, "publish.cancel", { id: String(body.id) });
    return c.json({ status: "cancelled" });
  });
  /** What is scheduled (everyone signed in sees it; the owner sees it in the page list), what ran lately (late ones marked), and the caller's scheduled publishes that failed. */
  api.get("/schedule", async (c) =>
    c.json({
      scheduled: await planned.list(),
      done: await planned.recent(),
      failed: await planned.failedFor(userOf(c).id),
    }),
  );
  /** "Entendido" on a failed scheduled publish's notice: it goes for that person. */
  api.post("/schedule-dismiss", async (c) => {
    const body = (await jsonBody(c)) as { id?: unknown };
    if (!(await planned.dismiss(userOf(c).id, String(body.id ?? ""))))
      throw new Refused("Ese aviso ya no está (¿lo cerraste en otra pestaña?).", 404);
    return c.json({ status: "dismissed" });
  });

  api.get("/publish-status", async (c) => {
    const job = await publisher.job(c.req.query("id") ?? "");
    return job ? c.json(job) : c.json({ error: "Esa publicación no existe (o terminó hace más de una semana)." }, 404);
  });

  /** Who is editing: the heartbeat. */
  api.post("/lock", async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    const lock = await locks.beat(body.file ?? "", userOf(c));
    return c.json({ lock, mine: lock.userId === userOf(c).id });
  });
  api.post("/lock-takeover", publisherOnly, async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    pageFilePath(live(), body.file);
    const lock = await locks.takeOver(body.file ?? "", userOf(c));
    audit(c, "lock.takeover", { file: body.file ?? "" });
    return c.json({ lock, mine: true });
  });

  const preview = previews({
    repo,
    releases: options.releases,
    requireRole: options.requireRole,
    nodeModules: options.nodeModules,
  });
  const reviews = reviewRoutes(api, {
    repo,
    store: options.store,
    dir: options.releases.dir,
    now: options.now,
    live,
    version: () => content.version(),
    jsonBody,
    publishDraft: (approver, owner, file) => publishDraft(approver, file, {}, owner),
    sendMail: options.sendMail,
    siteUrl: options.siteUrl,
    preview,
  });

  // Duplicate, retire, retired pages (pages-routes.ts); releases: several drafts as one commit (release.ts).
  api.route("/", pagesRoutes({ repo, content, publisher, publisherOnly, jsonBody, now: options.now }));
  const release = releaseRoutes({
    repo,
    content,
    publisher,
    publisherOnly,
    jsonBody,
    now: options.now,
    db: options.store.db,
    dir: options.releases.dir,
    people: options.people,
    preview,
    mail: (mail) => reviews.mail(mail),
    siteUrl: options.siteUrl,
  });
  api.route("/", release.app);
  api.post("/preview", async (c) => {
    const body = (await jsonBody(c)) as { file?: string };
    const file = body.file ?? "";
    pageFilePath(live(), file);
    const draft = await readDraft(repo, userOf(c).id, file);
    if (!draft)
      throw new Refused("No hay borrador de esta página: guarda el borrador para verlo en vista previa.", 409);
    const path = (JSON.parse(draft.text) as { path?: string }).path ?? "/";
    return c.json(await preview.request(draft.info.commit, path));
  });
  api.get("/preview-status", (c) => c.json(preview.status(c.req.query("id") ?? "")));

  return {
    app,
    api,
    locks,
    schedule: planned,
    releaseSchedule: release.schedule,
    settleInterruptedReleases: release.settleInterrupted,
    preview: preview.app,
    reviews,
  };
}
