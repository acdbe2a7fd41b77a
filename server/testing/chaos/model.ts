// What the chaos run knows the site must show: for each tracked field of each
// page, the values the live page may have (one after an acknowledged change;
// more while an action's outcome is unknown or a scheduled publish may run),
// and each person's drafts as they saved them.
export const PAGES = ["pages/home.json", "pages/about.json", "pages/contact.json", "pages/careers.json"] as const;
export const FIELDS = ["title", "description"] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

export const tracked = (doc: unknown): Values => {
  const meta = ((doc as { meta?: Record<string, unknown> } | null)?.meta ?? {}) as Record<string, unknown>;
  return { title: String(meta.title ?? ""), description: String(meta.description ?? "") };
};

export interface Draft {
  /** The published values it started from (its base commit's). */
  base: Values;
  now: Values;
  /** A scheduled publish of it may have run: it may be gone (published), never changed. */
  mayVanish: boolean;
}

interface Scheduled {
  userId: number;
  file: string;
  /** A scheduled release's id: the schedule has one entry per page of the release, under `<id>#<file>`. */
  release?: string;
  /** When it was first seen gone from the list (an instance took it to publish). */
  goneAt?: number;
}

const key = (file: string, field: Field) => `${file}#${field}`;
const draftKey = (userId: number, file: string) => `${userId}@${file}`;

export class Model {
  private live = new Map<string, Set<string>>();
  /** Missing: no draft. "unknown": an action on it was cut by a kill; the next read adopts what is there. */
  private drafts = new Map<string, Draft | "unknown">();
  readonly schedules = new Map<string, Scheduled>();
  /** Commits of acknowledged publishes: each stays in the live branch's history. */
  readonly commits: Array<{ commit: string; what: string }> = [];

  constructor(initial: Record<string, Values>) {
    for (const [file, values] of Object.entries(initial))
      for (const field of FIELDS) this.live.set(key(file, field), new Set([values[field]]));
  }

  allowed(file: string, field: Field): Set<string> {
    return this.live.get(key(file, field))!;
  }

  draft(userId: number, file: string): Draft | "unknown" | undefined {
    return this.drafts.get(draftKey(userId, file));
  }
  setDraft(userId: number, file: string, draft: Draft | "unknown" | undefined): void {
    if (draft === undefined) this.drafts.delete(draftKey(userId, file));
    else this.drafts.set(draftKey(userId, file), draft);
  }
  knownDrafts(): Array<{ userId: number; file: string; draft: Draft }> {
    return [...this.drafts].flatMap(([k, draft]) => {
      if (draft === "unknown") return [];
      const at = k.indexOf("@");
      return [{ userId: Number(k.slice(0, at)), file: k.slice(at + 1), draft }];
    });
  }

  /** What a publish of the draft changes: its own edits (a three-way merge keeps what others published since its base). */
  changes(draft: Draft | "unknown" | undefined): Array<[Field, string]> {
    if (draft === undefined || draft === "unknown") return [];
    return FIELDS.filter((f) => draft.now[f] !== draft.base[f]).map((f) => [f, draft.now[f]]);
  }

  private scheduledValues(file: string, field: Field): string[] {
    return [...this.schedules.values()].flatMap((s) => {
      if (s.file !== file) return [];
      const draft = this.draft(s.userId, file);
      return draft && draft !== "unknown" ? [draft.now[field]] : [];
    });
  }

  /** An acknowledged change: the live value is this one (or a pending scheduled publish's). */
  landed(file: string, field: Field, value: string): void {
    this.live.set(key(file, field), new Set([value, ...this.scheduledValues(file, field)]));
  }
  /** A change whose outcome is unknown (cut by a kill, or scheduled). */
  mayHaveLanded(file: string, field: Field, value: string): void {
    this.allowed(file, field).add(value);
  }

  /** A person's draft published (acknowledged or maybe): its changes land, the draft is gone. */
  published(userId: number, file: string, acknowledged: boolean): void {
    for (const [field, value] of this.changes(this.draft(userId, file)))
      if (acknowledged) this.landed(file, field, value);
      else this.mayHaveLanded(file, field, value);
    this.setDraft(userId, file, acknowledged ? undefined : "unknown");
  }
}
