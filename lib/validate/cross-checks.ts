// What a schema cannot say: unique routes, links that lead somewhere, anchors
// that exist, unique section ids, references into collections that resolve,
// share images that are in public/, section schedules that can show.
import type { Annotated } from "./walk.ts";
import type { SchemaSet } from "./schema-set.ts";
import type { Content, PageFile, Problem } from "./content.ts";
import { titleOfHighlight } from "./copy-ties.ts";
import { experimentChecks } from "./experiment-checks.ts";
import { imageChecks } from "./image-checks.ts";
import { routeChecks } from "./route-checks.ts";
import { scheduleChecks } from "./schedule-checks.ts";
import { duplicateFeatureProblems } from "../../src/core/plans/features.ts";
import type { PlansCollection } from "../../src/generated/schema.ts";

type AnnotationsFn = (set: SchemaSet, schemaFile: string, value: unknown) => Annotated[];

export const normalizePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** Every concrete route a page document produces (a family gives one per collection item). */
export function expandRoutes(page: PageFile, collections: Content["collections"]): string[] {
  const match = /^(.*)\/:[a-z]+$/.exec(page.doc.path);
  if (!match) return [page.doc.path];
  return Object.keys(collections[page.doc.collection ?? ""] ?? {}).map((slug) => `${match[1]}/${slug}`);
}

const isFamily = (page: PageFile) => /\/:[a-z]+$/.test(page.doc.path);

/** Two documents give the same address (the router would show one, the prerender write both to one file): said on the static one, naming the family. */
function collision(route: string, page: PageFile, other: PageFile): Problem {
  const [own, family] = isFamily(page) && !isFamily(other) ? [other, page] : [page, other];
  if (!isFamily(family))
    return {
      file: own.file,
      pointer: "/path",
      message: `${route} is also the path of ${family.file}; each path (and variant) needs its own document`,
      es: `ya hay otra página en ${route} (${family.file}); elige otra dirección`,
    };
  const slug = route.split("/").pop() ?? "";
  const item = family.doc.collection ? `, item "${slug}" of pages/_data/${family.doc.collection}.json` : "";
  return {
    file: own.file,
    pointer: "/path",
    message: `${route} is also a page of the family ${family.file} (${family.doc.path}${item}); change this path or remove that item`,
    es: `${route} ya es una página generada por ${family.file}; elige otra dirección`,
  };
}

/** A title's highlight (painted in the accent colour) must be part of the title word for word; otherwise the title shows without it. */
function highlightProblems(file: string, notes: Annotated[]): Problem[] {
  // Most documents have no highlight: their copy is not gathered (at 100× the site, ~0.2 s of a cold check).
  if (!notes.some((n) => n.kind === "copy" && titleOfHighlight(n.pointer) !== undefined)) return [];
  const copy = new Map(notes.filter((n) => n.kind === "copy").map((n) => [n.pointer, String(n.value)]));
  return [...copy].flatMap(([pointer, highlight]) => {
    const title = copy.get(titleOfHighlight(pointer) ?? "");
    return title === undefined || title.includes(highlight)
      ? []
      : [
          {
            file,
            pointer,
            message: `highlight "${highlight}" is not part of the title "${title}"`,
            es: `el resaltado «${highlight}» ya no está en el título; escribe aquí las palabras del título que quieres destacar, tal cual`,
          },
        ];
  });
}

