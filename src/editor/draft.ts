// Unsaved work survives a browser reload: the document being edited is kept
// in localStorage with the hash of the file it started from.
export interface Draft {
  doc: Record<string, unknown>;
  hash: string | null;
}

const key = (file: string) => `page-editor:draft:${file}`;

export function loadDraft(file: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(key(file));
    return raw ? (JSON.parse(raw) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(file: string, draft: Draft): void {
  try {
    localStorage.setItem(key(file), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the work stays in the page until saved.
  }
}

export function clearDraft(file: string): void {
  try {
    localStorage.removeItem(key(file));
  } catch {
    // Nothing to clear.
  }
}
