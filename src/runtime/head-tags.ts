// The head of a page as data: prerender writes it as HTML, the client applies
// it after each navigation. One function, so both always agree.
import type { PageMeta } from "../generated/schema";

export interface HeadInput {
  meta: PageMeta;
  origin: string;
  /** Path of the page as served (language prefix included). */
  path: string;
  /** Canonical path when it differs (A/B variants point at the base). */
  canonicalPath?: string;
  siteName: string;
  /** The site's share image (pages/_site.json `ogImage`), for pages whose meta names none. */
  defaultImage: string;
  lang: string;
  /** Other languages' paths of this page, by language code. */
  alternates?: Record<string, string>;
  defaultLang?: string;
}

export interface HeadTag {
  tag: "meta" | "link";
  attrs: Record<string, string>;
}

export interface Head {
  title: string;
  tags: HeadTag[];
}

const OG_LOCALE: Record<string, string> = { es: "es_ES", en: "en_GB", fr: "fr_FR", it: "it_IT" };

export function headFor(input: HeadInput): Head {
  const { meta, origin } = input;
  const url = `${origin}${input.canonicalPath ?? input.path}`;
  const image = `${origin}${meta.ogImage ?? input.defaultImage}`;
  const tags: HeadTag[] = [
    { tag: "meta", attrs: { name: "description", content: meta.description } },
    { tag: "meta", attrs: { name: "robots", content: meta.robots ?? "index,follow" } },
    { tag: "link", attrs: { rel: "canonical", href: url } },
    { tag: "meta", attrs: { property: "og:type", content: "website" } },
    { tag: "meta", attrs: { property: "og:site_name", content: input.siteName } },
    { tag: "meta", attrs: { property: "og:title", content: meta.title } },
    { tag: "meta", attrs: { property: "og:description", content: meta.description } },
    { tag: "meta", attrs: { property: "og:url", content: url } },
    { tag: "meta", attrs: { property: "og:image", content: image } },
    { tag: "meta", attrs: { property: "og:locale", content: OG_LOCALE[input.lang] ?? "es_ES" } },
    { tag: "meta", attrs: { name: "twitter:card", content: "summary_large_image" } },
    { tag: "meta", attrs: { name: "twitter:title", content: meta.title } },
    { tag: "meta", attrs: { name: "twitter:description", content: meta.description } },
  ];
  if (meta.keywords) tags.push({ tag: "meta", attrs: { name: "keywords", content: meta.keywords } });
  for (const [lang, path] of Object.entries(input.alternates ?? {})) {
    tags.push({ tag: "link", attrs: { rel: "alternate", hreflang: lang, href: `${origin}${path}` } });
  }
  if (input.alternates && input.defaultLang && input.alternates[input.defaultLang]) {
    tags.push({
      tag: "link",
      attrs: { rel: "alternate", hreflang: "x-default", href: `${origin}${input.alternates[input.defaultLang]}` },
    });
  }
  return { title: meta.title, tags };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Marks tags the app owns, so client-side navigation replaces exactly those. */
export const HEAD_MARKER = "data-page-head";

export function headToHtml(head: Head): string {
  const tags = head.tags.map(
    (t) =>
      `<${t.tag} ${HEAD_MARKER}="" ${Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
        .join(" ")}>`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join("\n    ");
}
