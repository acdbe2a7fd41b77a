// The words of shared sections in the editor (issue 43), in the team's Spanish.
import { sharedSectionName } from "../../core/shared-section-name";

export const sharedCopy = {
  label: "Sección compartida",
  /** A shared section placed on a page, in a list of the page's sections (a review, a variant's chosen ones). */
  named: sharedSectionName,
  category: "Compartidas",
  /** In «Añadir sección»'s select (170 px wide at most), under «Compartidas»: the name first, so the closed select shows it. */
  short: (name: string) => `«${name}»`,
  which: "Sección compartida",
  whichHelp: "La misma sección en varias páginas: se guarda una vez y se cambia en todas a la vez.",
  usedOn: (n: number) => (n === 1 ? "Usada en 1 página" : `Usada en ${n} páginas`),
  notUsed: "Aún no la usa ninguna página publicada.",
  editHere:
    "Sus campos, debajo, son los de la sección compartida: lo que cambies se publica en todas esas páginas con «Publicar la sección compartida». Esta página solo guarda cuál es.",
  publishersOnly:
    "Es una sección compartida: la cambia en todas las páginas que la usan quien publica. Para cambiarla solo en esta página, sepárala.",
  publish: "Publicar la sección compartida",
  publishing: "Publicando la sección compartida…",
  published: (n: number) =>
    n === 1
      ? "Publicada: la página que la usa ya la muestra."
      : `Publicada: las ${n} páginas que la usan ya la muestran.`,
  detach: "Separar de la sección compartida",
  detachHelp: "Copia la sección en esta página: desde entonces se cambia aquí sola, sin tocar las demás.",
  detached: "Separada: ahora es una sección de esta página.",
  missing: (name: string) => `La sección compartida «${name}» ya no existe: elige otra o quita esta sección.`,
  make: "Convertir en sección compartida",
  makeHelp:
    "Se guarda una vez con este nombre y esta página pasa a usarla; luego puedes ponerla en otras páginas desde «Compartidas» y cambiarla en todas a la vez.",
  name: "Nombre de la sección compartida",
  nameHelp: "Minúsculas sin acentos, cifras y guiones, como banner-oferta.",
  made: (name: string) => `«${name}» es ahora una sección compartida. Guarda la página para que la use.`,
  failed: (message: string) => `No se ha publicado: ${message}`,
  unpublished:
    "Cambios sin publicar en la sección compartida: guardar la página no los guarda, y se pierden al salir si no la publicas.",
  unpublishedConfirm: (names: readonly string[]) =>
    `${names.length === 1 ? `La sección compartida «${names[0]}» tiene` : `Las secciones compartidas ${names.map((n) => `«${n}»`).join(", ")} tienen`} cambios sin publicar. La página solo guarda cuál usa: esos cambios se perderán. Pulsa «Cancelar» para quedarte y publicarlos antes con «Publicar la sección compartida», o «Aceptar» para seguir sin ellos.`,
  saveStopped: "Sin guardar: publica antes los cambios de la sección compartida con «Publicar la sección compartida».",
} as const;
