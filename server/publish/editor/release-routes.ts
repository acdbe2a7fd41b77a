// "Entregas" (releases, issue 35): drafts of several pages, by anyone, grouped
// under a name (a campaign: a landing page, the home's banner, a price
// change), previewed together, and published, now or at a time, as ONE commit
// (publisher.publishChanges): the site never shows half of a campaign. An
// editor may prepare a release; publishing and scheduling it is for
// publishers and the owner, and a scheduled one checks its person again
// when it runs. Releases and their schedule are rows of the site's store
// (stored/releases.ts, schedule.ts); the drafts stay refs of the content
// repository.
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono, type Context } from "hono";
import { pageName } from "../../../lib/editor/commit-message.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { sectionLabel } from "../../../lib/editor/problems.ts";
import { schemaSetCached } from "../../../lib/validate/load-cache.ts";
import type { ContentSource } from "../../content/index.ts";
import { git, identity, showFile } from "../../git.ts";
import { audit, hasRole, userOf, type People } from "../auth.ts";
import { deleteDraft, listDrafts, type DraftInfo } from "../drafts.ts";
import { dropPublished, listTranslationDrafts, mergedTexts, textsFor } from "../translation-drafts.ts";
import {
  copySourcesOf,
  type DraftedTranslations,
  TRANSLATION_LANGS,
  unpublished,
} from "../../../lib/editor/translations.ts";
import { conflictPlaces, rebaseOnto } from "../rebase.ts";
import type { PreviewState } from "../preview.ts";
import type { ReleaseTour } from "../release-banner.ts";
import type { Author, Changes, Publisher, PublishJob } from "../publisher.ts";
import { scheduledPublishes } from "../scheduled-publish.ts";
import { publishProblems, scheduleRefused } from "../gate.ts";
import { releaseRows } from "../stored/releases.ts";
import type { Driver } from "../../store/driver.ts";
import { declareRoutes, on } from "../../http/route.ts";
import { EDITOR_API } from "./api-path.ts";

export const RELEASE_ROUTES = declareRoutes(EDITOR_API, {
  list: { method: "GET", path: "/releases", role: "editor" },
  create: { method: "POST", path: "/releases", role: "editor" },
  update: { method: "POST", path: "/release-update", role: "editor" },
  remove: { method: "POST", path: "/release-delete", role: "editor" },
  preview: { method: "POST", path: "/release-preview", role: "editor" },
  publish: { method: "POST", path: "/release-publish", role: "publisher" },
  schedule: { method: "POST", path: "/release-schedule", role: "publisher" },
  cancelSchedule: { method: "POST", path: "/release-schedule-cancel", role: "publisher" },
});

export interface ReleaseItem {
  file: string;
  /** Whose draft. */
  userId: number;
}

export interface Release {
  id: string;
  name: string;
  items: ReleaseItem[];
  createdBy: { id: number; name: string };
  createdAt: string;
  updatedAt: string;
  state: "open" | "published";
  commit?: string;
  publishedAt?: string;
  publishedBy?: string;
}

export const MAX_RELEASE_ITEMS = 30;
/** The line of a release's commit message that names it. */
const RELEASE_TRAILER = "Entrega: ";
export const MAX_RELEASE_NAME = 80;
const MAX_RELEASES = 100;

export interface ReleaseRoutesOptions {
  repo: string;
  content: ContentSource;
  publisher: Publisher;
  jsonBody: (c: Context) => Promise<unknown>;
  now: () => Date;
  /** The site's store: the releases' schedule. */
  db: Driver;
  /** PUBLISH_DIR: the releases' file, and the old layout's release-schedule.json (imported once). */
  dir: string;
  people: () => People | undefined;
  preview: { request: (commit: string, path: string, tour?: ReleaseTour) => Promise<PreviewState> };
  /** A failed scheduled release mailed to whoever scheduled it (scheduled-publish.ts). */
  mail?: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  siteUrl?: string;
}

