// The browser entry of every prerendered page. Plain script: the site chrome
// (src/chrome) and, only once an island is needed, React (src/runtime/islands.tsx).
import "./theme/fonts.css";
import "./theme/page-transitions.css";
import { startChrome } from "./layout/start-chrome";
import { hasCarriedToasts } from "./components/toast/carry";
import { replayEarlyClicks } from "./runtime/early-clicks";
import { keepEarlyInput } from "./runtime/early-input";
import { exposeEachView } from "./runtime/exposure";
import { followAnchor } from "./runtime/follow-anchor";
import { whenNeeded } from "./runtime/hydration-gate";
import { renderBelowFoldWhenIdle } from "./runtime/render-below";
import { ON_INTENT_ATTRIBUTE, SECTION_ISLAND_SELECTOR } from "./core/island-names";
import type { IslandsRuntime } from "./runtime/islands";
import type { PageData } from "./runtime/PageProviders";

// Dev server (which renders every page as the prerender does, scripts/dev-server): a page
// saved by the visual editor (npm run edit) is announced by an event rather than a full
// reload, so the editor keeps its state; site tabs reload.
// Listened for before the page renders: a change while it loads, or after a render that failed, still reloads it.
if (import.meta.hot) import.meta.hot.on("site-pages:changed", () => window.location.reload());

const root = document.getElementById("root")!;
const dataElement = document.getElementById("__page_data");

if (root.dataset.route && dataElement) {
  const data = JSON.parse(dataElement.textContent ?? "{}") as PageData;
  let runtime: Promise<IslandsRuntime> | undefined;
  const islands = () => (runtime ??= import("./runtime/islands").then((m) => m.startIslands(root, data)));
  // A form checks what is typed before its island's code is there (a small chunk, only on pages with a form).
  if (data.page.doc.sections.some((section) => section.type === "form")) void import("./sections/form/precheck-start");
  // A tap on an island's button before its code is there is kept and replayed.
  replayEarlyClicks();
  // A radio pressed, an option chosen or text typed meanwhile is handed to the island when it hydrates.
  keepEarlyInput();
  startChrome({ openBooking: (opener) => void islands().then((r) => r.openBooking(opener)) });
  // Each section island when it is needed: on the first screen now, further down as the visitor nears it.
  // A form only when the visitor reaches for it (HYDRATE_ON_INTENT in runtime/fold.ts).
  for (const container of root.querySelectorAll<HTMLElement>(SECTION_ISLAND_SELECTOR)) {
    whenNeeded(container, () => void islands().then((r) => r.hydrate(container)), {
      onIntentOnly: container.hasAttribute(ON_INTENT_ATTRIBUTE),
    });
  }
  // The sections below the fold, skipped while the page loaded, render one by one once it is idle.
  renderBelowFoldWhenIdle(root);
  // A toast the previous page was showing comes along (src/components/toast/carry.ts).
  if (hasCarriedToasts()) void islands();
  // The browser has scrolled to the #anchor; keep it there while islands above it hydrate.
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) followAnchor(id, { behavior: "auto" });
  // An in-page link scrolls natively (smoothly, see GlobalStyles); its target takes the focus, so keyboard and screen reader follow.
  window.addEventListener("hashchange", () => {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  });
  exposeEachView(data.page.experiment, window, data.site.site.leads?.apiBase);
}
