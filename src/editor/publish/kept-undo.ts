// «Deshacer» after a publish survives a reload and the next day's visit, as
// the draft's undo does (../kept-history.ts): the offer, the page's version
// before the publish and the one published, is kept in localStorage per page,
// and offered again only while that publish is still the page's live version
// (the newest of its history). Once the page is published or restored again,
// by anyone, undoing would throw that away: the offer is dropped. Storage full
// or blocked never stops the editor: the offer then lasts until the tab closes.

/** A publish that may be undone: restore `previous`, with `published` as the version seen. */
export interface Undoable {
  file: string;
  previous: string;
  published: string;
}

const key = (file: string) => `page-editor:undo-publish:${file}`;

export function keepUndoable(offer: Undoable): void {
  try {
    localStorage.setItem(key(offer.file), JSON.stringify(offer));
  } catch {
    // Full or blocked: an older offer must not come back in its place.
    dropUndoable(offer.file);
  }
}

export function dropUndoable(file: string): void {
  try {
    localStorage.removeItem(key(file));
  } catch {
    // Nothing to drop.
  }
}

function loadUndoable(file: string): Undoable | undefined {
  try {
    const raw = localStorage.getItem(key(file));
    const offer = raw ? (JSON.parse(raw) as Partial<Undoable>) : undefined;
    return offer?.file === file && typeof offer.previous === "string" && typeof offer.published === "string"
      ? (offer as Undoable)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The kept offer for `file` when `live` (its newest published version) is still the one it undoes; otherwise none, and dropped. */
export function undoableNow(file: string, live: string | undefined): Undoable | undefined {
  const offer = loadUndoable(file);
  if (offer && live !== undefined && offer.published === live) return offer;
  if (offer) dropUndoable(file);
  return undefined;
}
