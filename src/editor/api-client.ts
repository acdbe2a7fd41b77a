// Calls to the editor's endpoints (scripts/build/vite-plugin-editor.ts).
// The answers' shapes are the server's own types (type-only imports: nothing
// of the server reaches the browser), so the two sides cannot drift apart.
import type { EditorProblem } from "../../lib/editor/problems.ts";
import type { PageSummary, RouteInfo, SaveResult as SavedPage } from "../../lib/editor/api.ts";
import type { TranslationEntry, TranslationStatus } from "../../lib/editor/translations.ts";
import type { LibraryEntry, LibraryImage } from "../../lib/editor/images.ts";
import type { LiveChange } from "./LiveChanged";

export type { LibraryEntry, LibraryImage, PageSummary, RouteInfo, TranslationEntry, TranslationStatus };
export type Problem = EditorProblem;
/** A save's answer; creating a variant also names the variant's file. */
export type SaveResult = Omit<SavedPage, "status"> & {
  status: SavedPage["status"] | "draft";
  variantFile?: string;
  /** On the server: the published page changed since the draft started (the page then and now). */
  liveChanged?: LiveChange;
};

/** What "Crear variante A/B" sends (server/publish/editor-routes.ts). */
export interface VariantRequest {
  file: string;
  name: string;
  hash: string;
  weights: Record<string, number>;
  goal?: { kind: "lead" } | { kind: "booking" } | { kind: "form"; form: string };
  sections?: Array<string | undefined>;
  prepared?: boolean;
}

export interface PageTranslations {
  langs: string[];
  entries: TranslationEntry[];
}

/** On the site's server the editor lives under /admin/edit (server/publish/), under `npm run edit` at /__edit. */
export const ON_SERVER = typeof window !== "undefined" && window.location.pathname.startsWith("/admin/edit");
const BASE = ON_SERVER ? "/admin/edit/api/" : "/__edit/api/";

// The server refuses a write without the session's CSRF token (publish-contract.md).
let csrf: Promise<string> | undefined;
const csrfToken = () =>
  (csrf ??= fetch("/admin/api/me", { credentials: "same-origin" })
    .then((r) => r.json() as Promise<{ csrfToken?: string }>)
    .then((me) => me.csrfToken ?? ""));

/** A refusal of the server (bad input, an existing page…): `message` is its Spanish sentence, to show as it is. */
export class ApiError extends Error {
  /** The refusal's whole answer: some carry more than the sentence (a retired page to restore: RestoreRetired.tsx). */
  readonly body: Record<string, unknown>;

  constructor(message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.body = body;
  }
}

/**
 * A save's conflict (409) and invalid document (422) are answers with a
 * result; any answer with `error` is a refusal (editor-contract.md), even
 * under 409: "/about" already existing must not read as a created page.
 */
export async function call<T>(name: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (ON_SERVER && body !== undefined) headers["X-CSRF-Token"] = await csrfToken();
  const response = await fetch(
    BASE + name,
    body === undefined ? {} : { method: "POST", headers, body: JSON.stringify(body) },
  );
  const value = (await response.json().catch(() => ({}))) as T & { error?: unknown };
  if (typeof value.error === "string") throw new ApiError(value.error, value);
  if (!response.ok && response.status !== 409 && response.status !== 422)
    throw new ApiError("El servidor no ha podido hacerlo: vuelve a intentarlo en un momento.");
  return value;
}

/** The raw bytes of a file: the server checks what they are, so no name or type is sent. */
async function upload(file: Blob): Promise<LibraryImage> {
  const headers: Record<string, string> = { "Content-Type": "application/octet-stream" };
  if (ON_SERVER) headers["X-CSRF-Token"] = await csrfToken();
  const response = await fetch(`${BASE}image`, { method: "POST", headers, body: file });
  const value = (await response.json().catch(() => ({}))) as LibraryImage & { error?: unknown };
  if (typeof value.error === "string") throw new ApiError(value.error);
  if (!response.ok) throw new ApiError("El servidor no ha podido hacerlo: vuelve a intentarlo en un momento.");
  return value;
}

export const api = {
  /** On the site's server, everyone's drafts too (a new page's or variant's file is only there until published). */
  pages: () =>
    call<{ pages: PageSummary[]; routes: RouteInfo[]; problems: Problem[]; drafts?: Array<{ file: string }> }>("pages"),
  open: (file: string) =>
    call<{ file: string; text: string; hash: string; doc: Record<string, unknown>; liveChanged?: LiveChange }>(
      `page?file=${encodeURIComponent(file)}`,
    ),
  check: (file: string, doc: unknown) =>
    call<{ problems: Problem[]; others: number }>("check", { docs: { [file]: doc } }),
  save: (file: string, doc: unknown, hash: string | null) => call<SaveResult>("save", { file, doc, hash }),
  /** A template's id (lib/editor/page-templates.ts), or none for the starter page. */
  newPage: (path: string, title: string, template?: string) =>
    call<{ file: string }>("new-page", { path, title, ...(template ? { template } : {}) }),
  /** The templates «Nueva página» offers: built in, then the team's. */
  templates: () => call<{ templates: Array<{ id: string; label: string; saved: boolean }> }>("templates"),
  translations: (file: string) => call<PageTranslations>(`translations?file=${encodeURIComponent(file)}`),
  translate: (file: string, lang: string, source: string, text: string) =>
    call<{ status: "saved" }>("translations", { file, lang, source, text }),
  /** "Iniciar prueba": on the server a publish of the variant and the test (publisher); under npm run edit, the files. */
  variant: (body: VariantRequest) => call<SaveResult>("variant", body),
  /** "Guardar como borrador": the variant as the person's draft, no test started (server only). */
  variantDraft: (body: VariantRequest) => call<SaveResult>("variant-draft", body),
  images: () => call<LibraryEntry[]>("images"),
  deleteImage: (src: string) => call<{ status: "deleted" }>("image-delete", { src }),
  upload,
};
