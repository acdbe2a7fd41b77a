import { Icon } from "../../components/Icon";
import { Stars } from "../../components/Stars";
import type { StoryCategory, SuccessStory } from "../../generated/schema";
import * as s from "./styles";
import { responsiveProps } from "../../core/images";

interface CardProps {
  story: SuccessStory;
  category: string;
  readMore: string;
  onOpen: () => void;
}

export function CategoryBadge({ category, label }: { category: StoryCategory; label: string }) {
  return (
    <span css={s.badge} data-category={category}>
      {label}
    </span>
  );
}

function Person({ story, size }: { story: SuccessStory; size: number }) {
  return (
    <div css={s.person}>
      <img
        src={story.image.src}
        {...responsiveProps(story.image.src, `${size}px`)}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
      <div>
        <h3>{story.name}</h3>
        <p>
          {story.role} · {story.restaurant}
        </p>
      </div>
    </div>
  );
}

/** A featured story: portrait, who, category, quote and the first key result. */
export function FeaturedCard({ story, category, readMore, onOpen }: CardProps) {
  const kpi = story.kpis[0];
  return (
    <article css={s.featuredCard} aria-labelledby={`story-${story.id}-featured`}>
      <div className="top">
        <img
          src={story.image.src}
          {...responsiveProps(story.image.src, "88px")}
          alt=""
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
        />
        <CategoryBadge category={story.category} label={category} />
      </div>
      <h3 id={`story-${story.id}-featured`}>{story.name}</h3>
      <p className="who">
        {story.role} · {story.restaurant}
      </p>
      <blockquote>
        <p>“{story.quote}”</p>
      </blockquote>
      <div className="kpi">
        <strong>{kpi.value}</strong>
        <span>{kpi.metric}</span>
      </div>
      <button type="button" css={s.openButton} onClick={onOpen} aria-haspopup="dialog">
        {readMore}
        <Icon name="arrow-right" size={16} />
        <span className="visually-hidden">: {story.name}</span>
      </button>
    </article>
  );
}

/** A story in the grid: rating, category, quote (three lines), first two results. */
export function GridCard({ story, category, readMore, onOpen }: CardProps) {
  return (
    <article css={s.gridCard}>
      <div className="meta">
        <Stars rating={story.rating} size={16} />
        <CategoryBadge category={story.category} label={category} />
      </div>
      <blockquote>
        <p>“{story.quote}”</p>
      </blockquote>
      <dl className="kpis">
        {story.kpis.slice(0, 2).map((kpi) => (
          <div key={kpi.metric}>
            <dt>{kpi.metric}</dt>
            <dd>{kpi.value}</dd>
          </div>
        ))}
      </dl>
      <Person story={story} size={44} />
      <button type="button" css={s.openButton} onClick={onOpen} aria-haspopup="dialog">
        {readMore}
        <Icon name="arrow-right" size={16} />
        <span className="visually-hidden">: {story.name}</span>
      </button>
    </article>
  );
}
