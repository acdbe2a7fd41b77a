// "Entregas" (releases, issue 35), free of HTTP (server/operation.ts):
// drafts of several pages, by anyone, grouped under a name (a campaign: a
// landing page, the home's banner, a price change), previewed together, and
// published, now or at a time, as ONE commit (publisher.publishChanges): the
// site never shows half of a campaign. An editor may prepare a release;
// publishing and scheduling it is for publishers and the owner, and a
// scheduled one checks its person again when it runs (scheduled-publish.ts,
// the one check pages and releases share). Releases and their schedule are
// rows of the site's store (stored/releases.ts, schedule.ts); the drafts stay
// refs of the content repository. Routes: editor/release-routes.ts.
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { PlaceholderSource } from "../../../src/core/placeholders.ts";
import { pageName } from "../../../src/core/page-name.ts";
import { pageFilePath, Refused } from "../../../lib/editor/guard.ts";
import { sectionLabel } from "../../../lib/editor/problems.ts";
import {
  copySourcesOf,
  type DraftedTranslations,
  TRANSLATION_LANGS,
  unpublished,
} from "../../../lib/editor/translations.ts";
import { schemaSetCached } from "../../../lib/validate/load-cache.ts";
import type { ContentSource } from "../../content/index.ts";
import { git, showFile } from "../../git.ts";
import { operation, refusal } from "../../operation.ts";
import { hasRole, type User } from "../../roles.ts";
import type { Driver } from "../../store/driver.ts";
import type { People } from "../auth.ts";
import { deleteDraft, listDrafts, type DraftInfo } from "../drafts.ts";
import { publishProblems, scheduleRefused } from "../gate.ts";
import type { PreviewState } from "../preview.ts";
import type { Author, Changes, Publisher, PublishJob } from "../publisher.ts";
import { conflictPlaces, rebaseOnto } from "../rebase.ts";
import { previewCommit } from "../preview-commit.ts";
import { messageWithTour, releaseTour } from "../release-banner.ts";
import { scheduledPublishes } from "../scheduled-publish.ts";
import { releaseRows } from "../stored/releases.ts";
import { dropPublished, listTranslationDrafts, mergedTexts, textsFor } from "../translation-drafts.ts";

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

export interface ReleaseOptions {
  repo: string;
  content: ContentSource;
  publisher: Publisher;
  now: () => Date;
  /** The site's store: the releases' schedule. */
  db: Driver;
  /** PUBLISH_DIR: the releases' file, and the old layout's release-schedule.json (imported once). */
  dir: string;
  people: () => People | undefined;
  preview: { request: (commit: string, path: string) => Promise<PreviewState> };
  /** A failed scheduled release mailed to whoever scheduled it (scheduled-publish.ts). */
  mail?: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  siteUrl?: string;
}

/** A page as a refusal names it: «its title» as published, or its address-less fallback (issue 41: never pages/x.json). */
function titled(root: string, file: string): string {
  const full = pageFilePath(root, file);
  if (!existsSync(full)) return "esa página";
  try {
    return `«${pageName(JSON.parse(readFileSync(full, "utf8")) as Record<string, unknown>)}»`;
  } catch {
    return "esa página";
  }
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
        `No hay ningún borrador de ${titled(root, item.file)} de esa persona: quizá ya se publicó o se descartó.`,
        409,
      );
    if (items.some((i) => i.file === item.file))
      throw new Refused(
        `La entrega ya tiene un borrador de ${titled(root, item.file)}: cada página entra una sola vez.`,
        409,
      );
    items.push(item);
  }
  return { name, items };
}

/**
 * What the releases' operations work on: the store's releases, their schedule (run by
 * scheduled-publish.ts), and the merge, publish and settle of a release's drafts.
 */
export function releaseWork(options: ReleaseOptions) {
  const { repo, content, publisher } = options;
  const store = releaseRows(options.db, options.dir);
  const live = () => content.liveRoot();
  const sectionName = (type: string) => sectionLabel(schemaSetCached(join(live(), "schema")), type);

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
          `El borrador de ${titled(live(), item.file)} ya no existe (¿se publicó o se descartó?): quítalo de la entrega.`,
          409,
        );
      const mine = JSON.parse(text) as Record<string, unknown>;
      const { doc, conflicts, taken } = await rebaseOnto(repo, item.file, draft.base, mine, landing);
      if (taken)
        throw new Refused(
          `Otra persona publicó ya otra página en ${String(mine.path)}, la dirección de «${pageName(mine)}»: quítala de la entrega.`,
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

  return { ...options, store, live, open, changesAt, publishRelease, settleInterrupted, planned };
}

export type ReleaseWork = ReturnType<typeof releaseWork>;

const releaseId = z.unknown().optional();
/** The site document (placeholders' values) in the content repository. */
const SITE_FILE = "pages/_site.json";
const nameAndItems = { name: z.unknown().optional(), items: z.unknown().optional() };