export function crossChecks(
  content: Content,
  annotate: AnnotationsFn,
  options: { imageRoots?: string[] } = {},
): Problem[] {
  const problems: Problem[] = [];
  const { pages, collections, schemas, site } = content;

  // Unique path + variant.
  const byRoute = new Map<string, PageFile>();
  for (const page of pages) {
    const id = `${page.doc.path}${page.doc.variant ? ` (variant ${page.doc.variant})` : ""}`;
    const other = byRoute.get(id);
    if (other)
      problems.push({
        file: page.file,
        pointer: "/path",
        message: `${id} is also the path of ${other.file}; each path (and variant) needs its own document`,
        es: `ya hay otra página en ${page.doc.path} (${other.file}); elige otra dirección`,
      });
    else byRoute.set(id, page);
  }
  problems.push(...experimentChecks(pages));
  problems.push(...imageChecks(content, options.imageRoots));
  problems.push(...routeChecks(content));
  problems.push(...scheduleChecks(pages));

  // Anchors per page; duplicates are an error.
  const routes = new Map<string, { page: PageFile; anchors: Set<string> }>();
  // A/B variants are served at their base's path: links into it must find their anchor in every arm.
  const variantAnchors = new Map<string, Array<{ page: PageFile; anchors: Set<string> }>>();
  const ownAnchors = new Map<PageFile, Set<string>>();
  const pageNotes = new Map<PageFile, Annotated[]>();
  // Documents the schema rejected register their routes and anchors too, but
  // report nothing more: their schema errors are the ones to fix first.
  const register = (page: PageFile, checked: boolean) => {
    const notes = annotate(schemas, "page.schema.json", page.doc);
    const anchors = new Set<string>(["main"]);
    const firstAt = new Map<string, string>();
    for (const note of notes.filter((n) => n.kind === "anchor" && !n.pointer.startsWith("/notFound"))) {
      const id = String(note.value);
      if (!firstAt.has(id)) firstAt.set(id, note.pointer);
      else if (checked)
        problems.push({
          file: page.file,
          pointer: note.pointer,
          message: `id "${id}" is already used at ${firstAt.get(id)}; ids are anchors and must be unique on a page`,
          es: `otra parte de esta página ya se llama «${id}»; cada identificador debe ser único en la página`,
        });
      anchors.add(id);
    }
    if (checked) {
      pageNotes.set(page, notes);
      ownAnchors.set(page, anchors);
    }
    if (page.doc.variant) {
      const path = normalizePath(page.doc.path);
      variantAnchors.set(path, [...(variantAnchors.get(path) ?? []), { page, anchors }]);
      return;
    }
    for (const route of expandRoutes(page, collections)) {
      const key = normalizePath(route);
      const other = routes.get(key);
      if (!other) routes.set(key, { page, anchors });
      // The same path twice is reported above; a family member and a static page (or two families) meet only here.
      else if (checked && other.page.doc.path !== page.doc.path) problems.push(collision(key, page, other.page));
    }
  };
  for (const page of pages) register(page, true);
  for (const page of content.unchecked) register(page, false);

  const redirects = ((site?.redirects as Array<{ from: string; to: string }> | undefined) ?? []).map((r) => ({
    from: normalizePath(r.from),
    to: normalizePath(r.to),
  }));
  redirects.forEach((r, i) => {
    if (!routes.has(r.to))
      problems.push({
        file: "pages/_site.json",
        pointer: `/redirects/${i}/to`,
        message: `redirects to ${r.to}, which is not a page`,
        es: `redirige a ${r.to}, que no es una página del sitio`,
      });
    if (routes.has(r.from))
      problems.push({
        file: "pages/_site.json",
        pointer: `/redirects/${i}/from`,
        message: `${r.from} is a page; a redirect would hide it`,
        es: `${r.from} es una página; la redirección la ocultaría`,
      });
  });
  const redirectTo = new Map(redirects.map((r) => [r.from, r.to]));
  // A retired address answers 410: a page or a redirect there would never be reached (a restore takes it off the list).
  ((site?.retired as string[] | undefined) ?? []).forEach((raw, i) => {
    const path = normalizePath(raw);
    if (routes.has(path))
      problems.push({
        file: "pages/_site.json",
        pointer: `/retired/${i}`,
        message: `${path} is retired but a page has that address`,
        es: `${path} está retirada, pero una página tiene esa dirección: restaura la página desde su historial o quítala de «Páginas retiradas»`,
      });
    if (redirectTo.has(path))
      problems.push({
        file: "pages/_site.json",
        pointer: `/retired/${i}`,
        message: `${path} is retired and also redirected`,
        es: `${path} está retirada y además redirige a otra página: elige una de las dos`,
      });
  });

  const checkNotes = (file: string, notes: Annotated[], ownAnchors: Set<string> | undefined) => {
    problems.push(...highlightProblems(file, notes));
    for (const note of notes) {
      if (note.kind === "collection") {
        const items = collections[note.collection ?? ""];
        if (!items)
          problems.push({
            file,
            pointer: note.pointer,
            message: `collection "${note.collection}" does not exist in pages/_data`,
            es: `la colección «${note.collection}» no existe`,
          });
        else if (!(String(note.value) in items))
          problems.push({
            file,
            pointer: note.pointer,
            message: `"${String(note.value)}" is not in pages/_data/${note.collection}.json (has: ${Object.keys(items).join(", ")})`,
            es: `«${String(note.value)}» no existe; elige uno de la lista: ${Object.keys(items).join(", ")}`,
          });
      }
      if (note.kind !== "href") continue;
      const href = String(note.value);
      if (href.startsWith("#")) {
        const anchor = href.slice(1);
        if (!ownAnchors) {
          if (anchor !== "main")
            problems.push({
              file,
              pointer: note.pointer,
              message: `${href} has no page to point at here; write the page too, e.g. /${href}`,
              es: `${href} no indica de qué página; escribe también la página, p. ej. /${href}`,
            });
        } else if (!ownAnchors.has(anchor))
          problems.push({
            file,
            pointer: note.pointer,
            message: `no element with id "${anchor}" on this page`,
            es: `en esta página no hay ninguna parte con el identificador «${anchor}»`,
          });
        continue;
      }
      if (!href.startsWith("/")) continue;
      // The router matches the path alone: a ?query does not change the page.
      const [beforeHash, anchor] = href.split("#");
      const path = normalizePath(beforeHash.split("?")[0]);
      const target = routes.get(redirectTo.get(path) ?? path);
      if (!target) {
        problems.push({
          file,
          pointer: note.pointer,
          message: `links to ${path}, which is not a page`,
          es: `enlaza a ${path}, que no es una página del sitio`,
        });
        continue;
      }
      if (anchor && !target.anchors.has(anchor))
        problems.push({
          file,
          pointer: note.pointer,
          message: `${path} has no element with id "${anchor}" (target: ${target.page.file})`,
          es: `la página ${path} no tiene ninguna parte con el identificador «${anchor}»`,
        });
      else if (anchor) {
        for (const variant of variantAnchors.get(normalizePath(target.page.doc.path)) ?? []) {
          if (!variant.anchors.has(anchor))
            problems.push({
              file,
              pointer: note.pointer,
              message: `${path} has no element with id "${anchor}" in its variant "${String(variant.page.doc.variant)}" (${variant.page.file})`,
              es: `la variante «${String(variant.page.doc.variant)}» de ${path} no tiene ninguna parte con el identificador «${anchor}»`,
            });
        }
      }
    }
  };

  for (const page of pages) {
    const own = ownAnchors.get(page) ?? new Set(["main"]);
    checkNotes(page.file, pageNotes.get(page) ?? [], own);
    if (page.doc.collection && !collections[page.doc.collection])
      problems.push({
        file: page.file,
        pointer: "/collection",
        message: `collection "${page.doc.collection}" does not exist in pages/_data`,
        es: `la colección «${page.doc.collection}» no existe`,
      });
  }
  if (site) checkNotes("pages/_site.json", annotate(schemas, "site.schema.json", site), undefined);
  for (const [name, items] of Object.entries(collections)) {
    checkNotes(`pages/_data/${name}.json`, annotate(schemas, `data/${name}.schema.json`, items), undefined);
  }
  // A card lists a plan's own features after 'Todo lo de {plan}, y además:', so one already included
  // through the plan it builds on, or listed twice, reads as padding.
  if (collections.plans)
    for (const p of duplicateFeatureProblems(collections.plans as PlansCollection))
      problems.push({ file: "pages/_data/plans.json", ...p });
  return problems;
}
