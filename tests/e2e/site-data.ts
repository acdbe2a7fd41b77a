// The site's shared values as the tests read them (pages/_site.json), for what /admin shows filled in where
// the copy says «{product}» (src/editor/site-text.ts).
import { readFileSync } from "node:fs";

/** The product's name. */
export const PRODUCT = (JSON.parse(readFileSync("pages/_site.json", "utf8")) as { brand: { name: string } }).brand.name;
