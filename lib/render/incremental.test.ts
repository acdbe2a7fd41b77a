// @vitest-environment node
// Issue 32: a publish renders only what its change touches, and the tree it
// serves is byte-identical to a full render of the same content. 20 random
// publishes (copy edits, a new page, a removed page, a _site.json change, a
// translation, an image added and removed, a section's device or schedule, new A/B weights) on a copy of the
// project's content, each rendered incrementally from the previous release and
// in full from the client build, then diffed file by file. A publish also
// localizes only the documents it renders: the others keep their hashes.
//
// The renderer is the built one (dist-ssr/ of `npm run build`, which `npm test`
// runs first). The client build (dist/assets) does not depend on the content:
// a full `npm run build` of the same commit is the client build plus this full render.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prerender, STATE_FILE } from "./prerender.ts";
import { linkTree } from "./publish-render.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = resolve(ROOT, process.env.SITE_DIST ?? "dist");
const SSR = resolve(ROOT, process.env.SITE_SSR ?? "dist-ssr");

function files(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), base) : [relative(base, join(dir, e.name)).split(sep).join("/")],
  );
}

/** Every file that differs, is missing or is extra in `actual`. */
function differences(expected: string, actual: string): string[] {
  const a = new Set(files(expected));
  const b = new Set(files(actual));
  const out: string[] = [];
  for (const file of a) if (!b.has(file)) out.push(`missing ${file}`);
  for (const file of b) if (!a.has(file)) out.push(`extra ${file}`);
  for (const file of a)
    if (b.has(file) && !readFileSync(join(expected, file)).equals(readFileSync(join(actual, file))))
      out.push(`differs ${file}`);
  return out.sort();
}

/** A small seeded generator: the same publishes on every run, so a failure is reproducible. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

interface State {
  publicFiles: string[];
  routes: Record<string, { files: string[]; below?: string }>;
}

/** The project's content at HEAD in `work`/content, and the client build alone (dist/ without what the render and public/ put there) in `work`/client. */
function prepare(work: string) {
  const content = join(work, "content");
  mkdirSync(content);
  execFileSync("sh", ["-c", `git archive HEAD pages schema locales public src/sections | tar -x -C "${content}"`], {
    cwd: ROOT,
  });
  const client = join(work, "client");
  linkTree(DIST, client);
  const state = JSON.parse(readFileSync(join(DIST, STATE_FILE), "utf8")) as State;
  for (const file of [
    ...state.publicFiles,
    ...Object.values(state.routes).flatMap((r) => [...r.files, ...(r.below ? [r.below] : [])]),
    "sitemap.xml",
    "_headers",
    "robots.txt",
    STATE_FILE,
  ])
    rmSync(join(client, file), { force: true });
  return { content, client };
}

// Both suites set React's production build, as the publish's renderer runs it; NODE_ENV is restored when
// each ends (the React loaded meanwhile stays production's in this module graph: vitest.config.ts isolates
// this file).
const nodeEnv = process.env.NODE_ENV;

/**
 * A suite's work folder, made before its tests and removed after them, with React's production build
 * (NODE_ENV=production) set meanwhile, as the publish's renderer runs it.
 */
function productionWorkFolder(prefix: string) {
  let work = "";
  beforeAll(() => {
    process.env.NODE_ENV = "production";
    work = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    process.env.NODE_ENV = nodeEnv;
    rmSync(work, { recursive: true, force: true });
  });
  return () => work;
}

const built = existsSync(join(SSR, "entry-server.js")) && existsSync(join(DIST, STATE_FILE));

