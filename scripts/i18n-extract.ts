// `npm run i18n:extract`: `lingui extract` (both catalogs; without --clean, so
// translations of copy no page uses any more stay as `#~` history), then the
// copy catalogs are written the way the editor's save writes them (obsolete
// entries without a translation dropped), so both give the same files.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { syncContentCatalogs } from "../lib/i18n/content-catalog.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const extract = spawnSync(process.execPath, [join(root, "node_modules/@lingui/cli/dist/lingui.js"), "extract"], {
  cwd: root,
  stdio: "inherit",
});
if (extract.status !== 0) process.exit(extract.status ?? 1);
await syncContentCatalogs(root);
