// The one shape of a refusal from the server's API and admin API:
// `{ "error": … }` with the status (and extra fields where a client needs
// them, such as retryAfter). Visitors' endpoints (/api) answer a code the
// site's script maps to its own words; /admin answers a Spanish sentence.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export const refuse = (c: Context, status: ContentfulStatusCode, error: string, extra: Record<string, unknown> = {}) =>
  c.json({ error, ...extra }, status);
