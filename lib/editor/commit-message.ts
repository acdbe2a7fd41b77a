// The message of a publish's commit, as the audit and git log show it: written for
// the marketing team, who did what to which page («Ana» cambió el título de
// «Sobre nosotros»), never the file name (that goes in the commit's body, for
// developers). Pure: the caller gives the page before and after, and the
// palette names of the section types.
import { madridScheduled } from "../../src/core/format/madrid-date.ts";
import { pageName } from "../../src/core/page-name.ts";

type Doc = Record<string, unknown> & { path?: unknown; meta?: Record<string, unknown>; sections?: unknown };
type Section = Record<string, unknown> & { type?: unknown; id?: unknown; ref?: unknown };

const META_FIELDS: ReadonlyArray<[string, string]> = [
  ["title", "el título"],
  ["description", "la descripción"],
  ["robots", "la visibilidad en Google"],
  ["ogImage", "la imagen para redes sociales"],
  ["keywords", "las palabras clave"],
];
const MAX_NAMED = 3;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sectionsOf = (doc: Doc | undefined): Section[] =>
  Array.isArray(doc?.sections) ? (doc.sections as Section[]) : [];
/** A section's identity across versions: its id (anchor), else its type and place. */
const keyOf = (s: Section, i: number) => (typeof s.id === "string" ? `#${s.id}` : `${String(s.type)}@${i}`);

function named(verb: string, labels: string[], plural: (n: number) => string): string {
  const unique = [...new Set(labels)];
  return unique.length > MAX_NAMED
    ? `${verb} ${plural(labels.length)}`
    : `${verb} ${list(unique.map((l) => `«${l}»`))}`;
}

/** What changed, as phrases: "cambió el título", "añadió «Preguntas frecuentes»", "reordenó las secciones". */
export function changePhrases(before: Doc, after: Doc, sectionLabel: (type: string) => string): string[] {
  const phrases: string[] = [];
  const meta = META_FIELDS.filter(([key]) => !same(before.meta?.[key], after.meta?.[key])).map(([, words]) => words);
  if (meta.length) phrases.push(`cambió ${list(meta)}`);
  if (!same(before.path, after.path)) phrases.push(`cambió la dirección a ${String(after.path)}`);
  const old = new Map(sectionsOf(before).map((s, i) => [keyOf(s, i), s]));
  const now = new Map(sectionsOf(after).map((s, i) => [keyOf(s, i), s]));
  // A shared section placed on the page (issue 43) by its own name: its type says nothing of which one.
  const label = (s: Section) =>
    s.type === "shared" ? `sección compartida ${String(s.ref)}` : sectionLabel(String(s.type));
  const changed = [...now].filter(([k, s]) => old.has(k) && !same(old.get(k), s)).map(([, s]) => label(s));
  const added = [...now].filter(([k]) => !old.has(k)).map(([, s]) => label(s));
  const removed = [...old].filter(([k]) => !now.has(k)).map(([, s]) => label(s));
  const plural = (n: number) => `${n} secciones`;
  if (changed.length) phrases.push(named("cambió", changed, plural));
  if (added.length) phrases.push(named("añadió", added, plural));
  if (removed.length) phrases.push(named("quitó", removed, plural));
  const kept = [...old.keys()].filter((k) => now.has(k));
  if (
    !same(
      kept,
      [...now.keys()].filter((k) => old.has(k)),
    )
  )
    phrases.push("reordenó las secciones");
  return phrases;
}

/** «Ana» cambió el título de «Sobre nosotros», then a blank line and the file for developers. */
export function publishMessage(
  person: string,
  file: string,
  before: Doc | undefined,
  after: Doc,
  sectionLabel: (type: string) => string,
): string {
  // Named as the team knew it until now: a changed title is news, not the name.
  const page = pageName(before ?? after);
  const who = `«${person}»`;
  let subject: string;
  if (!before) subject = `${who} creó la página «${page}» (${String(after.path ?? "")})`;
  else {
    const phrases = changePhrases(before, after, sectionLabel);
    const onlyMeta =
      phrases.length > 0 &&
      phrases.every((p) => p.startsWith("cambió la") || p.startsWith("cambió el") || p.startsWith("cambió las"));
    subject =
      phrases.length === 0
        ? `${who} publicó cambios en «${page}»`
        : `${who} ${list(phrases)} ${onlyMeta ? "de" : "en"} «${page}»`;
  }
  return `${subject}\n\n${file}`;
}

/** «Ana» restauró «Sobre nosotros» a la versión del 27 nov 2026, 16:05 (hora de Madrid): the date as «Historial» shows it. */
export function restoreMessage(person: string, file: string, doc: Doc, versionDate: Date, commit: string): string {
  return `«${person}» restauró «${pageName(doc)}» a la versión del ${madridScheduled(versionDate.toISOString())}\n\n${file} ← ${commit.slice(0, 8)}`;
}
