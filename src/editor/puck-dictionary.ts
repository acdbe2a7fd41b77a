// Puck's own interface strings in Spanish (its `dictionary` prop); the rest
// of the editor's strings are in copy.ts.
import type { Dictionary } from "@puckeditor/core";

export const puckDictionary: Dictionary = {
  "header-publish": "Guardar",
  "header-undo": "Deshacer",
  "header-redo": "Rehacer",
  "header-toggle-leftsidebar": "Mostrar u ocultar el panel izquierdo",
  "header-toggle-rightsidebar": "Mostrar u ocultar el panel derecho",
  "header-toggle-menubar": "Mostrar u ocultar el menú",
  "action-selectparent": "Seleccionar el contenedor",
  "action-duplicate": "Duplicar",
  "action-delete": "Eliminar",
  "label-page": "Página",
  "label-component": "Sección",
  "outline-empty": "Sin secciones",
  "outline-item-collapse": "Plegar",
  "outline-item-expand": "Desplegar",
  "outline-header-title": "Esquema",
  "outline-header-collapseall": "Plegar todo",
  "outline-item-duplicate": "Duplicar",
  "outline-item-delete": "Eliminar",
  "drawer-category-collapse": "Plegar {title}",
  "drawer-category-expand": "Desplegar {title}",
  "drawer-category-other": "Otras",
  "canvas-noconfig": "Sin configuración para {type}",
  "field-readonly": "Solo lectura",
  "field-arrayitem-summary": "Elemento n.º {index}",
  "field-arrayitem-duplicate": "Duplicar",
  "field-arrayitem-delete": "Eliminar",
};
