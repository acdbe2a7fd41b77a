import { Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import type { Section } from "./types";
import { islands, registry } from "../sections/registry";
import { SectionBoundary } from "./SectionBoundary";
import { isLazyComponent, isStaticHeld, openAllGates, useHydrationGate } from "./hydration-gate";
import { StaticSection } from "./StaticSection";

/** Holds a lazy section's prerendered HTML until it nears the viewport (see hydration-gate.ts). */
function HydrationGate({ id, children }: { id?: string; children: ReactNode }) {
  useHydrationGate(id);
  return children;
}

/**
 * Renders a document's sections in order, each isolated by its own error
 * boundary. `page` (the page's path) is part of each boundary's key: the
 * next page may reuse a section id, and a section that failed on this page
 * must not stay hidden there.
 */
export function Sections({ sections, page = "" }: { sections: readonly Section[]; page?: string }) {
  // Another document: a gate left from the first page (same section id) must not hold it.
  const first = useRef(sections);
  useEffect(() => {
    if (sections !== first.current) openAllGates();
  }, [sections]);
  const held = isStaticHeld(sections);
  return (
    <>
      {sections.map((section, index) => {
        // The registry is keyed by the schema's type union, so this lookup is total.
        const Component = registry[section.type] as ComponentType<{ section: Section }> | undefined;
        if (!Component) return null;
        const island = islands[section.type];
        // A static section is never gated: held, it renders nothing to wait for.
        const rendered = <Component section={section} />;
        const body = <Suspense fallback={null}>{island && isLazyComponent(Component) ? <HydrationGate id={section.id}>{rendered}</HydrationGate> : rendered}</Suspense>;
        return (
          <SectionBoundary key={`${page}#${section.id ?? `${section.type}-${index}`}`} type={section.type} id={section.id}>
            {island ? body : <StaticSection held={held}>{body}</StaticSection>}
          </SectionBoundary>
        );
      })}
    </>
  );
}
