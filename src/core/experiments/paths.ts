// Where a variant's prerendered file lives: under its base page, in a
// segment no page path can have ('_' is not allowed in page paths), so the
// language prefix composes: /agendar-demo/_variant/b, /en/agendar-demo/_variant/b,
// /_variant/b for the home page. The address bar never keeps it: the head
// script puts the base URL back before the app starts.
export const VARIANT_SEGMENT = "_variant";

export const variantPath = (servedBasePath: string, name: string): string =>
  `${servedBasePath === "/" ? "" : servedBasePath}/${VARIANT_SEGMENT}/${name}`;
