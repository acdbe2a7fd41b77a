// A JSON value as parsed from a page document: the type the editor's
// document mapping and the formatting-preserving writer share.
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
