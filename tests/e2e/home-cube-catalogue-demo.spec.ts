import { readFileSync } from "node:fs";
import { pauseClock, runClockFor } from "./clock.ts";
import { standInDemoApi } from "./demo-api-stand-in.ts";
import { islandReady } from "./hydrated.ts";
import { expect, test, type Locator, type Page } from "./test.ts";
import { watchConsole } from "./watch-console.ts";
import { keepMotion, withoutMotion } from "./motion.ts";

// The integration cube, the feature catalogue with its carousel and the
// inline demo form, as a visitor meets them at 390 px (mobile) and 1440 px
// (desktop). Copy is read from the home document so the tests follow edits.

interface Face {
  id: string;
  title: string;
  position: string;
}
const home = JSON.parse(readFileSync("pages/home.json", "utf8")) as {
  sections: Array<Record<string, unknown> & { type: string }>;
};
const cube = home.sections.find((s) => s.type === "cube") as unknown as {
  faces: Face[];
  motion: { closeMs: Record<string, number> };
};
const faceTitle = (id: string) => cube.faces.find((f) => f.id === id)!.title.replace("{product}", "Mesalia");

// Several tests wait out the carousel's 3 s interval or the submission's 2 s minimum.
test.describe.configure({ timeout: 60_000 });
// The cube turns and the carousel moves on by itself: motion on for the file, off (withoutMotion) where a test reads
// only links, cards or the form (motion.ts).
test.use(keepMotion);

let errors: string[] = [];
test.beforeEach(async ({ page }) => {
  errors = watchConsole(page);
});
test.afterEach(() => {
  // No hydration mismatch (React #418) or any other error along the way.
  expect(errors).toEqual([]);
});

async function openHome(page: Page, anchor: string) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const section = page.locator(`#${anchor}`);
  await section.scrollIntoViewIfNeeded();
  // The demo form's code comes when the visitor reaches for it (hydrate on intent, src/runtime/fold.ts): a pointer
  // arrives, until it has hydrated (its date field's `min` is no sign of that: the page's inline script writes today
  // there before, min-day-script.ts).
  if (anchor === "booking-demo") await islandReady(section.locator("form"));
  return section;
}

/** The lazy cube chunk has loaded and hydrated: faces carry their mode's ARIA state (added after mount). */
async function cubeReady(page: Page, desktop: boolean) {
  await expect(page.locator('[data-face="whatsapp"]')).toHaveAttribute(
    desktop ? "aria-expanded" : "aria-haspopup",
    /.+/,
    { timeout: 15_000 },
  );
}

const face = (page: Page, id: string) => page.locator(`[data-face="${id}"]`);
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === "hidden");
const focusedFace = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.face ?? null);
const cubeTransform = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="cube-stage"] [role="group"]')!).transform);

/** Whether a wheel turn scrolls the page: watched for 2 s (a busy machine scrolls late; the full run of 28 Nov read it after 300 ms and saw nothing). */
async function wheelMoves(page: Page) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 150);
  await page.mouse.wheel(0, 500);
  for (const started = Date.now(); Date.now() - started < 2_000; await page.waitForTimeout(100)) {
    if ((await page.evaluate(() => window.scrollY)) !== before) return true;
  }
  return false;
}