/** The release's name and items from a request, checked: a name, existing drafts, each page once. */
function readRequest(
  body: { name?: unknown; items?: unknown },
  drafts: readonly DraftInfo[],
  root: string,
): { name: string; items: ReleaseItem[] } {
  const name = typeof body.name === "string" ? body.name.trim().replace(/\s+/g, " ") : "";
  if (!name) throw new Refused("Pon un nombre a la entrega (p. ej. «Campaña de verano»).");
  if ([...name].length > MAX_RELEASE_NAME)
    throw new Refused(`El nombre puede tener como mucho ${MAX_RELEASE_NAME} caracteres.`);
  if (!Array.isArray(body.items) || body.items.length === 0)
    throw new Refused("Elige al menos un borrador para la entrega.");
  if (body.items.length > MAX_RELEASE_ITEMS)
    throw new Refused(`Una entrega reúne como mucho ${MAX_RELEASE_ITEMS} borradores.`);
  const items: ReleaseItem[] = [];
  for (const raw of body.items as Array<{ file?: unknown; userId?: unknown }>) {
    pageFilePath(root, raw?.file);
    const item = { file: String(raw.file), userId: Number(raw.userId) };
    if (!drafts.some((d) => d.file === item.file && d.userId === item.userId))
      throw new Refused(
        `No hay ningún borrador de ${item.file} de esa persona: quizá ya se publicó o se descartó.`,
        409,
      );
    if (items.some((i) => i.file === item.file))
      throw new Refused(`La entrega ya tiene un borrador de ${item.file}: cada página entra una sola vez.`, 409);
    items.push(item);
  }
  return { name, items };
}

