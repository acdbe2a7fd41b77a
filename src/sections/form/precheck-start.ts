// Loaded by the browser entry (src/entry-client.ts) on a page with a form,
// for its effect: the form's checks before its island arrives (precheck.ts),
// with the page data's declarations. A module of its own so the entry stays
// as small as it is (no arguments to pass, no helpers of its to share).
import { precheckForms } from "./precheck";

const data = document.getElementById("__page_data")?.textContent;
if (data)
  precheckForms(
    (JSON.parse(data) as { page: { doc: { sections: Array<{ type: string; id?: string }> } } }).page.doc.sections,
  );
