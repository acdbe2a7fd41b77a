// The example copy of the page templates («Nueva página» → a template:
// lib/editor/page-templates.ts builds them from it). Each text tells the
// marketer what to write there; the publish gate refuses a page that still
// carries one (lib/gate/placeholder-copy.ts), so both read them from here.
export const TEMPLATE_COPY = {
  description: "Cuenta aquí, en una o dos frases, qué encontrará quien llegue desde Google a esta página.",
  landingTitle: "Escribe el titular de la oferta: qué gana tu cliente, en pocas palabras",
  landingLead:
    "Explica en una o dos frases qué ofreces, a quién y por qué ahora: es lo primero que lee quien llega desde un anuncio.",
  landingBenefit1: "Primer beneficio, con una cifra si la tienes",
  landingBenefit2: "Segundo beneficio: lo que deja de preocupar a tu cliente",
  landingBenefit3: "Tercer beneficio: lo que consigue desde el primer día",
  landingBenefitText: "Una o dos frases que lo demuestren: un dato, un ejemplo, una comparación.",
  landingFormTitle: "Escribe qué pasa al enviar el formulario (p. ej. «Pide tu demo»)",
  landingFormLead: "Di qué recibirá quien lo envíe y cuándo: una llamada, un correo, una propuesta.",
  featureTitle: "Escribe el nombre de la funcionalidad y lo que resuelve",
  featureLead: "Explica en una o dos frases qué problema del restaurante resuelve y cómo se nota en el día a día.",
  featureStepsTitle: "Cómo funciona, en tres pasos",
  featureStep1: "Primer paso: lo que hace el equipo del restaurante",
  featureStep2: "Segundo paso: lo que hace el producto por él",
  featureStep3: "Tercer paso: el resultado que ve",
  featureStepText: "Una frase que lo explique sin tecnicismos.",
  featureQuestion1: "Escribe una pregunta que hagan los clientes antes de decidirse",
  featureQuestion2: "Escribe otra pregunta frecuente (precio, plazos, integración)",
  featureAnswer: "Responde en dos o tres frases, con datos concretos.",
  featureCtaTitle: "Escribe la invitación final: qué hacer ahora",
  storyTitle: "Escribe el resultado del cliente como titular (p. ej. «El Asador llenó los martes»)",
  storyLead: "Presenta al cliente en una o dos frases: qué restaurante es, dónde está y cuántos cubiertos sirve.",
  storyStatValue: "00 %",
  storyStatLabel1: "Primera cifra del resultado (p. ej. reservas al mes)",
  storyStatLabel2: "Segunda cifra del resultado (p. ej. ausencias menos)",
  storyStatLabel3: "Tercera cifra del resultado (p. ej. horas ahorradas)",
  storyChallenge: "Cuenta el reto: qué le pasaba al restaurante antes.",
  storySolution: "Cuenta la solución: qué cambió y cómo lo usaron.",
  storyResult: "Cuenta el resultado: qué ha mejorado, con cifras y una frase del cliente.",
  legalTitle: "Escribe el título del texto legal (p. ej. «Condiciones de uso»)",
  legalChapter1: "Primer apartado (p. ej. «Quiénes somos»)",
  legalChapter2: "Segundo apartado (p. ej. «Qué datos tratamos»)",
  legalParagraph: "Escribe aquí el texto de este apartado, revisado por quien lleve los asuntos legales.",
} as const;

/** The example texts, for the gate to recognise. */
export const TEMPLATE_EXAMPLE_TEXTS: ReadonlySet<string> = new Set(Object.values(TEMPLATE_COPY));