describe.runIf(built)("incremental publish", () => {
  const work = productionWorkFolder("incremental-");
  let content: string;
  let client: string;
  beforeAll(() => {
    ({ content, client } = prepare(work()));
  });

  it("20 random publishes: each renders only what changed, and the tree equals a full render", {
    timeout: 600_000,
  }, async () => {
    const next = random(32);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const json = (file: string) => JSON.parse(readFileSync(join(content, file), "utf8")) as Record<string, unknown>;
    const save = (file: string, value: unknown) =>
      writeFileSync(join(content, file), `${JSON.stringify(value, null, 2)}\n`);
    const pages = [
      "pages/about.json",
      "pages/blog.json",
      "pages/careers.json",
      "pages/contact.json",
      "pages/home.json",
      "pages/register.json",
      "pages/success-stories.json",
    ];
    const added: string[] = [];
    const images: string[] = [];
    let translated = "-3 h of admin a week";

    const edits: Record<string, (n: number) => string> = {
      copy: (n) => {
        const file = pick(pages);
        const doc = json(file) as { meta: { description: string } };
        doc.meta.description = `${doc.meta.description.slice(0, 120)} ${n}`;
        save(file, doc);
        return `copy ${file}`;
      },
      newPage: (n) => {
        const doc = json("pages/about.json") as { path: string };
        doc.path = `/prueba-${n}`;
        save(`pages/prueba-${n}.json`, doc);
        added.push(`pages/prueba-${n}.json`);
        return `new page /prueba-${n}`;
      },
      removePage: (n) => {
        const file = added.shift();
        if (!file) return edits.newPage!(n);
        rmSync(join(content, file));
        return `removed ${file}`;
      },
      site: (n) => {
        const site = json("pages/_site.json") as { promo: { text: string } };
        site.promo.text = `ahorra ${n}% por 3 meses`;
        save("pages/_site.json", site);
        return "_site.json promo";
      },
      translation: (n) => {
        const file = join(content, "locales/en/content.po");
        const po = readFileSync(file, "utf8");
        const now = `-3 h of admin a week (${n})`;
        expect(po).toContain(`msgstr "${translated}"`);
        writeFileSync(file, po.replace(`msgstr "${translated}"`, `msgstr "${now}"`));
        translated = now;
        return "translation en";
      },
      image: (n) => {
        if (images.length > 0 && next() < 0.4) {
          rmSync(join(content, images.shift()!));
          return "image removed";
        }
        mkdirSync(join(content, "public/img/uploads"), { recursive: true });
        const file = `public/img/uploads/prueba-${n}.png`;
        writeFileSync(join(content, file), Buffer.from(`not really a png ${n}`));
        images.push(file);
        return "image added";
      },
      // Issue 43: a section shown on one kind of device, or in a window of time.
      whereAndWhen: (n) => {
        const file = pick(pages);
        const doc = json(file) as { sections: Array<Record<string, unknown>> };
        const section = doc.sections[n % doc.sections.length]!;
        if (n % 2) section.visibleOn = n % 4 === 1 ? "phone" : "desktop";
        else section.schedule = { from: "2026-11-27T00:00", until: `2026-11-30T23:${String(n).padStart(2, "0")}` };
        save(file, doc);
        return `visibleOn or schedule ${file}`;
      },
      weights: (n) => {
        const doc = json("pages/agendar-demo.json") as { experiment: { weights: Record<string, number> } };
        const control = 10 + (n % 9) * 10;
        doc.experiment.weights = { control, b: 100 - control };
        save("pages/agendar-demo.json", doc);
        return `weights ${control}/${100 - control}`;
      },
    };

    let release = join(work(), "release-0");
    linkTree(client, release);
    const first = await prerender({ ssrDir: SSR, contentRoot: content, out: release, syncPublic: true });
    expect(first.rendered).toBe(first.routes);
    // Every kind at least twice, then at random.
    const kinds = [...Object.keys(edits), ...Object.keys(edits)];
    for (let n = 1; n <= 20; n++) {
      const kind = kinds.shift() ?? pick(Object.keys(edits));
      const what = edits[kind]!(n);
      const incremental = join(work(), `release-${n}`);
      linkTree(release, incremental);
      const summary = await prerender({
        ssrDir: SSR,
        contentRoot: content,
        out: incremental,
        incremental: true,
        syncPublic: true,
      });
      const full = join(work(), `full-${n}`);
      linkTree(client, full);
      await prerender({ ssrDir: SSR, contentRoot: content, out: full, syncPublic: true });
      expect(differences(full, incremental), `publish ${n} (${what})`).toEqual([]);
      // A copy edit renders its page in the four languages, nothing else.
      if (kind === "copy") expect(summary.rendered, what).toBe(4);
      if (kind === "image") expect(summary.rendered, what).toBe(0);
      // And localizes only what it renders (that page and the site document, in each language), not the site.
      if (kind === "copy") expect(summary.localized, what).toBe(8);
      if (kind === "image") expect(summary.localized, what).toBe(0);
      rmSync(full, { recursive: true, force: true });
      rmSync(release, { recursive: true, force: true });
      release = incremental;
    }
  });
});

