// How much a problem of the editor stops (issue 35's publish gate): a schema
// problem (no severity) stops a save and a publish, a gate finding "block"
// stops a publish only (a draft may keep it), "warn" stops nothing. Shared by
// the server (lib/editor, server/publish) and the editor's screen.

export type Severity = "block" | "warn";

export const stopsSave = (p: { severity?: Severity }) => p.severity === undefined;
export const stopsPublish = (p: { severity?: Severity }) => p.severity !== "warn";

/** The three groups the editor lists, in this order. */
export type ProblemGroup = "save" | "publish" | "warn";
export const groupOf = (p: { severity?: Severity }): ProblemGroup =>
  p.severity === undefined ? "save" : p.severity === "block" ? "publish" : "warn";
