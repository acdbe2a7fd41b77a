// Build step: fails when a visitor's file refers to the editor (scripts/build/editor-leak.ts).
import { resolve } from "node:path";
import { editorLeaks } from "./build/editor-leak.ts";

const dist = resolve(process.env.SITE_DIST ?? "dist");
const leaks = editorLeaks(dist);
if (leaks.length > 0) {
  console.error(`The visitors' build refers to the editor:\n${leaks.join("\n")}`);
  process.exit(1);
}
console.log("editor-leak: no visitor's file refers to the editor");
