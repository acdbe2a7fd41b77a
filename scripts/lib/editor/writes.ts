// How the dev server tells browsers that a page document changed. Site tabs
// reload on it (src/entry-client.tsx); the editor (npm run edit, same server)
// does not: a `git pull` or another editor writing the file it has open must
// not reload it mid-work. Its save notices the change (the file's hash) and
// offers to reload or to see both versions.
export const PAGES_CHANGED_EVENT = "site-pages:changed";