test.describe("integration cube, smaller screens: a face opens a modal card", () => {
  test.use({ reducedMotion: "reduce" });

  test("tap opens the card over a dimmed backdrop with page scroll locked; Escape closes it and gives focus back", async ({
    page,
  }) => {
    await openHome(page, "integraciones");
    await cubeReady(page, false);
    await face(page, "whatsapp").tap();
    const dialog = page.getByRole("dialog", { name: faceTitle("whatsapp") });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("recordatorios");
    await expect(page.getByTestId("cube-backdrop")).toBeVisible();
    await expect.poll(() => scrollLocked(page)).toBe(true);
    expect(await wheelMoves(page)).toBe(false);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => scrollLocked(page)).toBe(false);
    expect(await focusedFace(page)).toBe("whatsapp");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await wheelMoves(page)).toBe(true);
  });

  test("the backdrop, an outside touch and the 'Cerrar panel' button close it", async ({ page }) => {
    await openHome(page, "integraciones");
    await cubeReady(page, false);
    const backdrop = page.getByTestId("cube-backdrop");

    await face(page, "whatsapp").tap();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.mouse.click(20, 20);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(backdrop).toHaveCount(0);

    await face(page, "instagram").tap();
    await expect(page.getByRole("dialog", { name: faceTitle("instagram") })).toBeVisible();
    await page.touchscreen.tap(200, 40);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await face(page, "stripe").tap();
    const dialog = page.getByRole("dialog", { name: faceTitle("stripe") });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cerrar panel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
    expect(await focusedFace(page)).toBe("stripe");
  });

  test("keyboard: focusing a face opens its card, focus stays inside, and closing does not reopen it", async ({
    page,
  }) => {
    await openHome(page, "integraciones");
    await cubeReady(page, false);
    await face(page, "whatsapp").focus();
    const dialog = page.getByRole("dialog", { name: faceTitle("whatsapp") });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Cerrar panel" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await focusedFace(page)).toBe("whatsapp");

    // Arrow keys move between faces (wrapping) and the face reached opens; Google says it is coming soon.
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: faceTitle(cube.faces[cube.faces.length - 1].id) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await face(page, "google").focus();
    const google = page.getByRole("dialog", { name: faceTitle("google") });
    await expect(google).toContainText("Próximamente");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("integration cube, tablet (768-1279 px): a face opens a centred modal card", { tag: "@desktop" }, () => {
  // Spec §2: below the 1280 px cube breakpoint a tap or focus opens a modal card over a dimmed
  // backdrop (phones get a bottom drawer). 1024 × 800 is a landscape tablet with touch.
  test.use({ viewport: { width: 1024, height: 800 }, hasTouch: true });

  /** The card is a centred modal box, not the phone's full-width drawer nor the desktop side panel. */
  async function expectCentredCard(page: Page, dialog: Locator) {
    const backdrop = page.getByTestId("cube-backdrop");
    await expect(backdrop).toHaveAttribute("data-variant", "card");
    await expect(page.getByTestId("cube-panel")).toHaveCount(0);
    // The backdrop covers the whole viewport and dims it.
    const cover = await backdrop.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const bg = getComputedStyle(el)
        .backgroundColor.match(/[\d.]+/g)!
        .map(Number);
      return { x: r.x, y: r.y, w: r.width, h: r.height, alpha: bg.length === 4 ? bg[3] : 1 };
    });
    expect(cover).toMatchObject({ x: 0, y: 0, w: 1024, h: 800 });
    expect(cover.alpha).toBeGreaterThanOrEqual(0.3);
    await expect
      .poll(async () => Math.round((await dialog.boundingBox())!.x + (await dialog.boundingBox())!.width / 2))
      .toBe(512);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThan(600);
    expect(box.y).toBeGreaterThan(0);
    expect(box.y + box.height).toBeLessThan(800);
  }

  test("tap opens the card over a dimmed backdrop with scroll locked; Escape, 'Cerrar panel' and the backdrop close it", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page, "integraciones");
    await cubeReady(page, false);
    const backdrop = page.getByTestId("cube-backdrop");

    await face(page, "whatsapp").tap();
    const dialog = page.getByRole("dialog", { name: faceTitle("whatsapp") });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog).toContainText("recordatorios");
    await expectCentredCard(page, dialog);
    await expect.poll(() => scrollLocked(page)).toBe(true);
    expect(await wheelMoves(page)).toBe(false);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(backdrop).toHaveCount(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
    expect(await focusedFace(page)).toBe("whatsapp");

    await face(page, "instagram").tap();
    const instagram = page.getByRole("dialog", { name: faceTitle("instagram") });
    await expect(instagram).toBeVisible();
    await expectCentredCard(page, instagram);
    await instagram.getByRole("button", { name: "Cerrar panel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
    expect(await focusedFace(page)).toBe("instagram");

    await face(page, "stripe").tap();
    const stripe = page.getByRole("dialog", { name: faceTitle("stripe") });
    await expect(stripe).toBeVisible();
    // A press on the dimmed backdrop, beside the card, closes it; a press on the card does not.
    await stripe.click({ position: { x: 30, y: 60 } });
    await expect(stripe).toBeVisible();
    await backdrop.click({ position: { x: 24, y: 24 } });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(backdrop).toHaveCount(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
    expect(await wheelMoves(page)).toBe(true);

    // Keyboard: focusing a face opens its card with focus on 'Cerrar panel'; Enter closes it.
    await face(page, "google").focus();
    const google = page.getByRole("dialog", { name: faceTitle("google") });
    await expect(google).toContainText("Próximamente");
    await expectCentredCard(page, google);
    await expect(google.getByRole("button", { name: "Cerrar panel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(await focusedFace(page)).toBe("google");
  });

  test("a tap stops the turning cube; closing plays the card's 300 ms animation first", async ({ page }) => {
    await openHome(page, "integraciones");
    await cubeReady(page, false);
    await page.mouse.move(5, 5);
    const turning = await cubeTransform(page);
    await expect.poll(() => cubeTransform(page)).not.toBe(turning);

    // Tap whichever face is at the middle of the turning cube.
    const point = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="cube-stage"] [role="group"]')!.getBoundingClientRect();
      const x = r.x + r.width / 2;
      const y = r.y + r.height / 2;
      return {
        x,
        y,
        id: (document.elementFromPoint(x, y)?.closest("[data-face]") as HTMLElement | null)?.dataset.face ?? null,
      };
    });
    expect(point.id).not.toBeNull();
    await page.touchscreen.tap(point.x, point.y);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(
      new RegExp(cube.faces.map((f) => faceTitle(f.id)).join("|")),
    );
    await expectCentredCard(page, dialog);
    // The cube holds still while a face is active.
    const still = await cubeTransform(page);
    await page.waitForTimeout(500);
    expect(await cubeTransform(page)).toBe(still);

    // Timed inside the page: from the card turning to 'closing' until it leaves the DOM. The observer is
    // in place before Escape is pressed; the result is collected afterwards.
    await page.evaluate(() => {
      const w = window as unknown as { __cardClose: Promise<number> };
      w.__cardClose = new Promise<number>((resolve) => {
        let start = 0;
        const observer = new MutationObserver(() => {
          const card = document.querySelector('[role="dialog"][data-variant="card"]');
          if (!start && card?.getAttribute("data-state") === "closing") start = performance.now();
          if (start && !card) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["data-state"],
        });
        setTimeout(() => resolve(-1), 20_000);
      });
    });
    await page.keyboard.press("Escape");
    const closing = page.evaluate(() => (window as unknown as { __cardClose: Promise<number> }).__cardClose);
    expect(await closing).toBeGreaterThanOrEqual(cube.motion.closeMs.card - 10);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => scrollLocked(page)).toBe(false);
    // Turning again once no face is active.
    await expect.poll(() => cubeTransform(page)).not.toBe(still);
  });
});

