// An XSS corpus typed into every text input of every page (and submitted) is
// kept as text: no dialog opens, no injected element or script appears, and
// nothing runs. (Authored copy: tests/unit/quality-render-property.test.tsx.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./test.ts";
import { distDir, routesFromDist } from "../../scripts/audit/routes.ts";
import { XSS } from "../xss-corpus.ts";

// Pages with a text field in their prerendered HTML (every section is prerendered, lazy ones too).
const routes = routesFromDist(distDir()).filter((r) => {
  if (r.kind !== "page" || r.lang !== "es") return false;
  const html = readFileSync(join(distDir(), r.path === "/" ? "index.html" : `${r.path.slice(1)}/index.html`), "utf8");
  return /<textarea\b|<input\b(?![^>]*type="(checkbox|radio|hidden|file|date|submit|button|range|number)")/.test(html);
});
const FIELDS =
  'input:not([type]), input[type="text"], input[type="email"], input[type="search"], input[type="tel"], input[type="url"], input[type="password"], textarea';

// In the desktop project (run in the first part of the suite: the home page's test is its longest), at a phone's
// size: what a field keeps of what is typed is the same at any width, and every page shows the same text fields at
// 390 and 1440 px (compared once, field by field). 1440×900 cost more: each fill scrolls its field into view, and
// chromium drew about 4 times the pixels for every screen it moved to (issue 44).
test.describe("XSS corpus in every text input", { tag: "@desktop" }, () => {
  // What is typed, not how the page moves: with reduced motion the home page's cube stops turning and
  // its frames stop costing the browser CPU for the ~40 s of typing.
  test.use({ reducedMotion: "reduce", viewport: { width: 390, height: 844 } });
  for (const route of routes) {
    test(route.path, async ({ page }) => {
      // Every payload in every field: the home page (calculator and demo form) takes ~40 s on an idle machine.
      test.setTimeout(route.path === "/" ? 180_000 : 90_000);
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        // The calculator's own confirmation alert is legitimate; anything carrying the payload is not.
        if (/alert\(1\)|^1$/.test(d.message())) dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(route.path);
      await page.waitForLoadState("networkidle");
      // Bring the other islands in (the calculator): each hydrates as it nears the viewport. (Instant jumps: the page scrolls smoothly.)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => setTimeout(r, 30));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const fields = page.locator(FIELDS).filter({ visible: true });
      const count = await fields.count();
      expect(count, "the page's text fields are on screen").toBeGreaterThan(0);
      // Forms hydrate only when a visitor reaches for them (runtime/fold.ts HYDRATE_ON_INTENT): focus each
      // field, as a visitor tabbing or tapping in does, so every form's island comes in by intent.
      for (let i = 0; i < count; i++) await fields.nth(i).focus();
      // Each field's island has hydrated (by the scroll or the focus above), so its own handling of what is typed runs.
      await expect
        .poll(
          () =>
            fields.evaluateAll((els) => els.every((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$")))),
          { timeout: 30_000 },
        )
        .toBe(true);
      // Both counts in one round trip to the page (it is asked 12 times).
      const injected = () =>
        page.evaluate(() => ({
          elements: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], a[href^="javascript:"]')
            .length,
          scripts: document.querySelectorAll("script").length,
        }));
      const { scripts: scriptsBefore } = await injected();
      const noInjection = async () => expect(await injected()).toEqual({ elements: 0, scripts: scriptsBefore });
      // What each field is, read once (not per payload: every read is a round trip to the browser).
      const kinds = await fields.evaluateAll((els) =>
        els.map((el) => ({
          editable: !(el as HTMLInputElement).readOnly && !(el as HTMLInputElement).disabled,
          spin: el.getAttribute("role") === "spinbutton",
          max: Number(el.getAttribute("maxlength") ?? 1e6),
        })),
      );
      const fillAll = async (payload: string) => {
        for (let i = 0; i < count; i++) if (kinds[i]!.editable) await fields.nth(i).fill(payload);
        // Read once all are filled, in one round trip (what a field keeps does not change when another is typed in).
        const values = await fields.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
        kinds.forEach((kind, i) => {
          if (!kind.editable) return;
          // Numeric spin buttons keep only digits, a dot and a minus (spec §5); every other field keeps the text as typed.
          if (kind.spin) expect(values[i], `field ${i + 1} of ${count}`).toMatch(/^-?[\d.]*$/);
          else expect(values[i], `field ${i + 1} of ${count}`).toBe(payload.slice(0, kind.max));
        });
      };
      for (const payload of XSS) {
        await fillAll(payload);
        await noInjection();
      }
      // Then submit once with every payload in every field (a submission may
      // reset the form later, so typing goes first), and look again: success
      // panels and toasts show what was sent.
      await fillAll(XSS.join(" "));
      await fields
        .nth(count - 1)
        .press("Enter")
        .catch(() => {});
      await page.waitForTimeout(1500);
      await noInjection();
      expect(dialogs).toEqual([]);
    });
  }
});
