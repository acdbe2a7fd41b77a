// Authored copy as a visitor reads it: {product}, {email}, {phone} and {year}
// filled with the site's values (pages/_site.json). Every place of /admin that
// shows a marketer a text of the site (the page list, the review's changes, the
// history, the translation screens, the problems) shows it through this one
// function, so «{product}» is never read where «Reservo» is meant.
import editorData from "virtual:editor";
import { fillPlaceholders } from "../core/placeholders";

export const siteText = (text: string): string => fillPlaceholders(text, editorData.placeholders ?? {});
