// «Nueva página» from a template: a landing with a form, a feature page, a
// success story and a legal page, each with its sections in place and example
// copy that says what to write (lib/gate/template-copy.ts: the publish gate
// refuses a page that still shows it), and the templates a team saved from its
// own pages (pages/_templates/<id>.json, in the content repository, so they
// travel with git to every instance).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TEMPLATE_COPY as T } from "../gate/template-copy.ts";

type Json = Record<string, unknown>;

export interface PageTemplate {
  id: string;
  /** Its name in «Nueva página», in Spanish. */
  label: string;
  /** The page's sections and head tags besides its title; the new page's path and title are the person's. */
  meta: { description: string } & Json;
  sections: Json[];
}

/** Where a team's templates are kept, under the content root. */
export const TEMPLATES_DIR = "pages/_templates";
/** A saved template's id: its file name. */
export const TEMPLATE_ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** pages/_templates/<id>.json: a team's template, committed with a publish but never checked or rendered as a page. */
export const isTemplateFile = (file: string): boolean =>
  file.startsWith(`${TEMPLATES_DIR}/`) &&
  TEMPLATE_ID.test(file.slice(TEMPLATES_DIR.length + 1).replace(/\.json$/, "")) &&
  file.endsWith(".json");
/** The file of a team's template. */
export const templateFile = (id: string): string => `${TEMPLATES_DIR}/${id}.json`;
/** A saved template's id in the list, told apart from a built-in one. */
const SAVED = "equipo:";

const callToAction = [{ label: "Solicitar una demo", href: "/", action: "openBooking" }];

/** The form of the landing: the contact page's, on its own address, with example headings. */
const landingForm = {
  type: "form",
  id: "solicitud",
  heading: { eyebrow: "Solicitud", title: T.landingFormTitle, lead: T.landingFormLead },
  requiredHint: "Los campos marcados con * son obligatorios.",
  fields: [
    {
      type: "text",
      name: "name",
      label: "Nombre",
      placeholder: "Tu nombre",
      required: true,
      autocomplete: "name",
      width: "half",
    },
    {
      type: "email",
      name: "email",
      label: "Email",
      placeholder: "tu@restaurante.com",
      required: true,
      autocomplete: "email",
      width: "half",
    },
    {
      type: "tel",
      name: "phone",
      label: "Teléfono",
      placeholder: "+34 600 000 000",
      autocomplete: "tel",
      width: "half",
    },
    {
      type: "text",
      name: "company",
      label: "Restaurante o empresa",
      placeholder: "Nombre de tu negocio",
      autocomplete: "organization",
      width: "half",
    },
    {
      type: "textarea",
      name: "message",
      label: "Mensaje",
      placeholder: "Cuéntanos sobre tu restaurante y lo que necesitas...",
      required: true,
      rows: 6,
      maxLength: 2000,
    },
  ],
  submit: {
    label: "Enviar solicitud",
    busyLabel: "Enviando...",
    icon: "send",
  },
  disableSubmitUntilValid: true,
  submitGate: ["name", "email", "message"],
  requiredNotice: {
    title: "Campos requeridos",
    description: "Por favor completa todos los campos obligatorios.",
  },
  action: {
    kind: "post",
    url: "/api/forms/solicitud",
    minDurationMs: 2000,
    rateLimitToast: {
      title: "Demasiados envíos seguidos",
      description: "Espera un minuto y vuelve a intentarlo. Lo que has escrito sigue aquí.",
    },
    successToast: {
      title: "Mensaje enviado",
      description: "Te responderemos dentro de las próximas 24 horas.",
    },
    successPanel: {
      title: "¡Mensaje enviado correctamente!",
      text: "Gracias por escribirnos. Te responderemos dentro de las próximas 24 horas.",
      durationMs: 5000,
    },
    reset: true,
    errorToast: {
      title: "No se pudo enviar el mensaje",
      description: "Inténtalo de nuevo más tarde",
    },
  },
  messages: {
    required: "Este campo es obligatorio.",
    email: "Introduce un email válido (ej. nombre@restaurante.com).",
    url: "Introduce una dirección web válida (ej. https://turestaurante.com).",
    tel: "Introduce un teléfono válido (ej. +34 600 000 000).",
    date: "Introduce una fecha válida.",
    minLength: "Debe tener al menos {min} caracteres.",
    maxLength: "No puede superar los {max} caracteres.",
    pattern: "El formato no es válido.",
    fileType: "Formato no admitido: sube un archivo {accept}.",
    fileSize: "El archivo supera el tamaño máximo de {maxSize}.",
  },
  summaryTitle: "Revisa estos campos antes de continuar:",
};

