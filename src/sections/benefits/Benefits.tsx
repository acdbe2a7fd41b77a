import { useEffect, useState } from "react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { Icon } from "../../components/Icon";
import { SectionHeading } from "../../components/SectionHeading";
import { variantIndex, visitSeed } from "./variant";
import * as s from "./styles";

type Card = SectionOf<"benefits">["cards"][number];

const sessionStore = () => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** The phrasing each card shows: the first on the server and at hydration, this visit's random pick after mount. */
function usePhrasings(cards: readonly Card[]) {
  const [seed, setSeed] = useState<number | null>(null);
  useEffect(() => setSeed(visitSeed(sessionStore())), []);
  return cards.map((card, i) => {
    const variants = card.improvementVariants ?? [];
    if (variants.length === 0) return undefined;
    return variants[seed === null ? 0 : variantIndex(seed, i, variants.length)];
  });
}

/** Ten benefit cards, before/after on demand, one open at a time; high-impact cards lead (order as authored). */
export function Benefits({ section }: { section: SectionOf<"benefits"> }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const phrasings = usePhrasings(section.cards);
  const base = section.id ?? "benefits";
  return (
    <section id={section.id} aria-labelledby={`${base}-title`} css={s.section}>
      <Container>
        <SectionHeading heading={section.heading} id={`${base}-title`} />
        <ul css={s.grid}>
          {section.cards.map((card, i) => {
            const open = openId === card.id;
            const high = Boolean(card.highImpact);
            const buttonId = `${base}-${card.id}-button`;
            const panelId = `${base}-${card.id}-panel`;
            return (
              <li key={card.id} css={s.card(open, high)}>
                <div css={s.head}>
                  <span css={s.icon(high)} aria-hidden="true">
                    <Icon name={card.icon} size={22} />
                  </span>
                  <div css={s.body}>
                    <div css={s.titleRow}>
                      <h3 css={s.title}>
                        <button
                          type="button"
                          id={buttonId}
                          css={s.toggle}
                          aria-expanded={open}
                          aria-controls={panelId}
                          onClick={() => setOpenId(open ? null : card.id)}
                        >
                          {card.title}
                          <Icon name="chevron-down" size={20} />
                        </button>
                      </h3>
                      {high && (
                        <span css={s.badge}>
                          <Icon name="zap" size={13} />
                          {section.labels.highImpact}
                        </span>
                      )}
                    </div>
                    <p css={s.improvement}>
                      <Icon name="trending-up" size={16} />
                      {card.improvement}
                    </p>
                    {phrasings[i] && <p css={s.phrase}>{phrasings[i]}</p>}
                  </div>
                </div>
                <div id={panelId} css={s.panel(open)} inert={!open}>
                  <div css={s.compareWrap}>
                    <div css={s.compare}>
                      <div css={s.stateBox(false)}>
                        <span>{section.labels.before}</span>
                        <strong>{card.before.metric}</strong>
                        <p>{card.before.description}</p>
                      </div>
                      <div css={s.stateBox(true)}>
                        <span>{section.labels.after}</span>
                        <strong>{card.after.metric}</strong>
                        <p>{card.after.description}</p>
                      </div>
                    </div>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
