// Runs inline in <head> before first paint: applies the stored theme
// (light, dark or system) so the page never flashes the wrong one. Storage
// may throw (privacy modes); then the system preference wins.
export const THEME_STORAGE_KEY = "theme";

/**
 * A selector that matches while no script has run: the head script always
 * sets data-theme, so without JavaScript <html> has none. Styles use it for
 * what must work without script (FAQ answers shown, menus open on focus).
 */
export const NO_SCRIPT = "html:not([data-theme])";

/** The opposite: scripts run (for what only works with them, such as rendering sections lazily). */
export const WITH_SCRIPT = "html[data-theme]";

export const themeScript = `(function(){var t="system";try{t=localStorage.getItem("${THEME_STORAGE_KEY}")||"system"}catch(e){}if(t!=="light"&&t!=="dark"&&t!=="system")t="system";var d=t==="dark"||(t==="system"&&window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.dataset.theme=d?"dark":"light";r.style.colorScheme=d?"dark":"light"})()`;
