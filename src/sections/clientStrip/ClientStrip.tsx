import { useLingui } from "@lingui/react/macro";
import type { SectionOf } from "../types";
import { AnimatedNumber } from "../../components/AnimatedNumber";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import {
  MARQUEE_LABEL_PAUSE,
  MARQUEE_LABEL_RESUME,
  MARQUEE_PAUSED,
  MARQUEE_TOGGLE,
} from "../../core/marquee-attributes";
import * as s from "./styles";
import { responsiveProps } from "../../core/images";

type Logo = SectionOf<"clientStrip">["logos"][number];

function Logos({ logos, copy }: { logos: readonly Logo[]; copy?: boolean }) {
  return (
    <ul css={s.list} aria-hidden={copy || undefined}>
      {logos.map((logo) => (
        <li key={logo.src}>
          <img
            src={logo.src}
            {...responsiveProps(logo.src, `${Math.round((s.LOGO_HEIGHT * logo.width) / logo.height)}px`)}
            alt={copy ? "" : logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Client logos scrolling by (a second, hidden copy makes the loop seamless;
 * hover, focus or the pause button stop it; reduced motion shows them still)
 * and stat cards that count up when they come into view. Markup only: the
 * button and the counters run plain script (src/chrome), so the section needs
 * no React.
 */
export function ClientStrip({ section }: { section: SectionOf<"clientStrip"> }) {
  const { t } = useLingui();
  const titleId = `${section.id ?? "clients"}-title`;
  return (
    <section id={section.id} aria-labelledby={section.title ? titleId : undefined} css={s.section}>
      <Container>
        {section.title && (
          <h2 id={titleId} css={s.title}>
            {section.title}
          </h2>
        )}
        <div css={s.strip} {...{ [MARQUEE_PAUSED]: "false" }}>
          <div css={s.viewport}>
            <div css={s.track(section.secondsPerLoop ?? 45)}>
              <Logos logos={section.logos} />
              <Logos logos={section.logos} copy />
            </div>
          </div>
          {/* Its behaviour is src/chrome/marquee.ts; the strip's data-paused picks the icon. */}
          <button
            type="button"
            css={s.pause}
            aria-label={t`Pausar logos`}
            {...{
              [MARQUEE_TOGGLE]: "",
              [MARQUEE_LABEL_PAUSE]: t`Pausar logos`,
              [MARQUEE_LABEL_RESUME]: t`Reanudar logos`,
            }}
          >
            <Icon name="play" size={14} className="resume" />
            <svg className="pause" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
              <rect x="3" y="2" width="3" height="10" rx="1" fill="currentColor" />
              <rect x="8" y="2" width="3" height="10" rx="1" fill="currentColor" />
            </svg>
          </button>
        </div>
        <dl css={s.stats}>
          {section.stats.map((stat) => (
            <div key={stat.label} css={s.card}>
              <dt>{stat.label}</dt>
              <dd>
                {stat.icon && (
                  <span css={s.cardIcon} aria-hidden="true">
                    <Icon name={stat.icon} size={20} />
                  </span>
                )}
                <AnimatedNumber value={stat.value} durationMs={stat.durationMs ?? 1200} />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
