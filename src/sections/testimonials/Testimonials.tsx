import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { SectionOf } from "../types";
import { Avatar } from "../../components/Avatar";
import { buttonCss } from "../../components/Button";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SectionHeading } from "../../components/SectionHeading";
import { SmartLink } from "../../components/SmartLink";
import { Stars } from "../../components/Stars";
import * as s from "./styles";

/** Customer quotes, a set at a time; the button swaps between the first and the second set. */
export function Testimonials({ section }: { section: SectionOf<"testimonials"> }) {
  const { t } = useLingui();
  const [more, setMore] = useState(false);
  const perSet = section.perSet ?? 4;
  const hasMore = section.items.length > perSet;
  const shown = more ? section.items.slice(perSet, perSet * 2) : section.items.slice(0, perSet);
  const base = section.id ?? "testimonials";
  const listId = `${base}-list`;
  const first = more ? perSet + 1 : 1;
  return (
    <section id={section.id} aria-labelledby={`${base}-title`} css={s.section}>
      <Container>
        <SectionHeading heading={section.heading} id={`${base}-title`} />
        <ul id={listId} css={s.grid} key={more ? "more" : "first"}>
          {shown.map((item) => (
            <li key={item.author}>
              <figure css={s.card}>
                <div css={s.top}>
                  <Stars rating={item.rating} />
                  {item.highlight && <span css={s.tag}>{item.highlight}</span>}
                </div>
                <blockquote css={s.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption css={s.author}>
                  <Avatar name={item.author} size={44} />
                  <div>
                    <strong>{item.author}</strong>
                    <span>
                      {item.role} · {item.restaurant}
                    </span>
                  </div>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="visually-hidden" aria-live="polite">
          {hasMore
            ? t`Casos ${first} a ${first + shown.length - 1} de ${Math.min(section.items.length, perSet * 2)}`
            : ""}
        </p>
        {(hasMore || section.link) && (
          <div css={s.footer}>
            {hasMore && (
              <button
                type="button"
                css={buttonCss("secondary")}
                aria-controls={listId}
                onClick={() => setMore((m) => !m)}
              >
                <Icon name={more ? "arrow-left" : "repeat"} size={18} />
                {more ? section.backLabel : section.moreLabel}
              </button>
            )}
            {section.link && (
              <SmartLink href={section.link.href} css={s.moreLink}>
                {section.link.label}
                <Icon name="arrow-right" size={16} />
              </SmartLink>
            )}
          </div>
        )}
      </Container>
    </section>
  );
}
