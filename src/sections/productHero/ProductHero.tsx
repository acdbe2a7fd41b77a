import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { splitHighlight } from "../../core/format/highlight";
import { Visual } from "./visuals";
import * as s from "./styles";

/** Top of a product or company page: h1, lead, calls to action and a drawn illustration. */
export function ProductHero({ section }: { section: SectionOf<"productHero"> }) {
  const [before, marked, after] = splitHighlight(section.title, section.highlight);
  const headingId = `${section.id ?? "hero"}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} css={s.hero}>
      <Container>
        {section.breadcrumbs && (
          <Breadcrumbs
            items={[...section.breadcrumbs, { label: section.eyebrow ?? section.title }]}
            css={css`margin-bottom: 32px;`}
          />
        )}
        <div css={s.layout}>
          <div>
            {section.eyebrow && <p css={s.eyebrow}>{section.eyebrow}</p>}
            <h1 id={headingId} css={s.title}>
              {before}
              {marked && <span css={s.mark}>{marked}</span>}
              {after}
            </h1>
            {section.lead && <p css={s.lead}>{section.lead}</p>}
            {section.actions && (
              <div css={s.actions}>
                {section.actions.map((cta, i) => (
                  <Cta key={i} cta={cta} />
                ))}
              </div>
            )}
            {section.points && (
              <ul css={s.points}>
                {section.points.map((p) => (
                  <li key={p}>
                    <Icon name="check-circle" size={18} />
                    {p}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <Visual visual={section.visual} />
        </div>
      </Container>
    </section>
  );
}
