// The example copy a new page starts with (lib/editor/new-page.ts writes it): the publish gate
// refuses a page that still carries it, so both read it from here.
export const STARTER_LEAD =
  "Cuenta en una o dos frases qué encontrará aquí tu cliente y por qué le interesa. Después, añade debajo las secciones que necesites.";
export const STARTER_DESCRIPTION_TAIL = ": cuenta aquí, en una o dos frases, qué encontrará quien llegue desde Google.";
