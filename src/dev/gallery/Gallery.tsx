// Every section type rendered from its schema example, with the site's shell
// data, in light or dark (`?theme=dark`, or the switch). A developer tool:
// its labels are not site copy and are not translated.
import { css } from "@emotion/react";
import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import gallery from "virtual:section-gallery";
import { PageContext, SiteContext } from "../../site-data";
import { Sections } from "../../runtime/SectionList";
import type { PageRouteData, Section } from "../../runtime/types";
import { GlobalStyles } from "../../theme/GlobalStyles";
import { theme } from "../../theme/tokens";
import { applyTheme } from "../../layout/header/theme";
import { BookingHost } from "../../booking/BookingHost";
import { Toaster } from "../../components/toast";

const bar = css`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  padding: 10px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  font-size: 14px;
`;
const label = css`
  scroll-margin-top: 64px;
  margin: 48px 16px 0;
  padding: 12px 16px;
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.textSoft};
  font-size: 13px;
  code {
    color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

export function Gallery() {
  const [params, setParams] = useSearchParams();
  const dark = params.get("theme") === "dark";
  useEffect(() => applyTheme(dark ? "dark" : "light"), [dark]);
  const page = useMemo(
    () =>
      ({
        doc: {
          version: 1,
          path: "/__sections",
          meta: { title: "Section gallery", description: "Every section type." },
          sections: gallery.examples.map((e) => e.example as Section),
        },
        data: gallery.data,
        key: "__sections",
        lang: "es",
        path: "/__sections",
      }) as PageRouteData,
    [],
  );
  return (
    <SiteContext.Provider value={{ site: gallery.site, data: gallery.data, lang: "es", prefix: "" }}>
      <PageContext.Provider value={page}>
        <GlobalStyles />
        <nav css={bar} aria-label="Section gallery">
          <strong>Sections ({gallery.examples.length})</strong>
          <button type="button" aria-pressed={dark} onClick={() => setParams(dark ? {} : { theme: "dark" })}>
            {dark ? "Light" : "Dark"}
          </button>
          <label>
            Go to{" "}
            <select
              value=""
              onChange={(event) =>
                event.target.value && document.getElementById(`gallery-${event.target.value}`)?.scrollIntoView()
              }
            >
              <option value="">section type…</option>
              {gallery.examples.map((e) => (
                <option key={e.type} value={e.type}>
                  {e.type}
                </option>
              ))}
            </select>
          </label>
        </nav>
        <main id="main">
          {gallery.examples.map((e) => (
            <article key={e.type} data-gallery-type={e.type} aria-labelledby={`gallery-${e.type}`}>
              <p css={label} id={`gallery-${e.type}`}>
                <code>{e.type}</code> · {e.title} — {e.description}
              </p>
              {e.example ? (
                <Sections sections={[e.example as Section]} />
              ) : (
                <p css={label}>No example in schema/sections/{e.type}.schema.json</p>
              )}
            </article>
          ))}
        </main>
        <BookingHost />
        <Toaster />
      </PageContext.Provider>
    </SiteContext.Provider>
  );
}