// Issue 43: a shared section (pages/_data/sections/) placed on two pages. A publish that changes only its file
// renders again exactly the routes of those two pages, in each language, and the tree equals a full render.
describe.runIf(built)("a shared section's publish", () => {
  const work = productionWorkFolder("incremental-shared-");

  it("renders again the pages that place it and nothing else, byte-identical to a full render", {
    timeout: 600_000,
  }, async () => {
    const { content, client } = prepare(work());
    const save = (file: string, value: unknown) =>
      writeFileSync(join(content, file), `${JSON.stringify(value, null, 2)}\n`);
    const banner = {
      type: "ctaBanner",
      id: "oferta",
      title: "Tres meses al 50 % para los cien primeros",
      actions: [{ label: "Empezar Gratis", href: "@appRegister" }],
    };
    mkdirSync(join(content, "pages/_data/sections"), { recursive: true });
    save("pages/_data/sections/oferta.json", banner);
    for (const file of ["pages/about.json", "pages/blog.json"]) {
      const doc = JSON.parse(readFileSync(join(content, file), "utf8")) as { sections: unknown[] };
      doc.sections.push({ type: "shared", ref: "oferta" });
      save(file, doc);
    }
    const release = join(work(), "release-0");
    linkTree(client, release);
    await prerender({ ssrDir: SSR, contentRoot: content, out: release, syncPublic: true });
    expect(readFileSync(join(release, "blog/index.html"), "utf8")).toContain(banner.title);

    save("pages/_data/sections/oferta.json", { ...banner, title: "Cuatro meses al 50 % para los cien primeros" });
    const incremental = join(work(), "release-1");
    linkTree(release, incremental);
    const summary = await prerender({
      ssrDir: SSR,
      contentRoot: content,
      out: incremental,
      incremental: true,
      syncPublic: true,
    });
    const full = join(work(), "full-1");
    linkTree(client, full);
    await prerender({ ssrDir: SSR, contentRoot: content, out: full, syncPublic: true });
    expect(differences(full, incremental)).toEqual([]);

    // The two pages in the four languages, and only their files changed.
    const routes = Object.keys(JSON.parse(readFileSync(join(incremental, STATE_FILE), "utf8")).routes as object);
    const users = routes.filter((path) => /^(\/(en|fr|it))?\/(about|blog)$/.test(path)).sort();
    expect(users).toHaveLength(8);
    expect(summary.rendered).toBe(8);
    const state = JSON.parse(readFileSync(join(incremental, STATE_FILE), "utf8")) as State;
    expect(differences(release, incremental).filter((line) => line !== `differs ${STATE_FILE}`)).toEqual(
      users.flatMap((path) => state.routes[path]!.files.map((file) => `differs ${file}`)).sort(),
    );
    for (const page of ["about/index.html", "blog/index.html", "en/blog/index.html"])
      expect(readFileSync(join(incremental, page), "utf8")).toContain("Cuatro meses al 50 %");
  });
});