const BUILT_IN: readonly PageTemplate[] = [
  {
    id: "landing",
    label: "Landing con formulario",
    meta: { description: T.description, robots: "noindex,follow" },
    sections: [
      {
        type: "pageHeader",
        id: "inicio",
        eyebrow: "Oferta para restaurantes",
        title: T.landingTitle,
        lead: T.landingLead,
        actions: [{ label: "Lo quiero", href: "#solicitud" }],
      },
      {
        type: "cardGrid",
        id: "beneficios",
        columns: 3,
        cards: [
          { icon: "trending-up", title: T.landingBenefit1, text: T.landingBenefitText },
          { icon: "clock", accent: "yellow", title: T.landingBenefit2, text: T.landingBenefitText },
          { icon: "check", accent: "green", title: T.landingBenefit3, text: T.landingBenefitText },
        ],
      },
      landingForm,
    ],
  },
  {
    id: "feature",
    label: "Página de funcionalidad",
    meta: { description: T.description },
    sections: [
      {
        type: "pageHeader",
        id: "inicio",
        eyebrow: "Funcionalidad",
        title: T.featureTitle,
        lead: T.featureLead,
        actions: callToAction,
      },
      {
        type: "steps",
        id: "como-funciona",
        heading: { title: T.featureStepsTitle },
        steps: [
          { icon: "store", title: T.featureStep1, text: T.featureStepText },
          { icon: "sparkles", title: T.featureStep2, text: T.featureStepText },
          { icon: "trending-up", title: T.featureStep3, text: T.featureStepText },
        ],
      },
      {
        type: "faq",
        id: "preguntas",
        heading: { title: "Preguntas frecuentes" },
        items: [
          { question: T.featureQuestion1, answer: T.featureAnswer },
          { question: T.featureQuestion2, answer: T.featureAnswer },
        ],
      },
      { type: "ctaBanner", id: "empezar", title: T.featureCtaTitle, actions: callToAction },
    ],
  },
  {
    id: "story",
    label: "Caso de éxito",
    meta: { description: T.description },
    sections: [
      {
        type: "pageHeader",
        id: "inicio",
        eyebrow: "Caso de éxito",
        title: T.storyTitle,
        lead: T.storyLead,
        align: "start",
      },
      {
        type: "stats",
        id: "resultados",
        stats: [
          { value: T.storyStatValue, label: T.storyStatLabel1 },
          { value: T.storyStatValue, label: T.storyStatLabel2 },
          { value: T.storyStatValue, label: T.storyStatLabel3 },
        ],
      },
      {
        type: "cardGrid",
        id: "historia",
        columns: 3,
        cards: [
          { icon: "target", title: "El reto", text: T.storyChallenge },
          { icon: "sparkles", accent: "yellow", title: "La solución", text: T.storySolution },
          { icon: "trending-up", accent: "green", title: "El resultado", text: T.storyResult },
        ],
      },
      { type: "ctaBanner", id: "empezar", title: "¿Quieres resultados como estos?", actions: callToAction },
    ],
  },
  {
    id: "legal",
    label: "Página legal",
    meta: { description: T.description },
    sections: [
      {
        type: "legal",
        id: "texto-legal",
        title: T.legalTitle,
        updatedLabel: "Última actualización",
        updated: "2026-01-01",
        chapters: [
          { id: "apartado-1", title: T.legalChapter1, blocks: [{ p: T.legalParagraph }] },
          { id: "apartado-2", title: T.legalChapter2, blocks: [{ p: T.legalParagraph }] },
        ],
      },
    ],
  },
];

/** A template as «Nueva página» lists it. */
export interface TemplateChoice {
  id: string;
  label: string;
  /** Saved by the team (pages/_templates/), not built in. */
  saved: boolean;
}

/** What a team's template file holds. */
export interface SavedTemplate {
  label: string;
  meta?: Json;
  sections: Json[];
}

/** A team's template file as written (`id` without `equipo:`), or undefined when it is not there or not one. */
export function readSaved(root: string, id: string): SavedTemplate | undefined {
  if (!TEMPLATE_ID.test(id)) return undefined;
  const file = join(root, TEMPLATES_DIR, `${id}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, "utf8")) as SavedTemplate;
    return typeof saved.label === "string" && Array.isArray(saved.sections) ? saved : undefined;
  } catch {
    return undefined; // a broken file is not offered
  }
}

/** The built-in templates, then the team's, by name. */
export function templateChoices(root: string): TemplateChoice[] {
  const dir = join(root, TEMPLATES_DIR);
  const saved = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -".json".length))
        .flatMap((id) => {
          const template = readSaved(root, id);
          return template ? [{ id: `${SAVED}${id}`, label: template.label, saved: true }] : [];
        })
        .sort((a, b) => a.label.localeCompare(b.label, "es"))
    : [];
  return [...BUILT_IN.map(({ id, label }) => ({ id, label, saved: false })), ...saved];
}

/** The template of `id` (a built-in one's, or `equipo:<file>`), or undefined. */
export function templateOf(root: string, id: string): PageTemplate | undefined {
  if (id.startsWith(SAVED)) {
    const saved = readSaved(root, id.slice(SAVED.length));
    return (
      saved && { id, label: saved.label, meta: { description: T.description, ...saved.meta }, sections: saved.sections }
    );
  }
  return BUILT_IN.find((template) => template.id === id);
}

/** A team's template's choice id for the id of its file (sobre-el-equipo → equipo:sobre-el-equipo). */
export const teamTemplateId = (id: string): string => `${SAVED}${id}`;

/** The file of a team's template (`equipo:<id>` → pages/_templates/<id>.json); undefined for a built-in one. */
export function teamTemplateFile(id: string): string | undefined {
  const name = id.startsWith(SAVED) ? id.slice(SAVED.length) : undefined;
  return name !== undefined && TEMPLATE_ID.test(name) ? templateFile(name) : undefined;
}

/** The built-in templates (the tests make a page of each). */
export const builtInTemplates = (): readonly PageTemplate[] => BUILT_IN;

/** A template's sections and head tags as a new page's (structuredClone: the template stays as it was). */
export function fromTemplate(template: PageTemplate): { meta: Json; sections: Json[] } {
  return structuredClone({ meta: template.meta, sections: template.sections });
}

/** A template's name as the id of its file: «Landing de verano» → landing-de-verano. */
export function templateIdFor(label: string): string {
  return label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** A page as a team's template: its sections and head tags, without its address, variant or experiment. */
export function asTemplate(label: string, doc: Json): SavedTemplate {
  const { title: _title, ...meta } = (doc.meta ?? {}) as Json;
  return { label, meta, sections: (doc.sections ?? []) as Json[] };
}
