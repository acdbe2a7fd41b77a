import { useEffect, useId, useRef, useState } from "react";
import type { SectionOf } from "../types";
import { Cta } from "../../components/Cta";
import { Icon } from "../../components/Icon";
import { headingGap, Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import * as s from "./styles";
import { fixedColors } from "../../theme/tokens";

/**
 * A video demo card. There is no player yet: pressing play sets the
 * "requested" flag and the poster gives way, in the same box, to a
 * "coming soon" message (focus moves to it, screen readers hear it).
 */
export function VideoDemo({ section }: { section: SectionOf<"videoDemo"> }) {
  const [requested, setRequested] = useState(false);
  const pendingRef = useRef<HTMLHeadingElement>(null);
  const headingId = section.heading ? `${section.id ?? "video"}-title` : undefined;

  useEffect(() => {
    if (requested) pendingRef.current?.focus();
  }, [requested]);

  return (
    <Section id={section.id} tone={section.tone ?? "plain"} labelledBy={headingId}>
      {section.heading && (
        <div css={headingGap}>
          <SectionHeading heading={section.heading} id={headingId} />
        </div>
      )}
      <div css={s.layout(Boolean(section.chapters?.length))}>
        <div css={s.frame} data-state={requested ? "requested" : "idle"}>
          {requested ? (
            <div css={s.pending} role="status">
              <span className="icon" aria-hidden="true">
                <Icon name="sparkles" size={26} />
              </span>
              <h3 ref={pendingRef} tabIndex={-1}>
                {section.pendingTitle}
              </h3>
              <p>{section.pendingText}</p>
              {section.pendingAction && <Cta cta={section.pendingAction} />}
            </div>
          ) : (
            <>
              <Poster />
              <button type="button" css={s.play} onClick={() => setRequested(true)}>
                <span className="disc" aria-hidden="true">
                  <Icon name="play" size={28} />
                </span>
                <span className="label">{section.playLabel}</span>
              </button>
              <p css={s.caption}>
                <strong>{section.posterTitle}</strong>
                {section.duration && <span>{section.duration}</span>}
              </p>
            </>
          )}
        </div>
        {section.chapters && section.chapters.length > 0 && (
          <ol css={s.chapters}>
            {section.chapters.map((c, i) => (
              <li key={c}>
                <span aria-hidden="true">{String(i + 1).padStart(2, "0")}</span>
                {c}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Section>
  );
}

/** The drawn poster: a dashboard and a phone over the brand gradient. */
function Poster() {
  const gradient = `vd-${useId().replace(/[^a-zA-Z0-9-]/g, "")}`;
  return (
    <svg css={s.poster} viewBox="0 0 640 360" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={fixedColors.violetDeeper} />
          <stop offset="0.6" stopColor={fixedColors.violetStrong} />
          <stop offset="1" stopColor={fixedColors.violetLight} />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill={`url(#${gradient})`} />
      <circle cx="560" cy="40" r="120" fill={fixedColors.gold} opacity="0.18" />
      <g opacity="0.95">
        <rect x="64" y="56" width="360" height="236" rx="16" fill={fixedColors.white} opacity="0.1" />
        <rect x="88" y="84" width="140" height="12" rx="6" fill={fixedColors.white} opacity="0.55" />
        <rect x="88" y="108" width="90" height="8" rx="4" fill={fixedColors.white} opacity="0.3" />
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(88 ${136 + i * 48})`}>
            <rect width="312" height="38" rx="10" fill={fixedColors.white} opacity="0.12" />
            <rect x="10" y="8" width="22" height="22" rx="6" fill={fixedColors.gold} opacity="0.9" />
            <rect x="44" y="12" width={120 - i * 20} height="7" rx="3.5" fill={fixedColors.white} opacity="0.6" />
            <rect x="44" y="24" width="70" height="5" rx="2.5" fill={fixedColors.white} opacity="0.3" />
            <rect x="262" y="14" width="38" height="10" rx="5" fill={fixedColors.white} opacity="0.5" />
          </g>
        ))}
      </g>
      <g transform="translate(452 70)">
        <rect width="130" height="250" rx="22" fill={fixedColors.ink} />
        <rect x="8" y="8" width="114" height="234" rx="16" fill={fixedColors.white} />
        <rect x="20" y="28" width="60" height="8" rx="4" fill={fixedColors.ink} opacity="0.8" />
        {[0, 1, 2, 3].map((i) => (
          <g key={i} transform={`translate(20 ${50 + i * 40})`}>
            <rect width="90" height="32" rx="8" fill={fixedColors.mist} />
            <rect x="6" y="6" width="20" height="20" rx="5" fill={i === 1 ? fixedColors.violet : fixedColors.gold} />
            <rect x="32" y="10" width="40" height="5" rx="2.5" fill={fixedColors.ink} opacity="0.6" />
            <rect x="32" y="19" width="26" height="4" rx="2" fill={fixedColors.ink} opacity="0.3" />
          </g>
        ))}
        <rect x="20" y="214" width="90" height="18" rx="9" fill={fixedColors.violet} />
      </g>
    </svg>
  );
}
