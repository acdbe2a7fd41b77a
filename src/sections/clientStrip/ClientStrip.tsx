import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { SectionOf } from "../types";
import { AnimatedNumber } from "../../components/AnimatedNumber";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import * as s from "./styles";

type Logo = SectionOf<"clientStrip">["logos"][number];

function Logos({ logos, copy }: { logos: readonly Logo[]; copy?: boolean }) {
  return (
    <ul css={s.list} aria-hidden={copy || undefined}>
      {logos.map((logo) => (
        <li key={logo.src}>
          <img src={logo.src} alt={copy ? "" : logo.alt} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}

/**
 * Client logos scrolling by (a second, hidden copy makes the loop seamless;
 * hover, focus or the pause button stop it; reduced motion shows them still)
 * and stat cards that count up when they come into view.
 */
export function ClientStrip({ section }: { section: SectionOf<"clientStrip"> }) {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const titleId = `${section.id ?? "clients"}-title`;
  return (
    <section id={section.id} aria-labelledby={section.title ? titleId : undefined} css={s.section}>
      <Container>
        {section.title && (
          <h2 id={titleId} css={s.title}>
            {section.title}
          </h2>
        )}
        <div css={s.strip} data-paused={paused}>
          <div css={s.viewport}>
            <div css={s.track(section.secondsPerLoop ?? 45)}>
              <Logos logos={section.logos} />
              <Logos logos={section.logos} copy />
            </div>
          </div>
          <button type="button" css={s.pause} onClick={() => setPaused((p) => !p)} aria-label={paused ? t`Reanudar logos` : t`Pausar logos`}>
            {paused ? (
              <Icon name="play" size={14} />
            ) : (
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                <rect x="3" y="2" width="3" height="10" rx="1" fill="currentColor" />
                <rect x="8" y="2" width="3" height="10" rx="1" fill="currentColor" />
              </svg>
            )}
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
