import { css, type SerializedStyles } from "@emotion/react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import * as s from "./styles";

/** Splits the title around the highlighted words (when they appear in it). */
function titleParts(title: string, highlight?: string): [string, string, string] | null {
  if (!highlight) return null;
  const at = title.indexOf(highlight);
  return at < 0 ? null : [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}

/** Top of an inner page: back link, eyebrow, h1 (with an accented part), lead, buttons, badges and headline figures. */
export function PageHeader({ section }: { section: SectionOf<"pageHeader"> }) {
  const align = section.align ?? "center";
  const phoneAlign = section.phone?.align;
  /** A style, followed by its phone alignment when the section has one (without it, the style alone, as before). */
  const onPhone = (style: SerializedStyles, phone: (a: typeof align) => SerializedStyles) =>
    phoneAlign ? [style, phone(phoneAlign)] : style;
  const headingId = `${section.id ?? "cabecera"}-title`;
  const parts = titleParts(section.title, section.highlight);
  return (
    <section id={section.id} aria-labelledby={headingId} css={s.wrap}>
      <div css={s.backdrop} aria-hidden="true" />
      <Container css={onPhone(s.inner(align), s.innerOnPhone)}>
        {section.backLink && (
          <SmartLink href={section.backLink.href} css={s.back}>
            <Icon name="arrow-left" size={16} />
            {section.backLink.label}
          </SmartLink>
        )}
        {section.eyebrow && (
          <p css={s.eyebrow}>
            <span aria-hidden="true" />
            {section.eyebrow}
          </p>
        )}
        <h1 id={headingId} css={s.title}>
          {parts ? (
            <>
              {parts[0]}
              <span css={s.highlight}>{parts[1]}</span>
              {parts[2]}
            </>
          ) : (
            section.title
          )}
        </h1>
        {section.lead && <p css={s.lead}>{section.lead}</p>}
        {section.actions && section.actions.length > 0 && (
          <div css={onPhone(s.actions(align), s.rowOnPhone)}>
            {section.actions.map((cta, i) => (
              <Cta key={i} cta={i === 0 ? cta : { style: "secondary", ...cta }} />
            ))}
          </div>
        )}
        {section.badges && section.badges.length > 0 && (
          <ul css={onPhone(s.badges(align), s.rowOnPhone)}>
            {section.badges.map((badge) => (
              <li key={badge}>
                <Icon name="check" size={16} />
                {badge}
              </li>
            ))}
          </ul>
        )}
        {section.stats && section.stats.length > 0 && (
          <dl css={[s.stats, css`--cols: ${Math.min(section.stats.length, 4)};`]}>
            {section.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Container>
    </section>
  );
}
