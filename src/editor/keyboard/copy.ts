// The Spanish copy of the editor's keyboard help («Atajos de teclado»): what each shortcut does, in the order
// a marketer meets them. «Ctrl» is «⌘» on a Mac; every shortcut acts outside a field but saving, which
// works everywhere.
export const keyboardCopy = {
  title: "Atajos de teclado",
  intro:
    "Todo se puede hacer sin ratón: Tab recorre el editor y, en la vista previa, cada sección es una parada. En Mac, Ctrl es ⌘.",
  keysHeading: "Teclas",
  whatHeading: "Qué hace",
  shortcuts: [
    { keys: "Ctrl+S", what: "Guardar" },
    { keys: "Ctrl+Z", what: "Deshacer" },
    { keys: "Ctrl+Mayús+Z o Ctrl+Y", what: "Rehacer" },
    { keys: "↑ y ↓ en la vista previa", what: "Ir a la sección anterior o a la siguiente (queda elegida)" },
    { keys: "Intro en una sección", what: "Editar sus campos" },
    { keys: "Escape en un campo", what: "Volver a su sección en la vista previa" },
    { keys: "Alt+↑ y Alt+↓", what: "Subir o bajar la sección elegida" },
    { keys: "Ctrl+D", what: "Duplicar la sección elegida" },
    { keys: "Supr o Retroceso", what: "Eliminar la sección elegida" },
    { keys: "«Añadir sección» en la cabecera", what: "Añadir una sección tras la elegida" },
    { keys: "?", what: "Mostrar estos atajos" },
  ],
  close: "Cerrar",
  /** The preview's frame, as a screen reader names it. */
  previewFrame: "Vista previa de la página",
};
