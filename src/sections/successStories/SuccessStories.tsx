import { useContext, useState } from "react";
import { Plural } from "@lingui/react/macro";
import type { SectionOf } from "../types";
import { headingGap, Section } from "../../components/Section";
import { SectionHeading } from "../../components/SectionHeading";
import type { StoriesCollection, StoryCategory, SuccessStory } from "../../generated/schema";
import { PageContext } from "../../site-data";
import { FeaturedCard, GridCard } from "./StoryCard";
import { StoryDialog } from "./StoryDialog";
import * as s from "./styles";

export type Filter = StoryCategory | "all";

const CATEGORIES: StoryCategory[] = ["alta-cocina", "cafeteria", "casual-dining", "grupo-restaurantes"];

/** The stories that a filter shows: all of them, or one category's. */
export const filterStories = (stories: readonly SuccessStory[], filter: Filter) =>
  filter === "all" ? stories : stories.filter((story) => story.category === filter);

/**
 * Featured stories and the filterable grid of all stories, sharing one
 * dialog. The filter narrows only the grid; the featured row never changes.
 */
export function SuccessStories({ section }: { section: SectionOf<"successStories"> }) {
  const stories = (useContext(PageContext)?.data.stories as StoriesCollection | undefined)?.stories ?? [];
  const [filter, setFilter] = useState<Filter>("all");
  const [open, setOpen] = useState<SuccessStory | null>(null);
  const featured = stories.filter((story) => story.featured);
  const shown = filterStories(stories, filter);
  const featuredId = `${section.id ?? "destacados"}-title`;
  const allId = `${section.all.id}-title`;
  const labels = section.categories;

  return (
    <>
      {featured.length > 0 && (
        <Section id={section.id} labelledBy={featuredId}>
          <div css={headingGap}>
            <SectionHeading heading={section.featured.heading} id={featuredId} />
          </div>
          <ul css={s.featuredGrid}>
            {featured.map((story) => (
              <li key={story.id}>
                <FeaturedCard
                  story={story}
                  category={labels[story.category]}
                  readMore={section.featured.readMoreLabel}
                  onOpen={() => setOpen(story)}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id={section.all.id} tone="soft" labelledBy={allId}>
        <div css={headingGap}>
          <SectionHeading heading={section.all.heading} id={allId} />
        </div>
        <div role="group" aria-label={section.all.filterLabel} css={s.filters}>
          {(["all", ...CATEGORIES] as Filter[]).map((key) => (
            <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)}>
              {key === "all" ? section.all.allLabel : labels[key]}
            </button>
          ))}
        </div>
        <p className="visually-hidden" aria-live="polite">
          <Plural value={shown.length} one="Mostrando # historia" other="Mostrando # historias" />
        </p>
        <ul css={s.grid} data-filter={filter}>
          {shown.map((story) => (
            <li key={story.id}>
              <GridCard
                story={story}
                category={labels[story.category]}
                readMore={section.all.readMoreLabel}
                onOpen={() => setOpen(story)}
              />
            </li>
          ))}
        </ul>
      </Section>
      <StoryDialog
        story={open}
        category={open ? labels[open.category] : ""}
        dialog={section.dialog}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
