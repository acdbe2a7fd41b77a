// The page data the prerender writes into a page (#__page_data), for its
// islands to hydrate from: only what they read. A static section's content
// is already in the HTML and nothing in the browser renders it again, and a
// shared collection no island reads is dead weight (home carried the feature
// catalogue twice: 47.5 KB of JSON, of which the islands use about half).
import type { PageData } from "./PageProviders";
import type { Collections, Section } from "./types";

/** `collections` as seen by a render, noting the name of every collection it reads. */
export function trackReads(collections: Collections): { collections: Collections; read: Set<string> } {
  const read = new Set<string>();
  const proxy = new Proxy(collections, {
    get(target, key, receiver) {
      if (typeof key === "string" && Object.hasOwn(target, key)) read.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
  return { collections: proxy, read };
}

/** Every `id` in a section (its own and its items'), nested as found: what an island may look for on the page (an anchor). */
function idsIn(value: unknown, out: Array<{ id: string }> = []): Array<{ id: string }> {
  if (Array.isArray(value))
    value.forEach((v) => {
      idsIn(v, out);
    });
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "id" && typeof v === "string") out.push({ id: v });
      else idsIn(v, out);
    }
  }
  return out;
}

/**
 * A static section in the data: its type and the ids in it. Islands look
 * sections up by their index, so the list keeps its length; and one that
 * checks whether the page has an anchor (the cube's 'Agendar demo ahora')
 * finds the same ids as in the prerender.
 */
export function staticStub(section: Section): Section {
  const ids = idsIn(section);
  // Only an island reads its section's content; a stub is never rendered.
  return {
    type: section.type,
    ...(section.id ? { id: section.id } : {}),
    ...(ids.length ? { ids } : {}),
  } as unknown as Section;
}

const pick = (collections: Collections, names: ReadonlySet<string>): Collections =>
  Object.fromEntries(Object.entries(collections).filter(([name]) => names.has(name)));

/** The data the islands of a page need: static sections as stubs, only the collections the islands read. */
export function islandPageData(
  data: PageData,
  isIsland: (section: Section) => boolean,
  read: { site: ReadonlySet<string>; page: ReadonlySet<string> },
): PageData {
  const { site, page } = data;
  return {
    site: { ...site, data: pick(site.data, read.site) },
    page: {
      ...page,
      data: pick(page.data, read.page),
      doc: {
        ...page.doc,
        sections: page.doc.sections.map((section) => (isIsland(section) ? section : staticStub(section))),
      },
    },
  };
}
