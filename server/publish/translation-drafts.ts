// Translations written in /admin/edit and not published yet: one blob per
// person under refs/translation-drafts/u<id> in the content repository
// (language → Spanish → text, with who and when), like a page's draft a ref
// that survives restarts and a backup's `--all`. A publish of a page writes
// into the catalogs the ones of its texts; "Publicar traducciones" writes all
// of them; either way in the same commit as the catalogs (locales/).
import { git } from "../git.ts";
import { sharedRefsOf } from "../content/shared-refs.ts";
import { freshRefs } from "./drafts.ts";
import { oneAtATime } from "../../lib/editor/one-at-a-time.ts";
import type { DraftedTranslations } from "../../lib/editor/translations.ts";

export interface TranslationDraft {
  userId: number;
  name: string;
  savedAt: string;
  texts: DraftedTranslations;
}

const PREFIX = "refs/translation-drafts/";
const refOf = (userId: number) => `${PREFIX}u${userId}`;

async function read(repo: string, ref: string): Promise<TranslationDraft | undefined> {
  const text = await git(repo, ["cat-file", "blob", ref]).catch(() => undefined);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as TranslationDraft;
  } catch {
    return undefined;
  }
}

export async function listTranslationDrafts(repo: string): Promise<TranslationDraft[]> {
  await freshRefs(repo);
  const refs = (await git(repo, ["for-each-ref", "--format=%(refname)", PREFIX])).split("\n").filter(Boolean);
  return (await Promise.all(refs.map((ref) => read(repo, ref)))).filter(
    (d): d is TranslationDraft => d !== undefined && Object.values(d.texts).some((t) => Object.keys(t).length > 0),
  );
}

/** Everyone's drafted translations, merged (the newest save wins a text two people wrote). */
export function mergedTexts(drafts: TranslationDraft[]): DraftedTranslations {
  const out: DraftedTranslations = {};
  for (const d of [...drafts].sort((a, b) => a.savedAt.localeCompare(b.savedAt))) {
    for (const [lang, texts] of Object.entries(d.texts)) Object.assign((out[lang] ??= {}), texts);
  }
  return out;
}

async function write(repo: string, draft: TranslationDraft): Promise<void> {
  const ref = refOf(draft.userId);
  const shared = sharedRefsOf(repo);
  if (!Object.values(draft.texts).some((t) => Object.keys(t).length > 0)) {
    if (shared) await shared.update(ref, undefined);
    else await git(repo, ["update-ref", "-d", ref]).catch(() => undefined);
    return;
  }
  const blob = (await git(repo, ["hash-object", "-w", "--stdin"], { input: `${JSON.stringify(draft)}\n` })).trim();
  if (shared) await shared.update(ref, blob);
  else await git(repo, ["update-ref", ref, blob]);
}

/** Keeps one translation in the person's draft. */
export function draftTranslation(
  repo: string,
  user: { id: number; name: string },
  lang: string,
  source: string,
  text: string,
  now: Date,
): Promise<void> {
  return oneAtATime(async () => {
    await freshRefs(repo);
    const draft = (await read(repo, refOf(user.id))) ?? {
      userId: user.id,
      name: user.name,
      savedAt: now.toISOString(),
      texts: {},
    };
    (draft.texts[lang] ??= {})[source] = text;
    await write(repo, { ...draft, name: user.name, savedAt: now.toISOString() });
  });
}

/** After a publish: the texts it wrote leave every draft (a text changed since stays). */
export function dropPublished(repo: string, published: DraftedTranslations): Promise<void> {
  return oneAtATime(async () => {
    for (const draft of await listTranslationDrafts(repo)) {
      for (const [lang, texts] of Object.entries(draft.texts)) {
        for (const [source, text] of Object.entries(texts))
          if (published[lang]?.[source] === text) delete texts[source];
      }
      await write(repo, draft);
    }
  });
}

/** The drafted texts whose Spanish is in `sources` (a page's copy). */
export function textsFor(all: DraftedTranslations, sources: Set<string>): DraftedTranslations {
  const out: DraftedTranslations = {};
  for (const [lang, texts] of Object.entries(all)) {
    const picked = Object.entries(texts).filter(([source]) => sources.has(source));
    if (picked.length) out[lang] = Object.fromEntries(picked);
  }
  return out;
}
