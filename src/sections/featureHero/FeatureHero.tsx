import type { SectionOf } from "../types";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Container } from "../../components/Container";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { SmartLink } from "../../components/SmartLink";
import { useFeature } from "../../components/useFeature";
import type { Feature } from "../../generated/schema";
import * as s from "./styles";

/** Header of a feature page: breadcrumbs, back link, name, description and calls to action. */
export function FeatureHero({ section }: { section: SectionOf<"featureHero"> }) {
  const feature = useFeature();
  if (!feature) return null;
  const headingId = `${section.id ?? "feature"}-title`;
  return (
    <section id={section.id} aria-labelledby={headingId} css={s.hero}>
      <Container>
        <Breadcrumbs items={[...section.breadcrumbs, { label: feature.title }]} />
        <div css={s.layout}>
          <div>
            {section.backLink && (
              <SmartLink href={section.backLink.href} css={s.back}>
                <Icon name="arrow-left" size={16} />
                {section.backLink.label}
              </SmartLink>
            )}
            <div>
              <p css={s.chip(feature.themeColor)}>
                <span>
                  <Icon name={feature.icon} size={15} />
                </span>
                {section.eyebrow}
              </p>
            </div>
            <h1 id={headingId} css={s.title}>
              {feature.title}
            </h1>
            <p css={s.lead}>{feature.shortDescription}</p>
            <p css={s.what}>{feature.details.what}</p>
            {section.actions && (
              <div css={s.actions}>
                {section.actions.map((cta, i) => (
                  <Cta key={i} cta={cta} />
                ))}
              </div>
            )}
          </div>
          <FeatureVisual feature={feature} />
        </div>
      </Container>
    </section>
  );
}

/** A drawn product card: the feature's first functions and its headline metric. Decorative. */
function FeatureVisual({ feature }: { feature: Feature }) {
  const metric = feature.metrics[0];
  return (
    <div css={s.visual} aria-hidden="true">
      <div css={s.windowCard}>
        <div css={s.windowBar}>
          <i />
          <i />
          <i />
        </div>
        <div css={s.windowBody}>
          <div css={s.windowHead(feature.themeColor)}>
            <span className="tile">
              <Icon name={feature.icon} size={22} />
            </span>
            <span className="bars">
              <span>{feature.title}</span>
              <i style={{ width: "58%" }} />
            </span>
          </div>
          {feature.details.functions.slice(0, 3).map((fn) => (
            <div key={fn} css={s.row}>
              <Icon name="check-circle" size={18} />
              <span>{fn}</span>
            </div>
          ))}
        </div>
      </div>
      <div css={s.floatCard}>
        <span className="icon">
          <Icon name={metric.icon} size={20} />
        </span>
        <span>
          <strong>{metric.metric}</strong>
          <small>{metric.label}</small>
        </span>
      </div>
    </div>
  );
}
