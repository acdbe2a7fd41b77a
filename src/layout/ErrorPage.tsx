import { useEffect } from "react";
import { css } from "@emotion/react";
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { GlobalStyles } from "../theme/GlobalStyles";
import { theme } from "../theme/tokens";
import type { SiteLoaderData } from "./SiteShell";
import { langPrefix } from "../i18n/paths";

/** The generic error page: shown instead of a blank screen when routing itself fails. */
export function ErrorPage({ rootId }: { rootId: string }) {
  const error = useRouteError();
  const { t } = useLingui();
  const site = (useRouteLoaderData(rootId) as SiteLoaderData | undefined)?.site;
  const detail = isRouteErrorResponse(error) ? error.statusText || String(error.status) : error instanceof Error ? error.message : String(error);
  const heading = site?.errorPage.title ?? t`Unexpected Application Error!`;
  const title = site ? `${heading} | ${site.brand.name}` : heading;
  console.error("Unexpected application error:", error);
  // The page's own head tags are not rendered here: without this the tab keeps the previous page's title.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id="main" css={css`max-width: 640px; margin: 0 auto; padding: 120px 24px; text-align: center; display: grid; gap: 20px;`}>
      <GlobalStyles />
      <h1 css={css`font-size: clamp(26px, 4vw, 38px);`}>{heading}</h1>
      <p css={css`color: ${theme.colors.textSoft};`}>{detail}</p>
      <p>
        <a href={langPrefix(rootId.replace(/^root-/, "")) || "/"} css={css`color: ${theme.colors.accent}; font-weight: 600;`}>
          {site?.errorPage.homeLabel ?? t`Volver al inicio`}
        </a>
      </p>
    </main>
  );
}
