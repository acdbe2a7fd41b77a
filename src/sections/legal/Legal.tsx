import { css } from "@emotion/react";
import type { SectionOf } from "../types";
import { Container } from "../../components/Container";
import { useSite } from "../../site-data";
import { theme } from "../../theme/tokens";
import { LOCALE_BY_LANG } from "../../core/format/number";
import type { Lang } from "../../core/i18n/languages";

const page = css`
  padding: 56px 0 96px;
  ${theme.mq.md} {
    padding: 88px 0 120px;
  }
`;
const layout = css`
  display: grid;
  gap: 40px;
  ${theme.mq.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 64px;
    align-items: start;
  }
`;
const toc = css`
  font-size: 14px;
  ${theme.mq.lg} {
    position: sticky;
    top: 96px;
  }
  ol {
    margin: 12px 0 0;
    padding-left: 20px;
    display: grid;
    gap: 6px;
    color: ${theme.colors.textSoft};
  }
  a {
    text-decoration: none;
    &:hover {
      color: ${theme.colors.accent};
    }
  }
`;
const article = css`
  max-width: 720px;
  color: ${theme.colors.textSoft};
  h2 {
    color: ${theme.colors.text};
    font-size: 22px;
    margin: 40px 0 12px;
  }
  p + p,
  p + ul,
  ul + p {
    margin-top: 12px;
  }
  ul {
    padding-left: 22px;
    display: grid;
    gap: 6px;
  }
`;

/** A long legal text with a table of contents. */
export function Legal({ section }: { section: SectionOf<"legal"> }) {
  const { lang } = useSite();
  const updated = new Intl.DateTimeFormat(LOCALE_BY_LANG[lang as Lang] ?? "es-ES", {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${section.updated}T00:00:00Z`));
  return (
    <section id={section.id} css={page}>
      <Container>
        <header css={css`margin-bottom: 40px;`}>
          <h1 css={css`font-size: clamp(32px, 5vw, 52px); font-weight: 800;`}>{section.title}</h1>
          <p css={css`margin-top: 12px; color: ${theme.colors.textMuted};`}>
            {section.updatedLabel}: <time dateTime={section.updated}>{updated}</time>
          </p>
          {section.intro && (
            <p css={css`margin-top: 20px; max-width: 720px; font-size: 18px; color: ${theme.colors.textSoft};`}>
              {section.intro}
            </p>
          )}
        </header>
        <div css={layout}>
          <nav css={toc} aria-labelledby={`${section.id ?? "legal"}-toc`}>
            <strong id={`${section.id ?? "legal"}-toc`}>{section.tocLabel ?? section.title}</strong>
            <ol>
              {section.chapters.map((chapter) => (
                <li key={chapter.id}>
                  <a href={`#${chapter.id}`}>{chapter.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article css={article}>
            {section.chapters.map((chapter, index) => (
              <section key={chapter.id} aria-labelledby={chapter.id}>
                <h2 id={chapter.id}>
                  {index + 1}. {chapter.title}
                </h2>
                {chapter.blocks.map((block, i) =>
                  block.list ? (
                    <ul key={i}>
                      {block.list.map((item, j) => (
                        <li key={j}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={i}>{block.p}</p>
                  ),
                )}
              </section>
            ))}
          </article>
        </div>
      </Container>
    </section>
  );
}
