// The preview's section components are lazy (src/sections/registry.ts): each
// starts downloading when the preview first renders it, after Puck has
// mounted, and the page showed section by section. The editor asks for the
// opened document's section modules as soon as it knows them, while Puck
// mounts: the registry's own import() then finds them loaded.
// Tests are left out: a glob that matched them put their helpers (jsdom renders,
// node:fs schema loaders) into the admin bundle.
const modules = import.meta.glob(["../sections/*/*.tsx", "!../sections/*/*.test.tsx"]);

/** src/sections/<type>/<Type>.tsx, the registry's module for a type. */
export const sectionModulePath = (type: string) =>
  `../sections/${type}/${type.charAt(0).toUpperCase()}${type.slice(1)}.tsx`;

export function preloadSections(types: Iterable<string>): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => modules[sectionModulePath(type)]?.().catch(() => undefined)));
}
