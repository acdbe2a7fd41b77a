// What the "Nueva página" form checks before asking the server (which
// applies the same rules: lib/editor/new-page.ts): a path it can turn into
// a file, a title, a path no page has yet. The answer is a Spanish sentence
// the form shows next to the field.
const PATH = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** A path a marketer might type ("/Ofertas Verano", "ofertas") as the path it probably means. */
export function suggestPath(path: string): string {
  const slug = path
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split("/")
    .map((part) =>
      part
        .trim()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, ""),
    )
    .filter(Boolean)
    .join("/");
  return `/${slug}`;
}

export interface NewPageProblem {
  field: "path" | "title";
  message: string;
}

export function newPageProblem(path: string, title: string, existingPaths: readonly string[]): NewPageProblem | null {
  const clean = path.trim();
  if (!PATH.test(clean)) {
    const suggestion = suggestPath(clean);
    const hint = suggestion !== "/" ? ` ¿Quizá ${suggestion}?` : " Por ejemplo, /ofertas-verano.";
    return { field: "path", message: `La dirección empieza por / y solo lleva minúsculas, números y guiones.${hint}` };
  }
  if (existingPaths.includes(clean))
    return {
      field: "path",
      message: `Ya hay una página en ${clean}. Elige otra dirección o abre esa página en la lista.`,
    };
  if (!title.trim()) return { field: "title", message: "Escribe un título para la página." };
  return null;
}
