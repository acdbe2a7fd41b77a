import type { SectionOf } from "../types";
import { AnimatedNumber } from "../../components/AnimatedNumber";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import * as s from "./styles";
import { responsiveProps } from "../../core/images";
import { PhoneSource } from "../../components/PhoneSource";

/** Splits the headline around the highlighted words (painted as a <mark>). */
function Headline({ title, highlight }: { title: string; highlight?: string }) {
  const at = highlight ? title.indexOf(highlight) : -1;
  if (!highlight || at < 0) return <>{title}</>;
  return (
    <>
      {title.slice(0, at)}
      <mark>{highlight}</mark>
      {title.slice(at + highlight.length)}
    </>
  );
}

/** The first screen: everything in it is in the static HTML and shows without JavaScript. */
export function Hero({ section }: { section: SectionOf<"hero"> }) {
  const titleId = `${section.id ?? "hero"}-title`;
  const image = (
    <img
      src={section.image.src}
      {...responsiveProps(section.image.src, s.figureSizes)}
      alt={section.image.alt}
      width={section.image.width}
      height={section.image.height}
      fetchPriority="high"
      decoding="async"
    />
  );
  return (
    <section id={section.id} aria-labelledby={titleId} css={s.section}>
      <Container css={s.grid}>
        <div css={s.copy}>
          {section.eyebrow && (
            <p css={s.eyebrow}>
              <Icon name="sparkles" size={14} />
              {section.eyebrow}
            </p>
          )}
          <h1 id={titleId} css={s.title}>
            <Headline title={section.title} highlight={section.highlight} />
          </h1>
          <p css={s.lead}>{section.lead}</p>
          <div css={s.actions}>
            {section.actions.map((cta, i) => (
              <Cta key={i} cta={{ style: i === 0 ? "primary" : "secondary", ...cta }} />
            ))}
          </div>
          {section.note && (
            <p css={s.note}>
              <Icon name="check-circle" size={16} />
              {section.note}
            </p>
          )}
          {section.stats && section.stats.length > 0 && (
            <dl css={s.stats}>
              {section.stats.map((stat) => (
                <div key={stat.label}>
                  <dt>{stat.label}</dt>
                  <dd>
                    {stat.icon && (
                      <span css={s.statIcon} aria-hidden="true">
                        <Icon name={stat.icon} size={22} />
                      </span>
                    )}
                    <AnimatedNumber value={stat.value} durationMs={stat.durationMs ?? 1200} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <figure css={s.figure}>
          {section.phone?.image ? (
            <picture>
              <PhoneSource image={section.phone.image} sizes={s.figureSizes} />
              {image}
            </picture>
          ) : (
            image
          )}
        </figure>
      </Container>
    </section>
  );
}
