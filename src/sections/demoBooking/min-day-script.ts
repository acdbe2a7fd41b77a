// The date field's earliest day before the form's code arrives (issue 44): the page is prerendered, so its
// HTML cannot know today, and the island (React, formik, yup) hydrates on the visitor's intent; a visitor who
// opened the date picker before then could pick a past day. This script runs where it stands, right after the
// field is parsed, and writes today in the business's zone (booking.timeZone, as the server checks a booking)
// as the field's `min`; the island later writes the first bookable day there. Inline scripts are hashed into
// the page's Content-Security-Policy at prerender (lib/render/csp.ts).

/** The script's text: its parent's date inputs get `min` = today in `timeZone` (yyyy-MM-dd). */
export function minDayScript(timeZone: string): string {
  // The zone is site content: JSON-quoted, and never able to close the script element.
  const zone = JSON.stringify(timeZone).replace(/</g, "\\u003c");
  return (
    "(function(f){if(!f)return;var p={};" +
    `new Intl.DateTimeFormat("en",{timeZone:${zone},year:"numeric",month:"2-digit",day:"2-digit"}).formatToParts(new Date).forEach(function(x){p[x.type]=x.value});` +
    'f.querySelectorAll("input[type=date]").forEach(function(i){i.min=p.year+"-"+p.month+"-"+p.day})' +
    "})(document.currentScript&&document.currentScript.parentNode)"
  );
}
