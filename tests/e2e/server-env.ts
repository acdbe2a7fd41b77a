// What the browser tests' server is started with (playwright.config.ts), for
// the tests that need to know it (the admin pages' token).
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789-abcdefghijkl";

/**
 * The browser tests' server runs its clock from this instant (CLOCK_START):
 * a Monday 08:00 in Madrid, the slots of that week still ahead. A test that
 * books on the real server installs the same instant as the page's clock.
 */
export const E2E_SERVER_NOW = "2026-11-23T08:00:00+01:00";
