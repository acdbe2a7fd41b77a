// Keyboard: tabbing through every page (Spanish; other languages share the markup) lands only
// on visible elements whose look changes on focus (outline, ring, border,
// background or text on the element or a wrapper that draws it).
import { expect, test } from "./test.ts";
import { distDir, routesFromDist } from "../../scripts/audit/routes.ts";

const all = routesFromDist(distDir()).filter((r) => r.kind !== "redirect");

test.describe("keyboard", { tag: "@desktop" }, () => {
  // Focus styles then apply at once (no transition to wait for).
  test.use({ reducedMotion: "reduce" });
  for (const route of all.filter((r) => r.lang === "es")) {
    test(route.path, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      // The promo bar decides after hydration whether it covers the contact
      // line; tabbing before that can land on a link that is hidden a moment later.
      await expect(page.locator('[data-promo="pending"]')).toHaveCount(0);
      const problems: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press("Tab");
        const info = await page.evaluate(() => {
          // Reduced motion shortens transitions to 0.01 ms but keeps them: a focus ring drawn by a
          // transitioned border or shadow shows its new value only once the transition has ended.
          // Ended here at once (getAnimations brings the style up to date, which starts them) rather
          // than by waiting two frames each way: the frames were most of the test's CPU (issue 44).
          const settle = () => {
            for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
          };
          settle();
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          // The element and the wrappers that may draw its ring (:focus-within).
          const chain: HTMLElement[] = [];
          for (let node: HTMLElement | null = el; node && chain.length < 4; node = node.parentElement) chain.push(node);
          const styleOf = (cs: CSSStyleDeclaration) =>
            [
              cs.outlineStyle === "none" ? "none" : `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}`,
              cs.boxShadow,
              cs.borderColor,
              cs.backgroundColor,
              cs.textDecorationLine,
              cs.color,
            ].join("|");
          // The ring may also be drawn by the element's ::before/::after.
          const look = () => [
            ...chain.map((n) => styleOf(getComputedStyle(n))),
            styleOf(getComputedStyle(el, "::before")),
            styleOf(getComputedStyle(el, "::after")),
          ];
          const focused = look();
          el.blur();
          settle();
          const blurred = look();
          el.focus({ preventScroll: true });
          const cs = getComputedStyle(el);
          const rect = el.getBoundingClientRect();
          const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("type") ? `[type=${el.getAttribute("type")}]` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
          // A visually hidden control (opacity 0 radio) counts as visible when its label is.
          const box =
            rect.width > 0 && rect.height > 0
              ? rect
              : (el.closest("label") ?? el.parentElement)?.getBoundingClientRect();
          const visible = !!box && box.width > 0 && box.height > 0 && cs.visibility !== "hidden";
          const key = `${label}@${Math.round(rect.x)},${Math.round(rect.y + window.scrollY)}`;
          return { label, key, indicator: focused.some((f, i) => f !== blurred[i]), visible };
        });
        if (!info) continue;
        if (seen.has(info.key)) break;
        seen.add(info.key);
        if (!info.visible) problems.push(`invisible focus target: ${info.label}`);
        else if (!info.indicator) problems.push(`nothing changes when it takes focus: ${info.label}`);
      }
      expect(seen.size, "Tab reaches something").toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }
});
