import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import type { SectionOf } from "../types";
import { buttonCss } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { Modal } from "../../components/Modal";
import { SmartLink } from "../../components/SmartLink";
import { Stars } from "../../components/Stars";
import type { SuccessStory } from "../../generated/schema";
import { CategoryBadge } from "./StoryCard";
import * as s from "./styles";
import { scrollBehavior } from "../../core/motion";
import { responsiveProps } from "../../core/images";

type DialogCopy = SectionOf<"successStories">["dialog"];

/**
 * After the dialog's link has navigated, scroll to its #anchor once the page
 * has had `delay` ms to render. The target page may still be loading its
 * lazy sections then: wait for the element (up to 10 s), and align it again
 * once the sections above it have settled.
 */
function scrollLater(href: string, delay: number) {
  const id = href.split("#")[1];
  if (!id) return;
  const behavior = scrollBehavior();
  const land = (el: HTMLElement) => {
    el.scrollIntoView({ behavior, block: "start" });
    let height = document.documentElement.scrollHeight;
    for (const wait of [700, 1500]) {
      window.setTimeout(() => {
        // Only when content above has changed the page's height (never fight the visitor's own scrolling).
        const grown = document.documentElement.scrollHeight !== height;
        height = document.documentElement.scrollHeight;
        const target = document.getElementById(id);
        if (
          grown &&
          target &&
          Math.abs(target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop || "0")) >
            48
        )
          target.scrollIntoView({ behavior: "auto", block: "start" });
      }, wait);
    }
  };
  window.setTimeout(() => {
    const el = document.getElementById(id);
    if (el) return land(el);
    const observer = new MutationObserver(() => {
      const found = document.getElementById(id);
      if (!found) return;
      observer.disconnect();
      window.clearTimeout(stop);
      land(found);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = window.setTimeout(() => observer.disconnect(), 10_000);
  }, delay);
}

/** Every result and the full story of one customer, with the next steps. */
export function StoryDialog({
  story,
  category,
  dialog,
  onClose,
}: {
  story: SuccessStory | null;
  category: string;
  dialog: DialogCopy;
  onClose: () => void;
}) {
  const { t } = useLingui();
  // Keep showing the last story while the dialog animates out.
  const last = useRef<SuccessStory | null>(null);
  if (story) last.current = story;
  const shown = story ?? last.current;
  const titleId = shown ? `story-${shown.id}-dialog-title` : "story-dialog-title";

  return (
    <Modal open={Boolean(story)} onClose={onClose} labelledBy={titleId} variant="sheet" width="760px">
      {shown && (
        <div css={s.dialog}>
          <div css={s.closeBar}>
            <button type="button" css={s.close} onClick={onClose} aria-label={t`Cerrar`}>
              <Icon name="x" size={20} />
            </button>
          </div>
          <div className="head">
            <img
              src={shown.image.src}
              {...responsiveProps(shown.image.src, "72px")}
              alt={shown.image.alt}
              width={72}
              height={72}
            />
            <div>
              <h2 id={titleId}>{shown.name}</h2>
              <p>
                {shown.role} · {shown.restaurant}
              </p>
              <div className="tags">
                <CategoryBadge category={shown.category} label={category} />
                <Stars rating={shown.rating} size={16} />
              </div>
            </div>
          </div>
          <blockquote className="quote">
            <p>“{shown.quote}”</p>
          </blockquote>
          <h3>{dialog.resultsTitle}</h3>
          <dl className="results">
            {shown.kpis.map((kpi) => (
              <div key={kpi.metric}>
                <dt>{kpi.metric}</dt>
                <dd className="value">{kpi.value}</dd>
                <dd className="description">{kpi.description}</dd>
              </div>
            ))}
          </dl>
          <h3>{dialog.storyTitle}</h3>
          <div className="story">
            {shown.fullStory.split(/\n\s*\n/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {shown.videoUrl && (
            <a href={shown.videoUrl} target="_blank" rel="noopener noreferrer" css={[buttonCss("secondary"), s.video]}>
              <Icon name="play" size={18} />
              {dialog.videoLabel}
              <span className="visually-hidden"> {t`(se abre en una pestaña nueva)`}</span>
            </a>
          )}
          <div className="actions">
            {dialog.actions.map((action) => (
              <SmartLink
                key={action.label}
                href={action.href}
                css={buttonCss(action.style ?? "primary")}
                onClick={() => {
                  onClose();
                  if (action.scrollDelayMs !== undefined) scrollLater(action.href, action.scrollDelayMs);
                }}
              >
                {action.label}
                {action.icon && <Icon name={action.icon} size={18} />}
              </SmartLink>
            ))}
          </div>
        </div>
      )}
    </Modal>
  );
}