test.describe("integration cube, desktop: hover shows a side panel", { tag: "@desktop" }, () => {
  /** Moves the pointer onto whichever face is at the middle of the cube and returns its id. */
  async function hoverCubeCentre(page: Page) {
    const point = await page.evaluate(() => {
      const r = document.querySelector('[data-testid="cube-stage"] [role="group"]')!.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await page.mouse.move(point.x, point.y);
    const id = await page.evaluate(
      ({ x, y }) =>
        (document.elementFromPoint(x, y)?.closest("[data-face]") as HTMLElement | null)?.dataset.face ?? null,
      point,
    );
    expect(id).not.toBeNull();
    return id!;
  }

  test("the cube turns; hovering a face stops it and opens the panel to its right with a leader line; leaving closes it", async ({
    page,
  }) => {
    const section = await openHome(page, "integraciones");
    await cubeReady(page, true);
    await page.mouse.move(5, 5);
    const first = await cubeTransform(page);
    await expect.poll(() => cubeTransform(page)).not.toBe(first);

    const id = await hoverCubeCentre(page);
    const panel = page.getByTestId("cube-panel");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(faceTitle(id));
    await expect(face(page, id)).toHaveAttribute("aria-expanded", "true");

    const still = await cubeTransform(page);
    await page.waitForTimeout(500);
    expect(await cubeTransform(page)).toBe(still);

    const cubeBox = (await section.locator('[role="group"]').boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeGreaterThan(cubeBox.x + cubeBox.width);
    expect(panelBox.width).toBeLessThanOrEqual(400);
    expect(panelBox.width).toBeGreaterThanOrEqual(280);
    const line = section.locator('svg[data-ready="true"] path');
    await expect(line).toHaveAttribute("d", /^M[\d.]+ [\d.]+ C/);

    await page.mouse.move(5, 5);
    await expect(panel).toHaveAttribute("data-state", "closing");
    await expect(panel).toHaveCount(0, { timeout: cube.motion.closeMs.panel + 4000 });
    const resumed = await cubeTransform(page);
    await expect.poll(() => cubeTransform(page)).not.toBe(resumed);
  });

  test("scrolling or leaving the window closes the panel", async ({ page }) => {
    await openHome(page, "integraciones");
    await cubeReady(page, true);
    await hoverCubeCentre(page);
    const panel = page.getByTestId("cube-panel");
    await expect(panel).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect(panel).toHaveCount(0, { timeout: 5000 });
    // The page moved under a still pointer: that alone does not reopen it.
    await page.waitForTimeout(800);
    await expect(panel).toHaveCount(0);

    await page.mouse.move(5, 5);
    await hoverCubeCentre(page);
    await expect(panel).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("blur")));
    await expect(panel).toHaveCount(0, { timeout: 5000 });
  });

  test("keyboard: focusing a face (even the hidden back one) turns it to the front and opens its panel; leaving the cube closes it", async ({
    page,
  }) => {
    await openHome(page, "integraciones");
    await cubeReady(page, true);
    const back = cube.faces.find((f) => f.position === "back")!;
    await face(page, back.id).focus();
    const panel = page.getByTestId("cube-panel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(faceTitle(back.id));
    // Turned to the viewer: the face now covers most of the cube's box.
    await expect
      .poll(async () => {
        const box = await face(page, back.id).boundingBox();
        return box ? box.width : 0;
      })
      .toBeGreaterThan(180);
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(faceTitle(cube.faces[0].id));
    await page.keyboard.press("Tab");
    await expect(panel).toHaveCount(0, { timeout: 5000 });
  });

  test("with reduced motion the cube does not turn", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page, "integraciones");
    await cubeReady(page, true);
    const first = await cubeTransform(page);
    await page.waitForTimeout(700);
    expect(await cubeTransform(page)).toBe(first);
  });
});

