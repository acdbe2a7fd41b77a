// The first-visit language choice (spec §4), as one inline <head> script that
// only the Spanish pages (the unprefixed x-default URLs) carry. It runs before
// anything is painted, so a visitor who belongs in another language never sees
// Spanish copy:
//
//   1. stored choice (localStorage "language", set by the language menu)
//   2. the browser's language list (navigator.languages)
//   3. the country of the visitor's IP (GEO_LOOKUP_URL, aborted after 2.2 s;
//      cached for the session in sessionStorage "language-geo")
//   4. English
//
// 1 and 2 decide synchronously: the script hides the page and replaces the
// address with /<lang>/same/path?query#hash (the Spanish page is never shown).
// Only when neither decides (no stored choice and no es/en/fr/it in the
// browser list, a small minority) the page stays hidden while the country
// lookup runs, at most GEO_TIMEOUT_MS; then it is shown (ES) or replaced.
// Showing Spanish first and switching afterwards would flash the wrong copy;
// the short blank is the lesser evil, and it is bounded by the time-out.
//
// Prefixed URLs (/en/..., /fr/..., /it/...) carry no script: whoever opens one
// explicitly stays in that language. Crawlers and audit tools (Googlebot,
// Bingbot, Lighthouse...) are never redirected nor hidden, so every URL is
// indexed in its own language, with hreflang tags pointing at the others.
//
// Leaving for another language sets `window.__leavingPage`: the A/B chooser
// that follows (src/runtime/variant-script.ts) then leaves the decision to
// the other language's page, and a chooser already leaving keeps the page
// hidden even when Spanish wins.
//
// The script is a static string (the same bytes on every page), so the CSP
// can allow it by hash: compute the hash from `languageScript` itself.
import { COUNTRY_LANGUAGES } from "./countries";
import { DEFAULT_GEO_TIMEOUT_MS } from "./detect-language";
import { FALLBACK_LANG, LANGS } from "./languages";
import { DEFAULT_LANG } from "./paths";
import { CRAWLER_PATTERN } from "../crawlers";

/** Where the language menu stores a manual choice (localStorage). */
export const LANGUAGE_STORAGE_KEY = "language";
/** Where the country lookup's answer is kept for the rest of the visit (sessionStorage). */
export const GEO_SESSION_KEY = "language-geo";
/** IP-geolocation endpoint: JSON with `country_code` (or `country`). Add its origin to the CSP's connect-src. */
export const GEO_LOOKUP_URL = "https://ipapi.co/json/";
/** Spec §4/§7: the lookup is aborted after 2.2 s. */
export const GEO_TIMEOUT_MS = DEFAULT_GEO_TIMEOUT_MS;
/** User agents that are never redirected (search engines, link previews, audits). */
export { CRAWLER_PATTERN };

export interface LanguageScriptConfig {
  langs: readonly string[];
  /** The language of the unprefixed pages. */
  home: string;
  fallback: string;
  storageKey: string;
  geoKey: string;
  geoUrl: string;
  timeoutMs: number;
  /** Country code → language, for countries whose language is not the fallback. */
  countries: Readonly<Record<string, string>>;
  crawlers: string;
}

// ES5 on purpose: it runs before any polyfill and must never throw.
const SOURCE = `function(w,c){
var d=w.document,n=w.navigator,h=d.documentElement,done=0;
if(new RegExp(c.crawlers,"i").test(n.userAgent||""))return;
function ok(l){return typeof l==="string"&&c.langs.indexOf(l)>=0}
function get(s,k){try{return w[s].getItem(k)}catch(e){return null}}
function go(l){
if(done)return;done=1;
if(l===c.home){if(!w.__leavingPage)h.style.visibility="";return}
w.__leavingPage=1;
h.style.visibility="hidden";
var p=w.location.pathname;
w.location.replace("/"+l+(p==="/"?"":p)+w.location.search+w.location.hash);
}
var s=get("localStorage",c.storageKey);
if(ok(s))return go(s);
var list=n.languages&&n.languages.length?n.languages:[n.language||""];
for(var i=0;i<list.length;i++){var t=String(list[i]).replace(/^\\s+/,"").split(/[-_]/)[0].toLowerCase();if(ok(t))return go(t)}
var g=get("sessionStorage",c.geoKey);
if(ok(g))return go(g);
h.style.visibility="hidden";
function decide(l){if(done)return;try{w.sessionStorage.setItem(c.geoKey,l)}catch(e){}go(l)}
function country(j){
if(!j||typeof j!=="object")return null;
var v=[j.country_code,j.country];
for(var k=0;k<2;k++)if(typeof v[k]==="string"&&/^[A-Za-z]{2}$/.test(v[k].replace(/^\\s+|\\s+$/g,"")))return v[k].replace(/^\\s+|\\s+$/g,"").toUpperCase();
return null;
}
var a=null;
try{a=new w.AbortController()}catch(e){}
var timer=w.setTimeout(function(){if(a)a.abort();decide(c.fallback)},c.timeoutMs);
try{
w.fetch(c.geoUrl,{signal:a?a.signal:void 0,headers:{accept:"application/json"}})
.then(function(r){return r.ok?r.json():null})
.then(function(j){var k=country(j);decide(k&&c.countries[k]||c.fallback)},function(){decide(c.fallback)})
.then(function(){w.clearTimeout(timer)},function(){w.clearTimeout(timer)});
}catch(e){w.clearTimeout(timer);decide(c.fallback)}
}`;

export const languageScriptConfig: LanguageScriptConfig = {
  langs: LANGS,
  home: DEFAULT_LANG,
  fallback: FALLBACK_LANG,
  storageKey: LANGUAGE_STORAGE_KEY,
  geoKey: GEO_SESSION_KEY,
  geoUrl: GEO_LOOKUP_URL,
  timeoutMs: GEO_TIMEOUT_MS,
  countries: Object.fromEntries(Object.entries(COUNTRY_LANGUAGES).filter(([, lang]) => lang !== FALLBACK_LANG)),
  crawlers: CRAWLER_PATTERN.source,
};

/** Builds the script for a configuration (tests use other endpoints and time-outs). */
export function buildLanguageScript(config: LanguageScriptConfig): string {
  return `(${SOURCE.replace(/\n/g, "")})(window,${JSON.stringify(config)})`;
}

/** The inline script of every Spanish page, byte for byte. */
export const languageScript = buildLanguageScript(languageScriptConfig);
