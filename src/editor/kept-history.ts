// Undo and redo survive a reload and the next day's visit: Puck's history of a
// page's draft is kept in localStorage, per page, with the draft's base (the
// hash of the page the draft started from) and the document its sections' ids
// refer to (dataToDoc's original). It is bounded: the last LIMIT steps, each
// stored as references into one pool where every distinct section (and the
// page's own fields) is written once. Puck replaces only what an action
// changed, so a step of typing in one section adds that section, not the page
// (immer's patches would need Puck's reducer to produce them: this gets the
// same bound from Puck's own structural sharing). Storage full or blocked
// never stops the editor: the history then lives in the page until it closes.
import type { PuckData, JsonObject } from "./doc-data";

/** Steps of undo kept across a reload: the states kept are LIMIT + 1 (the current one and LIMIT before it). */
export const HISTORY_LIMIT = 50;
const key = (file: string) => `page-editor:history:${file}`;

export interface KeptHistory {
  /** The hash of the page the draft started from: another base is another draft, its history is not this one's. */
  base: string | null;
  /** The document the steps' item ids were made from (dataToDoc's `original`). */
  origin: JsonObject;
  /** Every distinct page-fields object and section, as JSON, once. */
  pool: string[];
  /** Each state: its page fields and its sections, as indexes into `pool`. */
  steps: Array<{ root: number; content: number[] }>;
  /** The state on screen (the steps after it are the redo). */
  index: number;
}

// The JSON of an object Puck kept from one state to the next is computed once.
const texts = new WeakMap<object, string>();
const textOf = (value: object) => {
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
};

/** HISTORY_LIMIT steps around `index`: the undo before it first, then as much of the redo as fits. */
export function keepHistory(
  states: PuckData[],
  index: number,
  base: string | null,
  origin: JsonObject,
): KeptHistory | undefined {
  if (states.length === 0 || index < 0 || index >= states.length) return undefined;
  const start = Math.max(0, index - HISTORY_LIMIT);
  const window = states.slice(start, start + HISTORY_LIMIT + 1);
  const pool: string[] = [];
  const at = new Map<string, number>();
  const ref = (value: object) => {
    const text = textOf(value);
    let i = at.get(text);
    if (i === undefined) {
      i = pool.push(text) - 1;
      at.set(text, i);
    }
    return i;
  };
  const steps = window.map((data) => ({ root: ref(data.root ?? {}), content: (data.content ?? []).map(ref) }));
  return { base, origin, pool, steps, index: index - start };
}

/** The states a kept history holds, in Puck's data shape. */
export function statesOf(kept: KeptHistory): PuckData[] {
  const parsed = kept.pool.map((text) => JSON.parse(text) as unknown);
  return kept.steps.map((step) => ({
    root: parsed[step.root] as PuckData["root"],
    content: step.content.map((i) => parsed[i] as PuckData["content"][number]),
  }));
}

export function loadHistory(file: string): KeptHistory | undefined {
  try {
    const raw = localStorage.getItem(key(file));
    const kept = raw ? (JSON.parse(raw) as KeptHistory) : undefined;
    return kept && Array.isArray(kept.steps) && Array.isArray(kept.pool) ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function storeHistory(file: string, kept: KeptHistory): void {
  try {
    localStorage.setItem(key(file), JSON.stringify(kept));
  } catch {
    // Full or blocked: an older history must not come back in its place.
    dropHistory(file);
  }
}

/** The draft was published, restored over or dropped: its history goes with it. */
export function dropHistory(file: string): void {
  try {
    localStorage.removeItem(key(file));
  } catch {
    // Nothing to drop.
  }
}

/**
 * The kept history of the draft being opened, as Puck's `initialHistory` and the origin its ids refer to; or
 * nothing (and the kept one dropped) when it belongs to another base or its state on screen is not the
 * document opened (the draft changed elsewhere, or was saved from another browser).
 */
export function reopenHistory(
  file: string,
  base: string | null,
  opened: string,
  docText: (data: PuckData, origin: JsonObject) => string,
): { origin: JsonObject; states: PuckData[]; index: number } | undefined {
  const kept = loadHistory(file);
  if (!kept) return undefined;
  try {
    const states = statesOf(kept);
    const shown = states[kept.index];
    if (kept.base === base && shown && docText(shown, kept.origin) === opened)
      return { origin: kept.origin, states, index: kept.index };
  } catch {
    // A history this version cannot read: dropped below.
  }
  dropHistory(file);
  return undefined;
}
