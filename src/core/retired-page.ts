// A retired page as both sides of the editor's API see it (server/publish/pages-routes.ts answers it,
// src/editor/pages/ shows it): one shape, written once.

/** A page a commit deleted that is not back (GET /retired, and "Nueva página" at its address). */
export interface RetiredPage {
  file: string;
  path: string;
  title: string;
  retiredBy: string;
  retiredAt: string;
  /** The retiring commit's subject. */
  message: string;
  /** Its commit's parent: the last version that had the page ("Restaurar" publishes it). */
  restoreFrom: string;
  /**
   * The published version this entry was read from: «Restaurar» sends it as `seen`, so a change published
   * at this page since (restored by someone else, then edited) is kept or the restore refused, never undone.
   */
  seen: string;
  /** What its address does now: 410, a redirect, or nothing (a 404, free for another page). */
  now: "gone" | { redirect: string } | "missing";
}
