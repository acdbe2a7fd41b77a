import { Suspense, type ComponentType } from "react";
import type { Section } from "./types";
import { registry } from "../sections/registry";
import { SectionBoundary } from "./SectionBoundary";

/** Renders a document's sections in order, each isolated by its own error boundary. */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => {
        // The registry is keyed by the schema's type union, so this lookup is total.
        const Component = registry[section.type] as ComponentType<{ section: Section }> | undefined;
        if (!Component) return null;
        return (
          <SectionBoundary key={section.id ?? `${section.type}-${index}`} type={section.type} id={section.id}>
            <Suspense fallback={null}>
              <Component section={section} />
            </Suspense>
          </SectionBoundary>
        );
      })}
    </>
  );
}
