import { z } from "zod";

/** A page's file as the editor sends it (pages/…json); pageFilePath (lib/editor/guard.ts) says what is wrong with it. */
export const pageFile = z.string({ error: "No se indicó ninguna página." }).default("");
