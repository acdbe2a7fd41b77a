import { css } from "@emotion/react";
import { Outlet, useLoaderData } from "react-router-dom";
import { SiteContext } from "../site-data";
import { ScrollManager } from "../runtime/ScrollManager";
import type { SitePayload } from "../runtime/types";
import { GlobalStyles } from "../theme/GlobalStyles";
import { SkipLink } from "./SkipLink";
import { Header } from "./Header";
import { PromoBar } from "./promo/PromoBar";
import { Footer } from "./Footer";
import { BookingHost } from "../booking/BookingHost";
import { Toaster } from "../components/toast";

export interface SiteLoaderData extends SitePayload {
  lang: string;
  prefix: string;
}

/** Everything around a page: skip link, header, <main id="main">, footer. */
export function SiteShell() {
  const { site, data, lang, prefix } = useLoaderData() as SiteLoaderData;
  return (
    <SiteContext.Provider value={{ site, data, lang, prefix }}>
      <GlobalStyles />
      <SkipLink />
      <PromoBar />
      <Header />
      <main id="main" tabIndex={-1} css={css`min-height: 60vh;`}>
        <Outlet />
      </main>
      <Footer />
      <ScrollManager />
      <BookingHost />
      <Toaster />
    </SiteContext.Provider>
  );
}
