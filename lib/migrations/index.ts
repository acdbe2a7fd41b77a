// Page documents carry `version`; when the format changes, a migration here
// upgrades old documents (`npm run migrate` shows the diff, `-- --write`
// applies it) and the schema's `version` const moves to the new number.
// Migrations are ordered, pure and tested on fixtures (migrations.test.ts).
//
// Writing one: add `{ from: N, to: N + 1, why, renamed?, migrate }` at the
// end of MIGRATIONS, set `version.const` in schema/page.schema.json to N + 1,
// run `npm run migrate -- --write`, then `npm run i18n:extract` (the
// catalogs' comments carry JSON pointers). A key listed in `renamed` gets a
// validate message naming its new key.
import type { Doc, Migration } from "./types.ts";
import { withVersion } from "./helpers.ts";

export type { Doc, Migration } from "./types.ts";

/** The migrations of page documents, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  {
    from: 0,
    to: 1,
    why: "Documents written before versioning (no `version` field) are format 1: stamp it.",
    migrate: (doc) => withVersion(doc, 1),
  },
];

/** The version a set of migrations leads to (the one the schema must require). */
export const latestVersion = (migrations: readonly Migration[] = MIGRATIONS): number =>
  migrations.reduce((v, m) => Math.max(v, m.to), 0);

export const CURRENT_VERSION = latestVersion();

/** A document's format version: its `version`, or 0 when it has none. */
export const versionOf = (doc: Doc): number => (typeof doc.version === "number" ? doc.version : 0);

/** Throws unless the migrations form one chain 0 → 1 → … → latest. */
export function assertChain(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.to !== m.from + 1) throw new Error(`migration ${m.from} → ${m.to}: a migration moves exactly one version`);
    if (m.from !== i) throw new Error(`migration ${m.from} → ${m.to} is out of order (expected from ${i})`);
  });
}

export interface MigrationResult {
  doc: Doc;
  from: number;
  to: number;
  applied: Migration[];
}

/** Upgrades `doc` to `target` (default: the latest), one step at a time. Pure. */
export function migrateDocument(
  doc: Doc,
  migrations: readonly Migration[] = MIGRATIONS,
  target = latestVersion(migrations),
): MigrationResult {
  assertChain(migrations);
  const from = versionOf(doc);
  if (from > target) throw new Error(`version ${from} is newer than this site knows (${target})`);
  let current: Doc = structuredClone(doc);
  const applied: Migration[] = [];
  for (const step of migrations.filter((m) => m.from >= from && m.to <= target)) {
    current = withVersion(step.migrate(current), step.to);
    applied.push(step);
  }
  return { doc: current, from, to: target, applied };
}

/** Every key renamed by the migrations (old → newest name), for validate's messages. */
export function renamedKeysOf(migrations: readonly Migration[] = MIGRATIONS): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of migrations) {
    for (const [oldKey, newKey] of Object.entries(m.renamed ?? {})) {
      for (const [k, v] of Object.entries(out)) if (v === oldKey) out[k] = newKey;
      out[oldKey] = newKey;
    }
  }
  return out;
}
