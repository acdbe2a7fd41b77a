// The inline <head> scripts of the fold (fold.ts says why sections below it render lazily): in a module of
// their own, imported by the server's entry only, so their text never reaches the visitors' bundle (the
// strings are ~1 KB; the first-screen budgets are tenths of a KB apart).
import { RENDER_ALL_ATTRIBUTE } from "./fold";

/**
 * The target of the address's #anchor stays at its scroll margin while the page settles: whatever still changes
 * height above it after the browser's own scroll to it (an island hydrating, a late image, the promo bar
 * deciding) is followed by an instant scroll back, and a smooth scroll that ended short of it is finished,
 * until the visitor scrolls, taps or types, or the time is up.
 * - Arriving (the anchor in the address): until 8 s after the load. Seen without it: 1 arrival in 6 at
 *   /#booking-demo from /success-stories ended ~220 px away on an idle machine (content-pages.spec.ts),
 *   everything below the fold rendered already.
 * - Following a link to an anchor of this page (one no handler took over): for 5 s. Seen without it: on a
 *   busy machine, with sections below the fold still skipped, a click on the hero's link ended 65 px away
 *   (below-fold.spec.ts).
 */
function anchorKeeperScript(): string {
  return (
    // In a function of its own: its names never meet the page's globals.
    "(function(){var K=function(){var k=1,o,x=function(){k=0;o&&o.disconnect();removeEventListener('scrollend',f)},f=function(){var t;if(!k||location.hash.length<2)return;" +
    "try{t=document.getElementById(decodeURIComponent(location.hash.slice(1)))}catch(e){}if(!t)return;" +
    'var d=t.getBoundingClientRect().top-(parseFloat(getComputedStyle(t).scrollMarginTop)||0);if(Math.abs(d)>1)scrollTo({top:scrollY+d,behavior:"instant"})};' +
    '["wheel","touchstart","keydown","mousedown"].forEach(function(n){addEventListener(n,x,{once:!0,passive:!0,capture:!0})});' +
    'addEventListener("scrollend",f);if(window.ResizeObserver)(o=new ResizeObserver(f)).observe(document.documentElement);' +
    "return[f,x]};" +
    'if(location.hash.length>1){var A=K();addEventListener("load",function(){A[0]();setTimeout(A[1],8e3)})}' +
    'addEventListener("click",function(e){var a=!e.defaultPrevented&&e.target&&e.target.closest&&e.target.closest(\'a[href*="#"]\');' +
    "if(a&&a.hash.length>1&&a.pathname===location.pathname)setTimeout(K()[1],5e3)})})();"
  );
}

/**
 * Inline in <head>, so it holds before the browser lays anything out or any module loads:
 * - Arriving with an #anchor in the address (a link from another page, a
 *   reload, a shared link): every section renders from the start. The
 *   browser scrolls to the target as soon as it is parsed; a section above it
 *   still skipped would keep its 900 px estimate, then take its real height
 *   when the idle pass rendered it, and move the target away after the
 *   scroll (on a busy phone, seconds later). The page costs the layout the
 *   skipping saves, once, for a visitor who asked for a place far down it.
 * - A click on a link to an anchor of this page renders every section before
 *   the browser starts its smooth scroll (capture phase on the window: before
 *   any handler of the link itself, which may scroll too).
 */
export const renderAllScript =
  `if(location.hash.length>1)document.documentElement.setAttribute("${RENDER_ALL_ATTRIBUTE}","");` +
  anchorKeeperScript() +
  `addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest('a[href*="#"]');if(a&&a.pathname===location.pathname)document.documentElement.setAttribute("${RENDER_ALL_ATTRIBUTE}","")},true)`;
