import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import * as s from "./styles";

/** The closing call to action of the home page. */
export function FinalCta({ section }: { section: SectionOf<"finalCta"> }) {
  const titleId = `${section.id ?? "final-cta"}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} css={s.section}>
      <Container>
        <div css={s.panel}>
          <div>
            {section.eyebrow && <p css={s.eyebrow}>{section.eyebrow}</p>}
            <h2 id={titleId} css={s.title}>
              {section.title}
            </h2>
            {section.text && <p css={s.text}>{section.text}</p>}
            <div css={s.actions}>
              {section.actions.map((cta, i) => (
                <Cta key={i} cta={{ style: i === 0 ? "primary" : "secondary", ...cta }} />
              ))}
            </div>
          </div>
          {section.points && section.points.length > 0 && (
            <ul css={s.points}>
              {section.points.map((point) => (
                <li key={point}>
                  <Icon name="check" size={16} />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