export function releaseRoutes(options: ReleaseRoutesOptions) {
  const { repo, content, publisher } = options;
  const store = releaseRows(options.db, options.dir);
  const live = () => content.liveRoot();
  const sectionName = (type: string) => sectionLabel(schemaSetCached(join(live(), "schema")), type);
  const app = new Hono();

  const open = async (id: unknown): Promise<Release> => {
    const release = typeof id === "string" ? await store.get(id) : undefined;
    if (!release) throw new Refused("Esa entrega no existe (¿la borró otra persona?).", 404);
    if (release.state !== "open") throw new Refused("Esa entrega ya se publicó.", 409);
    return release;
  };

  /**
   * Every item's draft merged onto `landing` (section by section, like a
   * single draft's publish): the files of the one commit. Refused, naming
   * the page, when a draft is gone or conflicts with what was published since.
   */
  const changesAt = async (release: Release, landing: string): Promise<Changes> => {
    const drafts = await listDrafts(repo);
    const changes: Changes = {};
    for (const item of release.items) {
      const draft = drafts.find((d) => d.file === item.file && d.userId === item.userId);
      const text = draft && (await showFile(repo, draft.commit, item.file));
      if (!draft || text === undefined)
        throw new Refused(
          `El borrador de ${item.file} ya no existe (¿se publicó o se descartó?): quítalo de la entrega.`,
          409,
        );
      const mine = JSON.parse(text) as Record<string, unknown>;
      const { doc, conflicts, taken } = await rebaseOnto(repo, item.file, draft.base, mine, landing);
      if (taken)
        throw new Refused(
          `Otra persona publicó ya una página en la dirección de ${item.file}: quítala de la entrega.`,
          409,
        );
      if (conflicts.length > 0)
        throw new Refused(
          `Otra persona publicó ${pageName(doc)} mientras se preparaba la entrega, y los dos cambios tocan ${conflictPlaces(conflicts, sectionName)}: abre esa página, revisa su borrador y vuelve a intentarlo.`,
          409,
        );
      changes[item.file] = doc;
    }
    return changes;
  };

  /**
   * The commit's message: for people, the release by name and its pages by title; the files in the
   * body, and the release's id as a trailer (how a start finds a release whose commit is live but whose settle never ran).
   */
  const messageOf = (person: string, release: Release, changes: Changes) => {
    const titles = Object.values(changes).map((doc) => `«${pageName(doc as Record<string, unknown>)}»`);
    const list = titles.length <= 1 ? titles.join("") : `${titles.slice(0, -1).join(", ")} y ${titles.at(-1)}`;
    return `«${person}» publicó la entrega «${release.name}»: ${list}\n\n${Object.keys(changes).join("\n")}\n\n${RELEASE_TRAILER}${release.id}`;
  };

  /** A live release: marked published first (the listing never shows a live release as open with its drafts gone), then its drafts go. */
  const settle = async (release: Release, commit: string | undefined, by: string) => {
    const now = options.now().toISOString();
    await store.put({ ...release, state: "published", commit, publishedAt: now, publishedBy: by, updatedAt: now });
    for (const item of release.items) await deleteDraft(repo, item.userId, item.file);
  };

  /**
   * The translation drafts a release's commit wrote into the catalogs: the drafted texts of its pages' copy
   * that the catalogs of `root` (a checkout at or after that commit) hold as drafted. A text changed since stays.
   */
  const translationsPublishedBy = async (release: Release, root: string): Promise<DraftedTranslations> => {
    const sources = new Set(
      release.items.flatMap((item) => {
        const text = existsSync(join(root, item.file)) ? readFileSync(join(root, item.file), "utf8") : undefined;
        return text === undefined ? [] : [...copySourcesOf(root, JSON.parse(text))];
      }),
    );
    const published: DraftedTranslations = {};
    for (const draft of await listTranslationDrafts(repo)) {
      const mine = textsFor(draft.texts, sources);
      const waiting = await unpublished(root, mine);
      for (const [lang, texts] of Object.entries(mine))
        for (const [source, text] of Object.entries(texts))
          if (TRANSLATION_LANGS.includes(lang) && waiting[lang]?.[source] === undefined)
            (published[lang] ??= {})[source] = text;
    }
    return published;
  };

  /**
   * At start: an open release whose commit is on the branch (the server stopped between the commit and
   * the settle) is settled now, with the translation drafts its commit published (as the settle after a
   * publish drops them).
   */
  const settleInterrupted = async () => {
    for (const release of (await store.list()).filter((r) => r.state === "open")) {
      const [commit, by] = (
        await git(repo, [
          "log",
          "-n",
          "1",
          "--fixed-strings",
          `--grep=${RELEASE_TRAILER}${release.id}`,
          // Its commit is newer than its last change (a day's margin for another instance's clock): no walk through all history.
          `--since=${new Date(Date.parse(release.updatedAt) - 86_400_000).toISOString()}`,
          "--format=%H%x00%an",
          content.version(),
        ])
      )
        .trim()
        .split("\0");
      if (!commit) continue;
      await settle(release, commit, by ?? "");
      await dropPublished(repo, await translationsPublishedBy(release, live()));
      console.error(`[publish] release «${release.name}» was live (${commit.slice(0, 8)}) but still open: settled`);
    }
  };

  /** Queues the release as one commit; its drafts go once it is live. */
  const publishRelease = async (release: Release, user: Author & { name: string }, extra: Partial<PublishJob> = {}) => {
    const first = await changesAt(release, content.version());
    const message = messageOf(user.name, release, first);
    // The translations drafted for the copy of the release's pages go into the same commit, as with one page's publish.
    const sources = new Set(Object.values(first).flatMap((doc) => (doc ? [...copySourcesOf(live(), doc)] : [])));
    const translations = textsFor(mergedTexts(await listTranslationDrafts(repo)), sources);
    const { job, done, recorded } = publisher.publishChanges(
      release.items[0]!.file,
      ({ commit }) => changesAt(release, commit),
      message,
      user,
      { ...extra, release: release.id },
      translations,
      async (j) => {
        await settle(release, j.commit, user.name);
        await dropPublished(repo, translations);
        // Published after all: a failed scheduled publish of the release is no longer news to this person.
        await planned.settled(user.id, release.id);
      },
    );
    await recorded;
    return { job, finished: done };
  };

  /** The listing: each item with its page's title and address, whose draft it is, and whether it is still there. */
  on(app, RELEASE_ROUTES.list, async (c) => {
    const drafts = await listDrafts(repo);
    const describe = async (release: Release) => ({
      ...release,
      items: await Promise.all(
        release.items.map(async (item) => {
          const draft = drafts.find((d) => d.file === item.file && d.userId === item.userId);
          const text = draft ? await showFile(repo, draft.commit, item.file) : undefined;
          const doc = text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
          return {
            ...item,
            person: draft?.name,
            savedAt: draft?.savedAt,
            path: doc?.path,
            title: doc ? pageName(doc) : undefined,
            missing: release.state === "open" && !draft,
          };
        }),
      ),
    });
    return c.json({
      releases: await Promise.all((await store.list()).map(describe)),
      scheduled: await planned.list(),
      done: await planned.recent(),
    });
  });

  /** "Nueva entrega" (editor and above). */
  on(app, RELEASE_ROUTES.create, async (c) => {
    const body = (await options.jsonBody(c)) as { name?: unknown; items?: unknown };
    const { name, items } = readRequest(body, await listDrafts(repo), live());
    if ((await store.list()).filter((r) => r.state === "open").length >= MAX_RELEASES)
      throw new Refused("Hay demasiadas entregas abiertas: publica o borra alguna antes.", 409);
    const user = userOf(c);
    const now = options.now().toISOString();
    const release: Release = {
      id: randomUUID(),
      name,
      items,
      createdBy: { id: user.id, name: user.name },
      createdAt: now,
      updatedAt: now,
      state: "open",
    };
    await store.put(release);
    audit(c, "release.create", { id: release.id, name, files: items.map((i) => i.file).join(",") });
    return c.json(release, 201);
  });

  /** Its creator, a publisher or the owner changes its name or drafts. */
  const mayChange = (c: Context, release: Release) => {
    const user = userOf(c);
    if (release.createdBy.id !== user.id && !hasRole(user.role, "publisher"))
      throw new Refused("Solo quien creó la entrega, o quien publica, puede cambiarla.", 403);
  };

  on(app, RELEASE_ROUTES.update, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown; name?: unknown; items?: unknown };
    const release = await open(body.id);
    mayChange(c, release);
    const { name, items } = readRequest(
      { name: body.name ?? release.name, items: body.items ?? release.items },
      await listDrafts(repo),
      live(),
    );
    const next = { ...release, name, items, updatedAt: options.now().toISOString() };
    await store.put(next);
    audit(c, "release.update", { id: release.id, name, files: items.map((i) => i.file).join(",") });
    return c.json(next);
  });

  on(app, RELEASE_ROUTES.remove, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown };
    const release = typeof body.id === "string" ? await store.get(body.id) : undefined;
    if (!release) throw new Refused("Esa entrega no existe (¿la borró otra persona?).", 404);
    mayChange(c, release);
    for (const item of (await planned.list()).filter((s) => s.file === release.id)) await planned.cancel(item.id);
    await store.remove(release.id);
    audit(c, "release.delete", { id: release.id, name: release.name });
    return c.json({ status: "deleted" });
  });

  /**
   * "Vista previa de la entrega": every draft merged onto the published
   * site in one commit (kept under refs/release-previews/), built like a
   * draft's preview; the address opens the first page.
   */
  on(app, RELEASE_ROUTES.preview, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown };
    const release = await open(body.id);
    const base = content.version();
    const changes = await changesAt(release, base);
    const index = join(tmpdir(), `release-index-${randomBytes(6).toString("hex")}`);
    const env = { GIT_INDEX_FILE: index };
    let commit: string;
    try {
      await git(repo, ["read-tree", base], { env });
      for (const [file, doc] of Object.entries(changes)) {
        const blob = (
          await git(repo, ["hash-object", "-w", "--stdin"], { input: `${JSON.stringify(doc, null, 2)}\n` })
        ).trim();
        await git(repo, ["update-index", "--add", "--cacheinfo", `100644,${blob},${file}`], { env });
      }
      const tree = (await git(repo, ["write-tree"], { env })).trim();
      const date = new Date(0).toISOString(); // the same drafts on the same base give the same commit: its preview is built once
      commit = (
        await git(
          repo,
          [
            ...identity({ name: "Entrega", email: "entrega@localhost" }),
            "commit-tree",
            tree,
            "-p",
            base,
            "-m",
            `Vista previa de la entrega ${release.name}`,
          ],
          { env: { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } },
        )
      ).trim();
      await git(repo, ["update-ref", `refs/release-previews/${release.id}`, commit]);
    } finally {
      rmSync(index, { force: true });
    }
    const docs = Object.values(changes) as Array<Record<string, unknown>>;
    const paths = docs.map((doc) => String(doc.path ?? "/"));
    const tour: ReleaseTour = {
      name: release.name,
      pages: docs.map((doc, i) => ({ path: paths[i]!, title: pageName(doc) })),
    };
    const state = await options.preview.request(commit, paths[0] ?? "/", tour);
    return c.json({ ...state, paths });
  });

  /** "Publicar la entrega" (publisher or owner): one commit with every draft. */
  on(app, RELEASE_ROUTES.publish, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown };
    const release = await open(body.id);
    const { job, finished } = await publishRelease(release, userOf(c));
    void finished.then((j) =>
      audit(c, j.state === "live" ? "release.publish" : "page.publish.refused", {
        id: release.id,
        name: release.name,
        ...(j.state === "live" ? { commit: j.commit ?? "" } : { reason: j.message }),
      }),
    );
    return c.json(job, 202);
  });

  // A scheduled release: its person is checked again when it runs, as for a single draft (scheduled-publish.ts).
  const planned = scheduledPublishes({
    db: options.db,
    dir: options.dir,
    now: options.now,
    kind: "release",
    people: options.people,
    label: async (item) => (await store.get(item.file))?.name ?? item.file,
    publish: async (who, item, extra) => {
      const release = await store.get(item.file);
      if (release?.state !== "open") throw new Refused("la entrega ya no existe o ya se publicó.");
      return publishRelease(release, who, extra);
    },
    mail: options.mail,
    siteUrl: options.siteUrl,
  });

  /** "Programar la entrega" (publisher or owner): at an instant (ISO 8601 with its offset; stored in UTC). */
  on(app, RELEASE_ROUTES.schedule, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown; at?: unknown };
    const release = await open(body.id);
    const at = Date.parse(typeof body.at === "string" ? body.at : "");
    if (Number.isNaN(at)) throw new Refused("Elige una fecha y una hora.");
    if (at < options.now().getTime()) throw new Refused("Esa hora ya ha pasado: elige una futura.");
    // A draft gone or in conflict, or a page the gate stops, is said now, not at the hour.
    const problems = publishProblems(repo, live(), await changesAt(release, content.version()));
    if (problems.length > 0) return c.json(scheduleRefused(problems, "release"), 422);
    const user = userOf(c);
    const item = await planned.add({
      file: release.id,
      at: new Date(at).toISOString(),
      userId: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    });
    audit(c, "release.schedule", { id: release.id, name: release.name, at: item.at });
    return c.json(item, 201);
  });
  on(app, RELEASE_ROUTES.cancelSchedule, async (c) => {
    const body = (await options.jsonBody(c)) as { id?: unknown };
    if (!(await planned.cancel(String(body.id ?? ""))))
      throw new Refused("Esa publicación programada ya no existe (¿se publicó o la canceló otra persona?).", 404);
    audit(c, "release.schedule.cancel", { id: String(body.id) });
    return c.json({ status: "cancelled" });
  });

  return { app, schedule: planned, settleInterrupted };
}
