// @vitest-environment node
// Translations beside the Spanish (contract §3), on a copy of pages/ and
// locales/: statuses, writing one entry, and the abuse cases, through the
// editor's real HTTP dispatch for the origin checks.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorPlugin } from "../../scripts/build/vite-plugin-editor.ts";
import { Refused } from "./guard.ts";
import { openPage, savePage } from "./api.ts";
import { checkTranslation, copySourcesOf, pageTranslations, saveTranslation, siteWaiting } from "./translations.ts";

const project = fileURLToPath(new URL("../..", import.meta.url));
const root = mkdtempSync(join(tmpdir(), "editor-translations-"));
const FILE = "pages/about.json";
const TITLE = "Hacemos que gestionar un restaurante sea más fácil";
const NEW_TITLE = `${TITLE} cada día`;

beforeAll(() => {
  for (const dir of ["pages", "locales"]) cpSync(join(project, dir), join(root, dir), { recursive: true });
  for (const dir of ["schema", "public"]) symlinkSync(join(project, dir), join(root, dir));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const entryOf = async (source: string) => (await pageTranslations(root, FILE)).entries.find((e) => e.source === source);
const refusal = (body: Record<string, unknown>) =>
  saveTranslation(root, body).then(
    () => undefined,
    (e: Refused) => (e instanceof Refused ? e.status : `not refused: ${String(e)}`),
  );

describe("translations of a page", () => {
  it("lists every copy string of the saved page with its label and each language's text, done", async () => {
    const { langs, entries } = await pageTranslations(root, FILE);
    expect(langs).toEqual(["en", "fr", "it"]);
    const title = entries.find((e) => e.pointer === "/sections/0/title");
    expect(title).toMatchObject({
      source: TITLE,
      label: expect.stringMatching(/ › Título$/),
      translations: { en: { text: "We make running a restaurant easier", status: "done" } },
    });
    expect(entries.every((e) => ["en", "fr", "it"].every((l) => e.translations[l].status === "done"))).toBe(true);
  });

  it("after the Spanish changes: stale, offering the earlier translation; writing the new one changes only its catalog entry", async () => {
    const opened = openPage(root, FILE);
    const doc = structuredClone(opened.doc) as { sections: Array<{ title: string }> };
    doc.sections[0].title = NEW_TITLE;
    expect((await savePage(root, FILE, doc, opened.hash)).status).toBe("saved");
    expect((await entryOf(NEW_TITLE))?.translations.en).toEqual({
      text: "",
      status: "stale",
      previous: "We make running a restaurant easier",
    });

    const before = readFileSync(join(root, "locales/en/content.po"), "utf8");
    expect(
      await saveTranslation(root, {
        file: FILE,
        lang: "en",
        source: NEW_TITLE,
        text: "We make running a restaurant easier every day",
      }),
    ).toEqual({ status: "saved" });
    const after = readFileSync(join(root, "locales/en/content.po"), "utf8");
    const changed = after.split("\n").filter((line, i) => line !== before.split("\n")[i]);
    expect(changed).toEqual(['msgstr "We make running a restaurant easier every day"']);
    expect((await entryOf(NEW_TITLE))?.translations).toMatchObject({
      en: { status: "done", text: "We make running a restaurant easier every day" },
      fr: { status: "stale" },
    });
  });

  it("pending when the field never had a translation (a new section)", async () => {
    const opened = openPage(root, "pages/careers.json");
    const doc = structuredClone(opened.doc) as { sections: Array<Record<string, unknown>> };
    doc.sections.push({
      type: "ctaBanner",
      id: "nueva",
      title: "Una línea que nunca existió",
      actions: [{ label: "Empieza gratis", href: "/register" }],
    });
    expect(await savePage(root, "pages/careers.json", doc, opened.hash)).toMatchObject({ status: "saved" });
    const { entries } = await pageTranslations(root, "pages/careers.json");
    expect(entries.find((e) => e.source === "Una línea que nunca existió")?.translations.fr).toEqual({
      text: "",
      status: "pending",
    });
  });

  it("keeps quotes and line breaks of a translation, and an empty text makes it pending again", async () => {
    const text = 'Say "easier"\nnow';
    await saveTranslation(root, { file: FILE, lang: "it", source: "más fácil", text });
    expect((await entryOf("más fácil"))?.translations.it).toEqual({ text, status: "done" });
    await saveTranslation(root, { file: FILE, lang: "it", source: "más fácil", text: "" });
    expect((await entryOf("más fácil"))?.translations.it.status).toBe("pending");
  });
});

describe("abuse of the translations endpoint", () => {
  it("refuses files outside pages/, unknown languages, sources that are not copy of the file, and dropped placeholders", async () => {
    const before = readFileSync(join(root, "locales/en/content.po"), "utf8");
    const ok = { file: FILE, lang: "en", source: "más fácil", text: "easier" };
    expect(await refusal({ ...ok, file: "../package.json" })).toBe(400);
    expect(await refusal({ ...ok, file: "pages/../locales/en/content.po" })).toBe(400);
    expect(await refusal({ ...ok, file: "pages/_site.json" })).toBe(400);
    expect(await refusal({ ...ok, file: "/etc/passwd" })).toBe(400);
    expect(await refusal({ ...ok, file: "pages/no-existe.json" })).toBe(404);
    for (const lang of ["de", "es", "__proto__", "../en", 1]) expect(await refusal({ ...ok, lang })).toBe(400);
    // Copy of another page, or not copy at all (an id, a path).
    expect(await refusal({ ...ok, source: "Más reservas, menos no-shows y cero estrés" })).toBe(400);
    expect(await refusal({ ...ok, source: "inicio" })).toBe(400);
    expect(await refusal({ ...ok, text: 7 })).toBe(400);
    expect(await refusal({ ...ok, text: "x".repeat(5001) })).toBe(400);
    expect(await refusal(null as unknown as Record<string, unknown>)).toBe(400);
    const withProduct = (await pageTranslations(root, FILE)).entries.find((e) => e.source.includes("{product}"));
    expect(withProduct).toBeDefined();
    expect(await refusal({ ...ok, source: withProduct?.source, text: "Without the name" })).toBe(400);
    expect(readFileSync(join(root, "locales/en/content.po"), "utf8")).toBe(before);
  });

  describe("over HTTP, through the editor's dispatch", () => {
    let server: Server;
    let base = "";
    beforeAll(async () => {
      let handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => void = () => {};
      const plugin = editorPlugin(root);
      const fake = {
        middlewares: { use: (fn: typeof handle) => (handle = fn) },
        watcher: { on: () => {} },
        moduleGraph: { getModuleById: () => undefined },
      };
      (plugin.configureServer as (s: unknown) => void)(fake);
      server = createServer((req, res) => handle(req, res, () => res.writeHead(404).end()));
      await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => server.close());

    const post = (headers: Record<string, string>) =>
      fetch(`${base}/__edit/api/translations`, {
        method: "POST",
        headers,
        body: JSON.stringify({ file: FILE, lang: "en", source: "más fácil", text: "simpler" }),
      });

    it("refuses a cross-origin POST, one without Origin, and a form post; the editor's own page may write", async () => {
      const host = new URL(base).host;
      expect((await post({ Origin: "http://evil.example", "Content-Type": "application/json" })).status).toBe(403);
      expect((await post({ Origin: "http://localhost:1", "Content-Type": "application/json" })).status).toBe(403);
      expect((await post({ "Content-Type": "application/json" })).status).toBe(403);
      expect((await post({ Origin: `http://${host}`, "Content-Type": "text/plain" })).status).toBe(415);
      expect(
        (await post({ Origin: `http://${host}`, "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" }))
          .status,
      ).toBe(403);
      expect(readFileSync(join(root, "locales/en/content.po"), "utf8")).toContain('msgid "más fácil"\nmsgstr "easier"');
      const own = await post({
        Origin: `http://${host}`,
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
      });
      expect([own.status, await own.json()]).toEqual([200, { status: "saved" }]);
      expect(readFileSync(join(root, "locales/en/content.po"), "utf8")).toContain(
        'msgid "más fácil"\nmsgstr "simpler"',
      );
    });

    it("answers a refused translation with a Spanish sentence", async () => {
      const host = new URL(base).host;
      const response = await fetch(`${base}/__edit/api/translations`, {
        method: "POST",
        headers: { Origin: `http://${host}`, "Content-Type": "application/json" },
        body: JSON.stringify({ file: FILE, lang: "de", source: "más fácil", text: "leichter" }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "No se traduce a «de»: los idiomas son en, fr, it." });
    });
  });
});

describe("a shared section's text (pages/_data/sections/)", () => {
  const SHARED = "Un aviso que comparten dos páginas";
  const place = (file: string) => {
    const doc = JSON.parse(readFileSync(join(root, file), "utf8")) as { sections: unknown[] };
    doc.sections.push({ type: "shared", ref: "aviso" });
    writeFileSync(join(root, file), JSON.stringify(doc, null, 2));
  };
  beforeAll(() => {
    mkdirSync(join(root, "pages/_data/sections"), { recursive: true });
    writeFileSync(
      join(root, "pages/_data/sections/aviso.json"),
      JSON.stringify({
        type: "ctaBanner",
        id: "aviso",
        title: SHARED,
        actions: [{ label: "Empieza gratis", href: "/register" }],
      }),
    );
    place("pages/careers.json");
    place("pages/contact.json");
  });

  it("is waiting once in «Traducciones pendientes», as its own entry that opens a page placing it", async () => {
    const waiting = (await siteWaiting(root)).fr!.filter((w) => w.source === SHARED);
    expect(waiting).toEqual([
      expect.objectContaining({
        file: "pages/_data/sections/aviso.json",
        page: "pages/careers.json",
        title: "Sección compartida: aviso",
        label: expect.stringMatching(/^Sección compartida: aviso › .* › Título$/),
      }),
    ]);
  });

  it("is offered in the translation panel of each page that places it, and accepted from there", async () => {
    for (const file of ["pages/careers.json", "pages/contact.json"]) {
      const entry = (await pageTranslations(root, file)).entries.find((e) => e.source === SHARED);
      expect(entry?.label).toMatch(/^Sección compartida: aviso › /);
      expect(entry?.translations.fr).toEqual({ text: "", status: "pending" });
      expect(checkTranslation(root, { file, lang: "fr", source: SHARED, text: "Un avis partagé" }).source).toBe(SHARED);
    }
    // A page's publish carries the drafted translations of what it shows, the shared section's text included.
    expect(copySourcesOf(root, JSON.parse(readFileSync(join(root, "pages/careers.json"), "utf8")))).toContain(SHARED);
  });

  it("translated once, it is done on every page and no longer waiting", async () => {
    expect(
      await saveTranslation(root, { file: "pages/careers.json", lang: "fr", source: SHARED, text: "Un avis partagé" }),
    ).toEqual({
      status: "saved",
    });
    expect((await siteWaiting(root)).fr!.some((w) => w.source === SHARED)).toBe(false);
    const entry = (await pageTranslations(root, "pages/contact.json")).entries.find((e) => e.source === SHARED);
    expect(entry?.translations.fr).toEqual({ text: "Un avis partagé", status: "done" });
  });
});
