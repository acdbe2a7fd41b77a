// The inline demo form's UI tests set the browser's clock to dates the real
// server's clock (CLOCK_START) does not share, and two projects run each test
// against one store, where a time can be booked once. So they answer
// /api/demo/<id> in the page: no time taken, every booking accepted (the
// form's own minimum duration keeps 'Confirmando' on screen for 2 s). What
// was posted is kept for the test to read. The real endpoint is covered by
// leads.spec.ts and server/api.test.ts.
import type { Page } from "@playwright/test";

export async function standInDemoApi(page: Page): Promise<Array<Record<string, unknown>>> {
  const posted: Array<Record<string, unknown>> = [];
  await page.route("**/api/demo/*/taken?*", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
  );
  await page.route("**/api/demo/*", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    posted.push(body);
    await route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({ date: body.date, time: body.time }),
    });
  });
  return posted;
}
