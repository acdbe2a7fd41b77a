// The visitor's language for what the server itself says (rate limits,
// booking caps): the page's language from the Referer's path (/en/…), else
// Accept-Language, else Spanish. Copy lives in visitor-messages.json.
import type { Context } from "hono";
import messages from "./visitor-messages.json" with { type: "json" };

export const LANGUAGES = ["es", "en", "fr", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
const known = (value: string | undefined): Language | undefined => LANGUAGES.find((l) => l === value);

export function visitorLanguage(c: Context): Language {
  const referer = c.req.header("referer");
  if (referer && URL.canParse(referer)) {
    const fromPath = known(new URL(referer).pathname.split("/")[1]);
    if (fromPath) return fromPath;
    if (new URL(referer).origin === new URL(c.req.url).origin) return "es";
  }
  for (const part of (c.req.header("accept-language") ?? "").split(",")) {
    const lang = known(part.split(";")[0]?.trim().slice(0, 2).toLowerCase());
    if (lang) return lang;
  }
  return "es";
}

export function visitorMessage(
  c: Context,
  key: keyof typeof messages,
  vars: Record<string, string | number> = {},
): string {
  return messages[key][visitorLanguage(c)].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in vars ? String(vars[name]) : all,
  );
}
