// The site's own links said by what they open, wherever a marketer reads a link (the link field, the
// review's and conflict view's rows): «Enlace a la app de registro», never its keyword «@appRegister».
import { copy } from "./copy";

/** What a link field or a change row shows for a link: a site link by its name, anything else as it is. */
export const linkText = (value: string): string => copy.siteLinks[value] ?? value;

/** What a link field stores for what was typed or picked: the site link a name stands for, or the text itself. */
export function linkValue(text: string): string {
  const named = Object.entries(copy.siteLinks).find(([, label]) => label === text.trim());
  return named ? named[0] : text;
}
