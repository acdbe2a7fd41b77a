// @vitest-environment node
import { describe, expect, it } from "vitest";
import createCache from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";
import { CacheProvider, css } from "@emotion/react";
import { renderStatic } from "./render-static";
import { StaticSection } from "./StaticSection";
import { BELOW_FOLD_ATTRIBUTE } from "./fold";
import { insertAtFold, splitPageStyles } from "./page-styles";

const shared = css`color: rgb(1, 2, 3);`;
const top = css`color: rgb(4, 5, 6);`;
const below = css`color: rgb(7, 8, 9);`;

async function page(withBelow = true) {
  const cache = createCache({ key: "css" });
  const emotion = createEmotionServer(cache);
  const html = await renderStatic(
    <CacheProvider value={cache}>
      <StaticSection>
        <p css={top}>hero</p>
        <p css={shared}>a</p>
      </StaticSection>
      {withBelow && (
        <StaticSection marks={{ [BELOW_FOLD_ATTRIBUTE]: "" }}>
          <p css={below}>lower</p>
          <p css={shared}>b</p>
        </StaticSection>
      )}
    </CacheProvider>,
    "/",
  );
  return { html, styles: splitPageStyles(emotion, cache, html) };
}

describe("splitPageStyles", () => {
  it("inlines what the first screen uses and defers only what the sections below it use", async () => {
    const { styles } = await page();
    expect(styles.inline).toContain("rgb(4, 5, 6)");
    expect(styles.inline).toContain("rgb(1, 2, 3)");
    expect(styles.inline).not.toContain("rgb(7, 8, 9)");
    expect(styles.deferred).toContain("rgb(7, 8, 9)");
    // A rule both parts use is inline once, not fetched again.
    expect(styles.deferred).not.toContain("rgb(1, 2, 3)");
  });

  it("inlines everything on a page with nothing below its first screen", async () => {
    const { styles } = await page(false);
    expect(styles.inline).toContain("rgb(4, 5, 6)");
    expect(styles.deferred).toBe("");
  });

  it("links the deferred stylesheet right before the first section below the fold", async () => {
    const { html } = await page();
    const linked = insertAtFold(html, '<link rel="stylesheet" href="/assets/below.css">');
    expect(linked.indexOf("/assets/below.css")).toBeGreaterThan(linked.indexOf("hero"));
    expect(linked.indexOf("/assets/below.css")).toBeLessThan(linked.indexOf("lower"));
    expect(insertAtFold("<p>x</p>", "<link>")).toBe("<p>x</p>");
  });
});
