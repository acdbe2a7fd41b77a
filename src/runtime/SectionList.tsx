// A document's sections as the page renders them (the prerender, the dev
// server, the editor's canvas): each in its wrapper, an island or a static
// section. The browser never runs this list (an island hydrates its own
// section, src/runtime/islands.tsx, with sectionBody from ./Sections), so what
// only the page's HTML needs stays out of the visitors' script.
import { Global } from "@emotion/react";
import { Fragment, type ReactNode } from "react";
import { islands } from "../sections/registry";
import { Island } from "../components/Island";
import { ON_INTENT_ATTRIBUTE, sectionIslandName } from "../core/island-names";
import { SHOWN_ATTRIBUTE, SHOWN_END_ATTRIBUTE, shownValue } from "../core/schedule/page-marks";
import { shownWindow } from "../core/schedule/section-window";
import { sectionBody } from "./Sections";
import { StaticSection } from "./StaticSection";
import { BELOW_FOLD_ATTRIBUTE, HYDRATE_ON_INTENT, isBelowFold } from "./fold";
import { deviceVisibilityRules, VISIBLE_ON_ATTRIBUTE } from "./section-visibility";
import type { Section } from "./types";

/**
 * The place of a section among those that count for the first screen: a
 * section some device hides, or one the server may cut out, is left out of
 * the count, so the sections that do show still fill the first screen (on a
 * phone, a page whose second section is for computers only would otherwise
 * start its lazily rendered part on screen, and the footer jump as it renders).
 * Without either, its index.
 */
function firstScreenIndex(sections: readonly Section[], index: number): number {
  let counted = 0;
  for (const section of sections.slice(0, index)) if (!section.visibleOn && !section.schedule) counted++;
  return counted;
}

/**
 * A scheduled section between its marks (src/core/schedule/page-marks.ts):
 * the server cuts it out of the page outside its window. Without a schedule,
 * the section as it is.
 */
function scheduled(section: Section, key: string, wrapper: ReactNode): ReactNode {
  if (!section.schedule) return wrapper;
  return (
    <Fragment key={key}>
      <template {...{ [SHOWN_ATTRIBUTE]: shownValue(shownWindow(section.schedule)) }} />
      {wrapper}
      <template {...{ [SHOWN_END_ATTRIBUTE]: "" }} />
    </Fragment>
  );
}

/**
 * Renders a document's sections in order, each isolated by its own error
 * boundary. A section whose type is an island is marked for the browser to
 * hydrate on its own; a static one never is. A section shown on one kind of
 * device carries it on its wrapper (src/runtime/section-visibility.ts).
 */
export function Sections({ sections, page = "" }: { sections: readonly Section[]; page?: string }) {
  return (
    <>
      {sections.some((section) => section.visibleOn) ? <Global styles={deviceVisibilityRules} /> : null}
      {sections.map((section, index) => {
        const body = sectionBody(section, index, page);
        if (!body) return null;
        const key = `${page}#${section.id ?? `${section.type}-${index}`}`;
        const below = isBelowFold(firstScreenIndex(sections, index)) ? { [BELOW_FOLD_ATTRIBUTE]: "" } : undefined;
        const onIntent = HYDRATE_ON_INTENT.has(section.type) ? { [ON_INTENT_ATTRIBUTE]: "" } : undefined;
        const device = section.visibleOn ? { [VISIBLE_ON_ATTRIBUTE]: section.visibleOn } : undefined;
        return scheduled(
          section,
          key,
          islands[section.type] ? (
            <Island key={key} name={sectionIslandName(index)} marks={{ ...below, ...onIntent, ...device }}>
              {body}
            </Island>
          ) : (
            <StaticSection key={key} marks={{ ...below, ...device }}>
              {body}
            </StaticSection>
          ),
        );
      })}
    </>
  );
}
