// The names the A/B code shares with the browser's storage and address bar,
// in a module of their own: the exposure beacon (loaded on every page)
// needs them without the assignment code (chooseArm) coming along.

/** localStorage key of the visitor's random id, shared by every experiment. */
export const VISITOR_STORAGE_KEY = "ab-visitor";
/** The query parameter that forces an arm. */
export const VARIANT_PARAM = "variant";
/** localStorage key of an arm forced with `?variant=`, per experiment. */
export const forcedKey = (experimentId: string) => `ab-force:${experimentId}`;
