// What the browser tests' server is started with (playwright.config.ts), for
// the tests that need to know it (the admin pages' token).
export const E2E_ADMIN_TOKEN = "e2e-admin-token-0123456789";
