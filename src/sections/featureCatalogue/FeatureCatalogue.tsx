import type { SectionOf } from "../types";
import { Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import { SmartLink } from "../../components/SmartLink";
import { Icon } from "../../components/Icon";
import { Cta } from "../../components/Cta";
import { Carousel } from "../../components/Carousel";
import { QrGlyph } from "../../components/QrGlyph";
import { usePage } from "../../site-data";
import {
  headingGapCss,
  actionsCss,
  captionCss,
  cardCss,
  frameCss,
  galleryCss,
  gridCss,
  highlightBadgeCss,
  highlightCss,
  iconTileCss,
  moreCss,
  pointsCss,
  qrArtCss,
  slideSizes,
} from "./styles";
import { responsiveProps } from "../../core/images";

/** Feature cards from the features collection, the highlighted QR card and the screenshot carousel (spec §2 "Feature catalogue"). */
export function FeatureCatalogue({ section }: { section: SectionOf<"featureCatalogue"> }) {
  const { data } = usePage();
  const headingId = `${section.id ?? "catalogue"}-title`;
  const features = section.features.flatMap((slug) => {
    const feature = data.features?.[slug];
    return feature ? [{ slug, feature }] : [];
  });
  const { gallery, highlight } = section;
  const ratio = gallery.slides[0] ? `${gallery.slides[0].image.width} / ${gallery.slides[0].image.height}` : undefined;

  return (
    <Section id={section.id} labelledBy={headingId}>
      <div css={headingGapCss}>
        <SectionHeading heading={section.heading} id={headingId} />
      </div>
      <ul css={gridCss}>
        {features.map(({ slug, feature }) => (
          <li key={slug} css={cardCss}>
            <span css={iconTileCss} data-tone={feature.themeColor}>
              <Icon name={feature.icon} size={24} />
            </span>
            <h3>{feature.title}</h3>
            <p>{feature.shortDescription}</p>
            <SmartLink href={`/features/${slug}`} css={moreCss}>
              {section.moreLabel}
              <span className="visually-hidden">: {feature.title}</span>
              <Icon name="arrow-right" size={17} />
            </SmartLink>
          </li>
        ))}
      </ul>

      {highlight && (
        <article id={highlight.id} css={highlightCss} aria-labelledby={`${highlight.id}-title`}>
          <div css={{ display: "grid", gap: 14 }}>
            {highlight.badge && (
              <span css={highlightBadgeCss}>
                <Icon name="sparkles" size={14} />
                {highlight.badge}
              </span>
            )}
            <h3 id={`${highlight.id}-title`}>{highlight.title}</h3>
            <p>{highlight.text}</p>
            {highlight.points && highlight.points.length > 0 && (
              <ul css={pointsCss}>
                {highlight.points.map((point) => (
                  <li key={point}>
                    <Icon name="check-circle" size={17} />
                    {point}
                  </li>
                ))}
              </ul>
            )}
            {highlight.link && (
              <SmartLink
                href={highlight.link.href}
                css={{
                  justifySelf: "start",
                  display: "inline-flex",
                  alignItems: "center",
                  gap: 6,
                  marginTop: 6,
                  fontWeight: 700,
                }}
              >
                {highlight.link.label}
                <Icon name="arrow-right" size={17} />
              </SmartLink>
            )}
          </div>
          <div css={qrArtCss} aria-hidden="true">
            <QrGlyph size={112} />
          </div>
        </article>
      )}

      <div css={galleryCss}>
        <Carousel
          label={gallery.label}
          intervalMs={gallery.intervalMs}
          fadeMs={gallery.fadeMs}
          slides={gallery.slides.map((slide) => ({
            key: slide.image.src,
            label: slide.caption,
            content: (
              <figure css={{ margin: 0 }}>
                <div css={frameCss} style={{ aspectRatio: ratio }}>
                  <img
                    src={slide.image.src}
                    {...responsiveProps(slide.image.src, slideSizes)}
                    alt={slide.image.alt}
                    width={slide.image.width}
                    height={slide.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                </div>
                <figcaption css={captionCss}>{slide.caption}</figcaption>
              </figure>
            ),
          }))}
        />
      </div>

      {section.actions && section.actions.length > 0 && (
        <div css={actionsCss}>
          {section.actions.map((cta) => (
            <Cta key={cta.label} cta={cta} />
          ))}
        </div>
      )}
    </Section>
  );
}