test("'Agendar demo ahora' scrolls to the demo booking section", { tag: "@widths" }, async ({ page }, info) => {
  const section = await openHome(page, "integraciones");
  await cubeReady(page, info.project.name === "desktop");
  await section.getByRole("link", { name: "Agendar demo ahora" }).click();
  await expect(page.locator("#booking-demo")).toBeInViewport();
  await expect(page).toHaveURL(/\/(#booking-demo)?$/);
});

test.describe("feature catalogue", () => {
  test("cards link to their feature pages, the QR card has its anchor, the buttons go to #soluciones and #booking-demo", async ({
    page,
  }) => {
    // Links only: nothing here moves, and the home page's cube and promo bar would keep chromium drawing (issue 44).
    await page.emulateMedia(withoutMotion);
    const section = await openHome(page, "soluciones");
    const more = section.getByRole("link", { name: /^Saber más/ });
    await expect(more).toHaveCount(6);
    await expect(more.first()).toHaveAttribute("href", "/features/gestion-de-reservas");
    const qr = section.locator("#qr-mesa");
    await expect(qr).toContainText("QR");
    await expect(qr.getByRole("link")).toHaveAttribute("href", "/features/qr-mesa");
    await expect(section.getByRole("link", { name: "Explorar Funcionalidades" })).toHaveAttribute(
      "href",
      "#soluciones",
    );
    await expect(section.getByRole("link", { name: "Solicitar Demo Personalizada" })).toHaveAttribute(
      "href",
      "#booking-demo",
    );
  });

  const current = (carousel: Locator) => carousel.locator('[aria-current="true"]');
  /**
   * "3.6 s pass": the page's clock (installed before the load, flowing at its own pace before and after) run on by
   * 3.6 s, past the carousel's 3 s timer (a setTimeout), instead of 3.6 s of the test's time with the page animating
   * (issue 44). A slide the timer would change is React's next render, scheduled after the timer fires: three
   * rounds of the page's message queue (React schedules its render there; the clock does not hold it) let it commit.
   */
  const letThreeSecondsPass = (page: Page) => runClockFor(page, 3600);

  test("carousel: next, previous (wrapping) and the dots change the image; hovering pauses it", async ({ page }) => {
    await page.clock.install();
    const section = await openHome(page, "soluciones");
    const carousel = section.locator('[aria-roledescription="carrusel"]');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expect(carousel).toHaveAttribute("data-advancing", "true", { timeout: 15_000 });
    await carousel.hover();
    await expect(carousel).toHaveAttribute("data-advancing", "false");
    const slides = carousel.locator('[aria-roledescription="diapositiva"]');
    await expect(slides).toHaveCount(3);
    await expect(current(carousel)).toHaveAccessibleName(/imagen 1/);
    await carousel.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(current(carousel)).toHaveAccessibleName(/imagen 2/);
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");
    await carousel.getByRole("button", { name: "Imagen anterior" }).click();
    await carousel.getByRole("button", { name: "Imagen anterior" }).click();
    await expect(current(carousel)).toHaveAccessibleName(/imagen 3/);
    await carousel.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(current(carousel)).toHaveAccessibleName(/imagen 1/);
    await carousel.getByRole("button", { name: /Ir a la imagen 2/ }).click();
    await expect(current(carousel)).toHaveAccessibleName(/imagen 2/);
    await expect(slides.nth(1).locator("img")).toBeVisible();

    // Still hovered: 3 s pass and nothing moves.
    await carousel.hover();
    await letThreeSecondsPass(page);
    await expect(current(carousel)).toHaveAccessibleName(/imagen 2/);
    // The reserved box keeps the mockups' 1123/768 ratio.
    const frame = (await slides.nth(1).locator("img").boundingBox())!;
    expect(frame.width / frame.height).toBeCloseTo(1123 / 768, 1);
  });

  test("carousel advances by itself every 3 s, and the pause button stops it", async ({ page }) => {
    await page.clock.install();
    const section = await openHome(page, "soluciones");
    const carousel = section.locator('[aria-roledescription="carrusel"]');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expect(carousel).toHaveAttribute("data-advancing", "true", { timeout: 15_000 });
    await expect(current(carousel)).toHaveAccessibleName(/imagen 1/);
    await expect(current(carousel)).toHaveAccessibleName(/imagen 2/, { timeout: 6000 });
    await carousel.getByRole("button", { name: "Detener el pase automático" }).click();
    await page.mouse.move(1, 1);
    const now = await current(carousel).getAttribute("aria-label");
    await letThreeSecondsPass(page);
    expect(await current(carousel).getAttribute("aria-label")).toBe(now);
    await expect(carousel.getByRole("button", { name: "Iniciar el pase automático" })).toBeVisible();
  });

  test("with reduced motion the carousel does not advance by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    const section = await openHome(page, "soluciones");
    const carousel = section.locator('[aria-roledescription="carrusel"]');
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await expect(carousel.getByRole("button", { name: "Iniciar el pase automático" })).toBeVisible({ timeout: 15_000 });
    await letThreeSecondsPass(page);
    await expect(current(carousel)).toHaveAccessibleName(/imagen 1/);
  });
});

/** A theme colour (CSS variable --c-<name>) as the browser computes it. */
const tokenColor = (page: Page, name: string) =>
  page.evaluate((n) => {
    const probe = document.createElement("span");
    probe.style.color = `var(--c-${n})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, name);

test.describe("inline demo booking", () => {
  // The form's states, not motion: without it, the home page's cube and promo bar stop drawing (issue 44).
  test.use(withoutMotion);
  // The form's earliest day and its disabled slots follow the visitor's clock, so these tests set it:
  // 08:00 on the last day of a month in Madrid (the browsers' zone), every slot of that day still ahead,
  // and the days after it in the next month. Time flows on from there.
  // The server's answers come from a stand-in in the page (demo-api-stand-in.ts): the real one keeps its own clock.
  const TODAY = "2026-11-30";
  let posted: Array<Record<string, unknown>> = [];
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(`${TODAY}T08:00:00+01:00`) });
    posted = await standInDemoApi(page);
  });

  test("the floating 'Demo gratis' button stays off the form while any of it is on screen", async ({ page }) => {
    const section = await openHome(page, "booking-demo");
    const fab = page.getByRole("button", { name: "Demo gratis" });
    const form = section.locator("form");
    // Only the top of the form on screen (its first field): still no floating button over it.
    await form.getByLabel("Nombre").scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const top = document.querySelector("#booking-demo form")!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 120);
    });
    await expect(fab).toBeHidden();
    // Back up at the plain text of the benefits, away from any call to action, it returns.
    await page.locator("#beneficios").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(fab).toBeVisible();
  });

  test("submit stays disabled until the form is valid; a bad email turns red, a good one green; past days are refused", async ({
    page,
  }) => {
    const section = await openHome(page, "booking-demo");
    const submit = section.getByRole("button", { name: "Confirmar demo gratuita" });
    await expect(submit).toBeDisabled();
    await expect(section.getByLabel("Fecha")).toHaveAttribute("min", TODAY, { timeout: 15_000 });

    const email = section.getByLabel("Email");
    await section.getByLabel("Nombre").fill("Lucía Martín");
    await email.fill("lucia@restaurante");
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(section.getByText("Introduce un email válido")).toBeVisible();
    const border = () => email.evaluate((el) => getComputedStyle(el).borderColor);
    const danger = await tokenColor(page, "danger");
    await expect.poll(border).toBe(danger);

    await email.fill("lucia@restaurante.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("data-status", "valid");
    await expect.poll(border).toBe(await tokenColor(page, "success"));

    const date = section.getByLabel("Fecha");
    await expect(date).toHaveAttribute("min", TODAY);
    await date.fill("2026-11-29");
    await date.blur();
    await expect(date).toHaveAttribute("aria-invalid", "true");
    await section.getByRole("radio", { name: "11:00" }).check();
    await expect(submit).toBeDisabled();
    await date.fill(TODAY);
    await expect(submit).toBeEnabled();
    await section.getByLabel("Nombre").fill("   ");
    await expect(submit).toBeDisabled();
  });

  test("happy path: 'Confirmando tu demo...' with a spinner, then '¡Demo confirmada!' with the date as dd/MM/yyyy and the time", async ({
    page,
  }) => {
    const section = await openHome(page, "booking-demo");
    await expect(section.getByLabel("Fecha")).toHaveAttribute("min", TODAY, { timeout: 15_000 });
    await section.getByLabel("Nombre").fill("Lucía Martín");
    await section.getByLabel("Email").fill("lucia@restaurante.com");
    await section.getByLabel(/Restaurante/).fill("Casa Lucía");
    const day = "2026-12-03";
    await section.getByLabel("Fecha").fill(day);
    await section.getByRole("radio", { name: "16:00" }).click();
    await expect(section.getByRole("radio", { name: "16:00" })).toBeChecked();
    const submit = section.getByRole("button", { name: "Confirmar demo gratuita" });
    // The page's clock stands still from here, so 'Confirmando' lasts exactly as long as the test lets
    // time run, however busy the machine: still pending just before 2 s, confirmed once they have passed.
    await pauseClock(page);
    await submit.click();

    const pending = section.getByRole("button", { name: "Confirmando tu demo..." });
    await expect(pending).toBeVisible();
    await expect(pending).toHaveAttribute("aria-disabled", "true");
    const confirmation = section.getByTestId("demo-confirmation");
    await page.clock.runFor(1900);
    await expect(pending).toBeVisible();
    await expect(confirmation).toBeHidden();
    await page.clock.runFor(100);
    await page.clock.resume();
    await expect(confirmation.getByRole("heading", { name: "¡Demo confirmada!" })).toBeVisible({ timeout: 15_000 });
    const [y, m, d] = day.split("-");
    await expect(confirmation).toContainText(`${d}/${m}/${y}`);
    await expect(confirmation).toContainText("16:00");
    await expect(confirmation).toContainText("email de confirmación");
    await expect(confirmation.getByRole("heading", { name: "¡Demo confirmada!" })).toBeFocused();
    // What reached the server: the trimmed form, the empty phone left out.
    expect(posted).toEqual([
      { name: "Lucía Martín", email: "lucia@restaurante.com", restaurant: "Casa Lucía", date: day, time: "16:00" },
    ]);
  });
});
