import { Suspense, type ComponentType } from "react";
import type { Section } from "./types";
import { registry } from "../sections/registry";
import { SectionBoundary } from "./SectionBoundary";
import { IslandCommitted } from "./IslandCommitted";

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
