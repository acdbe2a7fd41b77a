import { Suspense, type ComponentType } from "react";
import type { Section } from "./types";
import { islands, registry } from "../sections/registry";
import { SectionBoundary } from "./SectionBoundary";
import { IslandCommitted } from "./IslandCommitted";
import { StaticSection } from "./StaticSection";
import { Island } from "../components/Island";
import { ON_INTENT_ATTRIBUTE, sectionIslandName } from "../core/island-names";
import { BELOW_FOLD_ATTRIBUTE, HYDRATE_ON_INTENT, isBelowFold } from "./fold";

/**
 * One section as the server renders it and as its island hydrates it (the
 * two must be the same tree): its own error boundary, and Suspense for its
 * lazily loaded code. `page` (the page's path) is part of the boundary's key:
 * in the editor's preview the next page may reuse a section id, and a
 * section that failed on one page must not stay hidden on the other.
 */
export function sectionBody(section: Section, index: number, page = "") {
  // The registry is keyed by the schema's type union, so this lookup is total.
  const Component = registry[section.type] as ComponentType<{ section: Section }> | undefined;
  if (!Component) return null;
  return (
    <SectionBoundary key={`${page}#${section.id ?? `${section.type}-${index}`}`} type={section.type} id={section.id}>
      <Suspense fallback={null}>
        <Component section={section} />
        <IslandCommitted />
      </Suspense>
    </SectionBoundary>
  );
}

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
