import { useEffect } from "react";
import { css } from "@emotion/react";
import { useLingui } from "@lingui/react/macro";
import { GlobalStyles } from "../theme/GlobalStyles";
import { theme } from "../theme/tokens";
import type { SiteDocument } from "../site-data";
import { langPrefix } from "../core/i18n/paths";

/** What an error says: a failed response's status text, else the message. */
function detailOf(error: unknown): string {
  if (error instanceof Response) return error.statusText || String(error.status);
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The generic error page: shown instead of a blank screen when a page cannot
 * be loaded in the browser (the development server renders pages there).
 */
export function ErrorPage({ error, lang, site }: { error: unknown; lang: string; site?: SiteDocument }) {
  const { t } = useLingui();
  const heading = site?.errorPage.title ?? t`Unexpected Application Error!`;
  const title = site ? `${heading} | ${site.brand.name}` : heading;
  useEffect(() => {
    console.error("Unexpected application error:", error);
    document.title = title;
  }, [error, title]);
  return (
    <main id="main" css={css`max-width: 640px; margin: 0 auto; padding: 120px 24px; text-align: center; display: grid; gap: 20px;`}>
      <GlobalStyles />
      <h1 css={css`font-size: clamp(26px, 4vw, 38px);`}>{heading}</h1>
      <p css={css`color: ${theme.colors.textSoft};`}>{detailOf(error)}</p>
      <p>
        <a href={langPrefix(lang) || "/"} css={css`color: ${theme.colors.accent}; font-weight: 600;`}>
          {site?.errorPage.homeLabel ?? t`Volver al inicio`}
        </a>
      </p>
    </main>
  );
}