/** The listing: each item with its page's title and address, whose draft it is, and whether it is still there. */
export const listReleases = operation("editor", z.object({}), async (_input, _actor, d: ReleaseWork) => {
  const drafts = await listDrafts(d.repo);
  const describe = async (release: Release) => ({
    ...release,
    items: await Promise.all(
      release.items.map(async (item) => {
        const draft = drafts.find((x) => x.file === item.file && x.userId === item.userId);
        const text = draft ? await showFile(d.repo, draft.commit, item.file) : undefined;
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
  return {
    releases: await Promise.all((await d.store.list()).map(describe)),
    scheduled: await d.planned.list(),
    done: await d.planned.recent(),
  };
});

/** "Nueva entrega" (editor and above). */
export const createRelease = operation("editor", z.object(nameAndItems), async (input, actor, d: ReleaseWork) => {
  const { name, items } = readRequest(input, await listDrafts(d.repo), d.live());
  if ((await d.store.list()).filter((r) => r.state === "open").length >= MAX_RELEASES)
    return refusal("conflict", "Hay demasiadas entregas abiertas: publica o borra alguna antes.");
  const now = d.now().toISOString();
  const release: Release = {
    id: randomUUID(),
    name,
    items,
    createdBy: { id: actor.id, name: actor.name },
    createdAt: now,
    updatedAt: now,
    state: "open",
  };
  await d.store.put(release);
  return release;
});

/** Its creator, a publisher or the owner changes its name or drafts, or deletes it. */
const mayChange = (actor: User, release: Release) =>
  release.createdBy.id === actor.id || hasRole(actor.role, "publisher")
    ? undefined
    : refusal("forbidden", "Solo quien creó la entrega, o quien publica, puede cambiarla.");

export const updateRelease = operation(
  "editor",
  z.object({ id: releaseId, ...nameAndItems }),
  async (input, actor, d: ReleaseWork) => {
    const release = await d.open(input.id);
    const refused = mayChange(actor, release);
    if (refused) return refused;
    const { name, items } = readRequest(
      { name: input.name ?? release.name, items: input.items ?? release.items },
      await listDrafts(d.repo),
      d.live(),
    );
    const next = { ...release, name, items, updatedAt: d.now().toISOString() };
    await d.store.put(next);
    return next;
  },
);

export const deleteRelease = operation("editor", z.object({ id: releaseId }), async (input, actor, d: ReleaseWork) => {
  const release = typeof input.id === "string" ? await d.store.get(input.id) : undefined;
  if (!release) return refusal("not_found", "Esa entrega no existe (¿la borró otra persona?).");
  const refused = mayChange(actor, release);
  if (refused) return refused;
  for (const item of (await d.planned.list()).filter((s) => s.file === release.id)) await d.planned.cancel(item.id);
  await d.store.remove(release.id);
  return { status: "deleted" as const, release };
});

/**
 * "Vista previa de la entrega": every draft merged onto the published
 * site in one commit (kept under refs/release-previews/), built like a
 * draft's preview; the address opens the first page.
 */
export const previewRelease = operation(
  "editor",
  z.object({ id: releaseId }),
  async (input, _actor, d: ReleaseWork) => {
    const release = await d.open(input.id);
    const base = d.content.version();
    const changes = await d.changesAt(release, base);
    // The banner and page switcher its pages show, in the commit's message: any instance that builds it shows them.
    // Its names read as the preview does: the release's own site document when it changes it, else the base's.
    const { [SITE_FILE]: siteChange, ...pages } = changes;
    const site = siteChange ?? JSON.parse((await showFile(d.repo, base, SITE_FILE)) ?? "{}");
    const tour = releaseTour(
      release.name,
      Object.values(pages) as Array<Record<string, unknown>>,
      site as PlaceholderSource,
    );
    const paths = tour.pages.map((page) => page.path);
    const commit = await previewCommit(d.repo, {
      base,
      docs: changes,
      message: messageWithTour(`Vista previa de la entrega ${release.name}`, tour),
      ref: `refs/release-previews/${release.id}`,
    });
    const state = await d.preview.request(commit, paths[0] ?? "/");
    return { ...state, paths };
  },
);

/** "Publicar la entrega" (publisher or owner): one commit with every draft, queued; `finished` says how it ended. */
export const publishReleaseNow = operation(
  "publisher",
  z.object({ id: releaseId }),
  async (input, actor, d: ReleaseWork) => {
    const release = await d.open(input.id);
    return { release, ...(await d.publishRelease(release, actor)) };
  },
);

/** "Programar la entrega" (publisher or owner): at an instant (ISO 8601 with its offset; stored in UTC). */
export const scheduleRelease = operation(
  "publisher",
  z.object({ id: releaseId, at: z.unknown().optional() }),
  async (input, actor, d: ReleaseWork) => {
    const release = await d.open(input.id);
    const at = Date.parse(typeof input.at === "string" ? input.at : "");
    if (Number.isNaN(at)) return refusal("invalid", "Elige una fecha y una hora.");
    if (at < d.now().getTime()) return refusal("invalid", "Esa hora ya ha pasado: elige una futura.");
    // A draft gone or in conflict, or a page the gate stops, is said now, not at the hour.
    const problems = publishProblems(d.repo, d.live(), await d.changesAt(release, d.content.version()));
    if (problems.length > 0) {
      const refused = scheduleRefused(problems, "release");
      return refusal("unprocessable", refused.message, refused);
    }
    const item = await d.planned.add({
      file: release.id,
      at: new Date(at).toISOString(),
      userId: actor.id,
      name: actor.name,
      email: actor.email,
      role: actor.role,
    });
    return { item, release };
  },
);

export const cancelReleaseSchedule = operation(
  "publisher",
  z.object({ id: z.coerce.string().default("") }),
  async (input, _actor, d: ReleaseWork) =>
    (await d.planned.cancel(input.id))
      ? { status: "cancelled" as const }
      : refusal("not_found", "Esa publicación programada ya no existe (¿se publicó o la canceló otra persona?)."),
);
