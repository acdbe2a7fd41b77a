// `npm run new-section -- <type>`: a new section type as one folder,
// src/sections/<type>/, that passes validate, tsc, the registry's and the
// editor's tests as written: its schema with an example and island flag, its
// component and styles, a test, and the Spanish editor labels and help of its
// fields (editor.es.json). Everything else it needs (registry, section union,
// types, editor glossary, server form table) is generated from the folders.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** camelCase like the other types: the folder's and the `type` const's name. */
const TYPE = /^[a-z][a-zA-Z0-9]*$/;

export class NewSectionError extends Error {}

const COMMON = "../../../schema/defs/common.schema.json#/$defs";

function schema(type: string, component: string, label: string) {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `${component}Section`,
    description: "A heading, a paragraph and up to two buttons. Describe here what the section is for.",
    "x-palette": { label, category: "Contenido" },
    "x-island": false,
    type: "object",
    additionalProperties: false,
    required: ["type", "heading"],
    properties: {
      type: { const: type, description: "Section type." },
      id: { $ref: `${COMMON}/sectionId` },
      heading: { $ref: `${COMMON}/heading`, description: "Eyebrow, title and lead." },
      text: { $ref: `${COMMON}/copy`, description: "A paragraph under the heading." },
      actions: { type: "array", maxItems: 2, items: { $ref: `${COMMON}/cta` }, description: "Buttons under the text." },
    },
    examples: [
      {
        type,
        id: type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        heading: { eyebrow: "Novedad", title: "Un título que explica la sección" },
        text: "Un párrafo breve con lo que el visitante gana.",
        actions: [{ label: "Prueba gratis 14 días", href: "@appRegister" }],
      },
    ],
  };
}

/** The Spanish label and help of each field, by field path (src/core/field-path.ts). */
const editorGlossary = {
  ".": { help: "Un encabezado, un párrafo y hasta dos botones. Describe aquí para qué sirve la sección." },
  type: { label: "Tipo", help: "Tipo de sección." },
  id: { label: "Ancla (#id)" },
  heading: { label: "Encabezado", help: "Antetítulo, título y entradilla." },
  text: { label: "Texto", help: "Un párrafo bajo el encabezado." },
  actions: { label: "Botones", help: "Botones bajo el texto." },
  "actions[]": { label: "Acción" },
};

const styles = `// The section's own styles; colours, radii and breakpoints come from the theme.
import { css } from "@emotion/react";
import { theme } from "../../theme/tokens";

export const body = css\`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  p {
    margin: 0 0 24px;
    font-size: 17px;
    line-height: 1.6;
    color: \${theme.colors.textSoft};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 12px;
  }
\`;
`;

const componentSource = (type: string, component: string) => `import type { SectionOf } from "../types";
import { Cta } from "../../components/Cta";
import { Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { body } from "./styles";

/** A heading, a paragraph and its buttons (all copy from the page document). */
export function ${component}({ section }: { section: SectionOf<"${type}"> }) {
  const headingId = \`\${section.id ?? "${type}"}-title\`;
  return (
    <Section id={section.id} labelledBy={headingId}>
      <SectionHeading heading={section.heading} id={headingId} />
      <div css={body}>
        {section.text && <p>{section.text}</p>}
        {section.actions && (
          <div className="actions">
            {section.actions.map((cta, i) => (
              <Cta key={i} cta={cta} />
            ))}
          </div>
        )}
      </div>
    </Section>
  );
}
`;

const testSource = (type: string, component: string) => `import { describe, expect, it } from "vitest";
import { renderToHtml } from "../../../tests/unit/render-helpers";
import type { SectionOf } from "../types";
import schema from "./${type}.schema.json";
import { ${component} } from "./${component}";

const example = schema.examples[0] as SectionOf<"${type}">;

describe("${component}", () => {
  it("shows the heading, the paragraph and each button of the page document", async () => {
    const html = await renderToHtml(<${component} section={example} />);
    expect(html).toContain(example.heading.title);
    expect(html).toContain(example.text);
    expect(html).toContain(\`>\${example.actions?.[0]?.label}<\`);
  });

  it("leaves out the paragraph and the buttons when the page has none", async () => {
    const html = await renderToHtml(<${component} section={{ type: "${type}", heading: { title: "Solo título" } }} />);
    expect(html).toContain("Solo título");
    expect(html).not.toContain("<p>");
  });
});
`;

/** Writes src/sections/<type>/ under `root`; returns the files written (from the root). */
export function createSection(root: string, type: string, label?: string): string[] {
  if (!TYPE.test(type))
    throw new NewSectionError(
      `"${type}" is not a section type: camelCase letters and digits, starting lowercase (e.g. promoBand)`,
    );
  const dir = join(root, "src/sections", type);
  if (existsSync(dir)) throw new NewSectionError(`src/sections/${type}/ already exists`);
  const component = type.charAt(0).toUpperCase() + type.slice(1);
  const files: Record<string, string> = {
    [`${type}.schema.json`]: `${JSON.stringify(schema(type, component, label?.trim() || component), null, 2)}\n`,
    "editor.es.json": `${JSON.stringify(editorGlossary, null, 2)}\n`,
    [`${component}.tsx`]: componentSource(type, component),
    "styles.ts": styles,
    [`${component}.test.tsx`]: testSource(type, component),
  };
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return Object.keys(files).map((name) => `src/sections/${type}/${name}`);
}
