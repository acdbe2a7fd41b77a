/** User agents of search engines, link previews and audit tools: never redirected by the head scripts, never in A/B tests. */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|lighthouse|pagespeed|facebookexternalhit|embedly|preview/i;
