// A document's sections as the page renders them (the prerender, the dev
// server, the editor's canvas): each in its wrapper, an island or a static
// section. The browser never runs this list (an island hydrates its own
// section, src/runtime/islands.tsx, with sectionBody from ./Sections), so what
// only the page's HTML needs stays out of the visitors' script.
import { islands } from "../sections/registry";
import { Island } from "../components/Island";
import { ON_INTENT_ATTRIBUTE, sectionIslandName } from "../core/island-names";
import { sectionBody } from "./Sections";
import { StaticSection } from "./StaticSection";
import { BELOW_FOLD_ATTRIBUTE, HYDRATE_ON_INTENT, isBelowFold } from "./fold";
import type { Section } from "./types";

/**
 * Renders a document's sections in order, each isolated by its own error
 * boundary. A section whose type is an island is marked for the browser to
 * hydrate on its own; a static one never is.
 */
export function Sections({ sections, page = "" }: { sections: readonly Section[]; page?: string }) {
  return (
    <>
      {sections.map((section, index) => {
        const body = sectionBody(section, index, page);
        if (!body) return null;
        const key = `${page}#${section.id ?? `${section.type}-${index}`}`;
        const below = isBelowFold(index) ? { [BELOW_FOLD_ATTRIBUTE]: "" } : undefined;
        const onIntent = HYDRATE_ON_INTENT.has(section.type) ? { [ON_INTENT_ATTRIBUTE]: "" } : undefined;
        return islands[section.type] ? (
          <Island key={key} name={sectionIslandName(index)} marks={{ ...below, ...onIntent }}>
            {body}
          </Island>
        ) : (
          <StaticSection key={key} marks={below}>
            {body}
          </StaticSection>
        );
      })}
    </>
  );
}
