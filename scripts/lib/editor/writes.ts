// Files the editor has just written, with their text: the pages plugin
// tells browsers a page changed by a full reload, which would also reload the
// editor mid-work. For a file whose content is exactly what the editor wrote,
// it sends an event instead (site tabs reload on it; the editor does not).
import { readFileSync } from "node:fs";

const written = new Map<string, string>();

export function markEditorWrite(fullPath: string, text: string): void {
  written.set(fullPath, text);
}

export function isEditorWrite(fullPath: string): boolean {
  const text = written.get(fullPath);
  if (text === undefined) return false;
  try {
    return readFileSync(fullPath, "utf8") === text;
  } catch {
    return false;
  }
}

export const PAGES_CHANGED_EVENT = "site-pages:changed";
