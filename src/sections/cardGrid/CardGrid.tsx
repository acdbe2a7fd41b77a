import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import type { SectionOf } from "../types";
import { Icon } from "../../components/Icon";
import { Section, headingGap } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { SmartLink } from "../../components/SmartLink";
import { useSite } from "../../site-data";
import { resolveSiteHref } from "../../site-data";
import * as s from "./styles";

/** A grid of cards; a card with a link is clickable as a whole (the link stretches over it). */
export function CardGrid({ section }: { section: SectionOf<"cardGrid"> }) {
  const { t } = useLingui();
  const { site } = useSite();
  const headingId = section.heading ? `${section.id ?? "tarjetas"}-title` : undefined;
  const columns = section.columns ?? 3;
  const phoneColumns = section.phone?.columns;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      {section.heading && (
        <div css={headingGap}>
          <SectionHeading heading={section.heading} id={headingId} />
        </div>
      )}
      <ul css={[s.grid, css`--cols: ${columns};`, ...(phoneColumns ? [s.columnsOnPhone(phoneColumns)] : [])]}>
        {section.cards.map((card) => {
          const external = card.link ? /^https?:/.test(resolveSiteHref(card.link.href, site)) : false;
          return (
            <li key={card.title} css={s.card(Boolean(card.link))}>
              {card.icon && (
                <span css={s.icon(card.accent ?? "violet")} aria-hidden="true">
                  <Icon name={card.icon} size={24} />
                </span>
              )}
              <h3 css={s.title}>{card.title}</h3>
              {card.text && <p css={s.text}>{card.text}</p>}
              {card.meta && (
                <p css={s.meta}>
                  <Icon name="clock" size={15} />
                  {card.meta}
                </p>
              )}
              {card.points && card.points.length > 0 && (
                <ul css={s.points}>
                  {card.points.map((point) => (
                    <li key={point}>
                      <Icon name="check" size={16} />
                      {point}
                    </li>
                  ))}
                </ul>
              )}
              {card.link && (
                <SmartLink href={card.link.href} css={s.link}>
                  <span>{card.link.label}</span>
                  <Icon name={external ? "external-link" : "arrow-right"} size={17} />
                  {external && <span className="visually-hidden"> {t`(se abre en una pestaña nueva)`}</span>}
                </SmartLink>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
