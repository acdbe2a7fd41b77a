// Declarations as page documents write them (the spec's forms), for the builder tests.
import type { FormFieldOrGroup, FormMessages } from "../types";

export const messages: FormMessages = {
  required: "Este campo es obligatorio.",
  email: "Introduce un email válido (ej. nombre@restaurante.com).",
  url: "Introduce una dirección web válida.",
  tel: "Introduce un teléfono válido.",
  date: "Introduce una fecha válida.",
  minLength: "Debe tener al menos {min} caracteres.",
  maxLength: "Máximo {max} caracteres.",
  pattern: "El formato no es válido.",
  fileType: "Formato no admitido: sube un archivo {accept}.",
  fileSize: "El archivo pesa demasiado: el máximo es {maxSize}.",
};

export const contact: FormFieldOrGroup[] = [
  { type: "text", name: "name", label: "Nombre", required: true },
  { type: "email", name: "email", label: "Email", required: true },
  { type: "tel", name: "phone", label: "Teléfono" },
  { type: "text", name: "company", label: "Restaurante o empresa" },
  { type: "text", name: "subject", label: "Asunto" },
  { type: "textarea", name: "message", label: "Mensaje", required: true },
];

export const register: FormFieldOrGroup[] = [
  { type: "text", name: "name", label: "Nombre completo", required: true },
  { type: "email", name: "email", label: "Email", required: true },
  {
    type: "password",
    name: "password",
    label: "Contraseña",
    required: true,
    minLength: 8,
    messages: { minLength: "La contraseña debe tener al menos {min} caracteres." },
  },
];

export const affiliate: FormFieldOrGroup[] = [
  {
    type: "group",
    title: "Información personal",
    fields: [
      { type: "text", name: "fullName", label: "Nombre completo", required: true },
      { type: "email", name: "email", label: "Email", required: true },
    ],
  },
  {
    type: "group",
    title: "Presencia online",
    fields: [
      { type: "url", name: "website", label: "Sitio web" },
      { type: "text", name: "socialMedia", label: "Redes sociales" },
      {
        type: "select",
        name: "audienceSize",
        label: "Tamaño de audiencia",
        options: [
          { value: "less-1k", label: "Menos de 1.000" },
          { value: "more-100k", label: "Más de 100.000" },
        ],
      },
    ],
  },
  {
    type: "group",
    title: "Experiencia y motivación",
    fields: [
      { type: "textarea", name: "experience", label: "Experiencia" },
      { type: "textarea", name: "motivation", label: "Motivación", required: true },
    ],
  },
];

export const careers: FormFieldOrGroup[] = [
  { type: "text", name: "fullName", label: "Nombre completo", required: true },
  { type: "email", name: "email", label: "Email", required: true },
  {
    type: "file",
    name: "cv",
    label: "CV",
    required: true,
    accept: [".pdf", ".doc", ".docx"],
    maxBytes: 5 * 1024 * 1024,
    messages: { required: "Adjunta tu CV." },
  },
  {
    type: "checkbox",
    name: "privacy",
    label: "Acepto la política de privacidad",
    required: true,
    messages: { required: "Debes aceptar la política de privacidad" },
  },
  { type: "date", name: "start", label: "Disponibilidad" },
  { type: "text", name: "code", label: "Código", pattern: "^[A-Z]{3}$" },
];
