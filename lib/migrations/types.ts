// A page document as migrations see it: plain JSON, any version.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Doc = { [key: string]: Json };

export interface Migration {
  /** The version this migration reads (0: a document without a `version` field)… */
  from: number;
  /** …and the version it writes: always from + 1. */
  to: number;
  /** One line for the changelog and `npm run migrate`: what changes and why. */
  why: string;
  /** Keys this step renames (old → new), so validate can name the new key when someone writes the old one. */
  renamed?: Record<string, string>;
  /** Pure: returns a new document, never touches its argument. */
  migrate(doc: Doc): Doc;
}
