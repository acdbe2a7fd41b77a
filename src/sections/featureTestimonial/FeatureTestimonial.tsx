import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { Section } from "../../components/Section";
import { eyebrowCss } from "../../components/SectionHeading";
import { Stars } from "../../components/Stars";
import { useFeature } from "../../components/useFeature";
import { theme, fixedColors } from "../../theme/tokens";

const figure = css`
  position: relative;
  max-width: 880px;
  margin: 0 auto;
  padding: 40px 24px 32px;
  border-radius: ${theme.radius.xl};
  background:
    radial-gradient(80% 120% at 100% 0%, color-mix(in srgb, ${theme.colors.accent} 10%, transparent), transparent 60%),
    ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.md};
  text-align: center;
  ${theme.mq.md} {
    padding: 56px 64px 48px;
  }
  .mark {
    position: absolute;
    top: -22px;
    left: 50%;
    transform: translateX(-50%);
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: ${theme.colors.yellow};
    color: ${fixedColors.onGold};
  }
  blockquote {
    margin: 16px 0 0;
    font-size: clamp(19px, 2.3vw, 24px);
    line-height: 1.5;
    font-weight: 500;
    letter-spacing: -0.01em;
    color: ${theme.colors.text};
  }
  figcaption {
    display: inline-flex;
    align-items: center;
    gap: 14px;
    margin-top: 28px;
    text-align: left;
  }
  .who strong {
    display: block;
    color: ${theme.colors.text};
  }
  .meta {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: 14px;
  }
`;

/** The customer quote of the feature this page shows. */
export function FeatureTestimonial({ section }: { section: SectionOf<"featureTestimonial"> }) {
  const feature = useFeature();
  if (!feature) return null;
  const q = feature.testimonial;
  const labelId = `${section.id ?? "testimonio"}-title`;
  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={section.eyebrow ? labelId : undefined}>
      {section.eyebrow && (
        <h2 id={labelId} css={[eyebrowCss, css`display: block; text-align: center; margin-bottom: 44px;`]}>
          {section.eyebrow}
        </h2>
      )}
      <figure css={figure}>
        <span className="mark" aria-hidden="true">
          <Icon name="quote" size={20} />
        </span>
        <Stars rating={q.rating} />
        <blockquote>
          <p>“{q.quote}”</p>
        </blockquote>
        <figcaption>
          <Avatar name={q.author} src={q.image?.src} size={52} />
          <span className="who">
            <strong>{q.author}</strong>
            <span className="meta">
              {q.role} · {q.restaurant}
            </span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
