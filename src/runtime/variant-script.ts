// The A/B chooser: one inline <head> script on every prerendered file of a
// page with an experiment (the base file and each variant's file, in every
// language). It runs before anything is painted:
//
//   - it decides the visitor's arm exactly like src/core/experiments/choose.ts
//     (`?variant=` → remembered arm → hash of the stored visitor id; blocked
//     storage → the base);
//   - if this file is not that arm's, it hides the page and replaces the
//     address with the arm's prerendered file (/agendar-demo/_variant/b),
//     so the visitor never sees a flash of another arm's copy;
//   - on the right file, it writes the base URL back into the address bar
//     (history.replaceState), so links, reloads and shares use the canonical
//     address and the router starts on the base route, whose prerendered
//     data is this arm's document (hydration matches).
//
// Crawlers and audit tools are never redirected: they index the base. Nor
// is a page under /admin/ (a draft's preview): it shows the draft it was
// asked for, never the live file of another arm.
// Automated browsers (navigator.webdriver) are not assigned: they stay on
// the file they opened (the base, or a variant's file that an audit visits)
// unless they ask for an arm with ?variant= (audience.ts). The
// language script runs first on Spanish pages; when it is already leaving
// for another language (it sets `window.__leavingPage`), this script does
// nothing, and the other language's file decides the arm itself. When this
// script leaves, it sets the same flag so the language script does not show
// the page meanwhile.
//
// Why a redirect and not both arms in one file: a static host cannot pick a
// file per visitor, and shipping every arm's markup would double the page,
// its hydration data and the risk of a mismatch. The price is one extra
// request for visitors of a non-base arm, on their first page of that test.
//
// The script differs per page (its config), and scripts/prerender.ts hashes
// every inline script of the final HTML for the CSP, like the other head scripts.
import { CONTROL, type Arm } from "../core/experiments/assign";
import { VARIANT_PARAM, VISITOR_STORAGE_KEY, forcedKey } from "../core/experiments/choose";
import { variantPath } from "../core/experiments/paths";
import { CRAWLER_PATTERN } from "../core/crawlers";
import { MOBILE_QUERY, type FileAudience } from "../core/experiments/audience";

export interface VariantScriptConfig {
  id: string;
  /** [name, weight] in the order written (the order matters for the hash slices). */
  arms: Array<[string, number]>;
  /** The arm this file shows. */
  current: string;
  /** The base page as served in this language (the canonical address). */
  base: string;
  /** Each arm's prerendered file in this language. */
  files: Record<string, string>;
  param: string;
  visitorKey: string;
  forcedKey: string;
  control: string;
  crawlers: string;
  /** Only when the test has an audience: this file's language is not in it, or the device it wants. */
  outside?: true;
  device?: "mobile" | "desktop";
  mobileQuery?: string;
}

// ES5 on purpose: it runs before any polyfill and must never throw.
const SOURCE = `function(w,c){
var d=w.document,h=d.documentElement,l=w.location,n=w.navigator,H=w.history,v=null,i;
function get(k){try{return w.localStorage.getItem(k)}catch(e){return null}}
function set(k,x){try{w.localStorage.setItem(k,x);return w.localStorage.getItem(k)===x}catch(e){return false}}
function known(x){for(var j=0;j<c.arms.length;j++)if(c.arms[j][0]===x)return x;return null}
function hash(s){var x=0x811c9dc5;for(var j=0;j<s.length;j++){x^=s.charCodeAt(j);x=Math.imul(x,0x01000193)}
x^=x>>>16;x=Math.imul(x,0x85ebca6b);x^=x>>>13;x=Math.imul(x,0xc2b2ae35);x^=x>>>16;return(x>>>0)/4294967296}
function pick(b){var t=0,j,r,last=c.control;for(j=0;j<c.arms.length;j++)if(c.arms[j][1]>0){t+=c.arms[j][1];last=c.arms[j][0]}
if(t<=0)return c.control;r=b*t;for(j=0;j<c.arms.length;j++){var q=c.arms[j][1]>0?c.arms[j][1]:0;if(r<q)return c.arms[j][0];r-=q}return last}
function rand(){var a=[],s="",j;try{a=new w.Uint32Array(4);w.crypto.getRandomValues(a)}catch(e){a=[];for(j=0;j<4;j++)a.push(Math.floor(Math.random()*4294967296))}
for(j=0;j<4;j++)s+=("0000000"+(a[j]>>>0).toString(16)).slice(-8);return s}
if(w.__leavingPage||l.pathname.indexOf("/admin/")===0)return;
if(!new RegExp(c.crawlers,"i").test(n.userAgent||"")){
var m=new RegExp("[?&]"+c.param+"=([^&#]*)").exec(l.search),f=null;
if(m){try{f=known(decodeURIComponent(m[1]))}catch(e){}}
if(f)set(c.forcedKey,f);else f=known(get(c.forcedKey));
v=f;
if(!v&&n.webdriver===true)v=c.current;
if(!v&&(c.outside||c.device&&c.device!==(function(){try{return w.matchMedia(c.mobileQuery).matches}catch(e){return false}}()?"mobile":"desktop")))v=c.control;
if(!v){var id=get(c.visitorKey);if(!id||!/^[0-9a-f]{8,64}$/.test(id)){id=rand();if(!set(c.visitorKey,id))id=null}v=id?pick(hash(c.id+":"+id)):c.control}
if(v!==c.current&&c.files[v]){w.__leavingPage=1;h.style.visibility="hidden";l.replace(c.files[v]+l.search+l.hash);return}
}
if(l.pathname!==c.base&&H&&H.replaceState){try{H.replaceState(H.state,"",c.base+l.search+l.hash)}catch(e){}}
}`;

export interface PageExperiment {
  id: string;
  arms: readonly Arm[];
  /** The arm the page shows. */
  variant: string;
  /** Who takes part, resolved for this file's language (src/core/experiments/audience.ts); everyone when absent. */
  audience?: FileAudience;
}

/** The configuration of one prerendered file: `base` is the page's served path (language prefix included). */
export function variantScriptConfig(experiment: PageExperiment, base: string): VariantScriptConfig {
  return {
    id: experiment.id,
    arms: experiment.arms.map((arm) => [arm.name, arm.weight]),
    current: experiment.variant,
    base,
    files: Object.fromEntries(
      experiment.arms.map((arm) => [arm.name, arm.name === CONTROL ? base : variantPath(base, arm.name)]),
    ),
    param: VARIANT_PARAM,
    visitorKey: VISITOR_STORAGE_KEY,
    forcedKey: forcedKey(experiment.id),
    control: CONTROL,
    crawlers: CRAWLER_PATTERN.source,
    ...(experiment.audience?.outside ? { outside: true as const } : {}),
    ...(experiment.audience?.device ? { device: experiment.audience.device, mobileQuery: MOBILE_QUERY } : {}),
  };
}

/** The inline script for one file. JSON in a script body: `<` is escaped so no value can close the element. */
export function buildVariantScript(config: VariantScriptConfig): string {
  return `(${SOURCE.replace(/\n/g, "")})(window,${JSON.stringify(config).replace(/</g, "\\u003c")})`;
}
