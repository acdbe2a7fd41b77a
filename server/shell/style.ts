// The admin pages' stylesheet: the site's tokens (light and dark), the bar,
// tables, cards and forms; narrow screens turn tables into stacked rows.
import { paletteCss, theme } from "../../src/theme/tokens.ts";

export const STYLE = `:root{${paletteCss("light")}color-scheme:light}
@media (prefers-color-scheme:dark){:root{${paletteCss("dark")}color-scheme:dark}}
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 ${theme.font.sans};color:var(--c-text);background:var(--c-bg-soft)}
a{color:var(--c-accent-strong)}
:focus-visible{outline:2px solid var(--c-focus);outline-offset:2px;border-radius:4px}
.top{background:var(--c-surface);border-bottom:1px solid var(--c-border)}
.top-in,.main{max-width:1200px;margin:0 auto;padding:0 24px}
.top-in{display:flex;align-items:center;gap:0 16px;min-height:56px;flex-wrap:wrap;padding-top:8px}
.brand{font-weight:700;letter-spacing:-.01em;color:var(--c-text);text-decoration:none;white-space:nowrap}
.brand span{color:var(--c-accent)}
.me{margin-left:auto;display:flex;align-items:center;gap:10px;min-width:0}
.me-who{display:flex;flex-direction:column;align-items:flex-end;line-height:1.25;min-width:0;text-align:right}
.me-who strong,.me-who .muted{max-width:32ch;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.me-who strong{font-weight:600;font-size:14px}
.me-who .muted{font-size:12px}
.me .pill,.me button{white-space:nowrap}
nav.tabs{order:3;flex-basis:100%;display:flex;gap:4px;overflow-x:auto;margin:4px -12px 0;padding:0 0 8px}
nav.tabs a{padding:8px 12px;border-radius:${theme.radius.sm};color:var(--c-text-soft);text-decoration:none;white-space:nowrap;font-weight:500}
nav.tabs a:hover{color:var(--c-text);background:var(--c-bg-soft)}
nav.tabs a[aria-current=page]{background:var(--c-accent-tint);color:var(--c-accent-strong)}
nav.tabs .n{font-variant-numeric:tabular-nums;color:var(--c-text-muted);margin-left:4px;font-weight:400}
.main{padding-top:24px;padding-bottom:48px}
h1{font-size:22px;margin:0 0 16px;letter-spacing:-.01em}
h2{font-size:16px;margin:24px 0 8px}
.card{background:var(--c-surface);border:1px solid var(--c-border);border-radius:${theme.radius.md};box-shadow:${theme.shadow.sm}}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:end;padding:16px;margin-bottom:16px}
.filters label{display:flex;flex-direction:column;gap:4px;font-size:13px;color:var(--c-text-soft);font-weight:500}
.filters .grow{flex:1 1 220px}
.filters select{max-width:260px}
input,select,button,.btn{font:inherit;font-size:14px;border-radius:${theme.radius.sm};min-height:38px}
input,select{padding:7px 10px;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);width:100%}
button,.btn{padding:8px 14px;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;font-weight:500}
button.primary{background:var(--c-accent);border-color:var(--c-accent);color:var(--c-accent-text)}
button.danger{color:var(--c-danger);border-color:var(--c-danger)}
button.quiet{border-color:transparent;background:transparent;color:var(--c-text-soft)}
table{border-collapse:collapse;width:100%}
th,td{padding:12px 16px;text-align:left;vertical-align:top;border-bottom:1px solid var(--c-border)}
th{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:var(--c-text-muted);font-weight:600}
tbody tr:last-child td{border-bottom:0}
tbody tr:hover{background:var(--c-bg-soft)}
td.when{white-space:nowrap;color:var(--c-text-soft);font-variant-numeric:tabular-nums}
.who strong{display:block}
.muted{color:var(--c-text-muted);font-size:13px}
.summary{color:var(--c-text-soft);max-width:46ch;overflow-wrap:anywhere}
.pill{display:inline-block;padding:2px 8px;border-radius:${theme.radius.pill};background:var(--c-accent-tint);color:var(--c-accent-strong);font-size:12px;font-weight:600}
.pager{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;border-top:1px solid var(--c-border);gap:12px}
.pager nav{display:flex;gap:8px}
.notice,.error{padding:12px 16px;border-radius:${theme.radius.sm};margin-bottom:16px}
.notice{background:var(--c-success-tint);color:var(--c-success)}
.error{background:var(--c-danger-tint);color:var(--c-danger)}
.empty{padding:40px 16px;text-align:center;color:var(--c-text-muted)}
dl.fields{margin:0;padding:8px 20px}
dl.fields div{display:grid;grid-template-columns:minmax(140px,220px) 1fr;gap:16px;padding:12px 0;border-bottom:1px solid var(--c-border)}
dl.fields div:last-child{border-bottom:0}
dt{color:var(--c-text-muted);font-size:14px}
dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.detail-head{display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap;align-items:start;margin-bottom:16px}
.actions{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
form.inline{display:inline}
details.confirm{position:relative}
details.confirm summary{list-style:none;color:var(--c-danger);border-color:var(--c-danger)}
details.confirm summary::-webkit-details-marker{display:none}
details.confirm form{position:absolute;right:0;top:calc(100% + 8px);width:280px;padding:16px;z-index:1;box-shadow:${theme.shadow.md}}
details.confirm p{margin:0 0 12px;font-size:14px;color:var(--c-text-soft)}
.login{max-width:380px;margin:12vh auto;padding:28px}
.login form{display:flex;flex-direction:column;gap:12px}
.login label{display:flex;flex-direction:column;gap:6px;font-weight:500}
.grid2{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
.grid2 form{display:flex;gap:8px;align-items:end;padding:16px}
.grid2 label{flex:1;display:flex;flex-direction:column;gap:4px;font-size:13px;color:var(--c-text-soft);font-weight:500}
@media (max-width:720px){
  .top-in,.main{padding-left:16px;padding-right:16px}
  .top-in{padding-top:8px}
  nav.tabs{margin:0 -16px;padding:0 8px 8px;gap:0;flex-wrap:wrap;overflow-x:visible}
  nav.tabs a{padding:8px 9px}
  .me{flex-basis:100%;margin-left:0;gap:8px}
  .me-who{align-items:stretch;text-align:left}
  .me-who .muted{display:none}
  .me-who strong{max-width:100%}
  .me form{margin-left:auto}
  .me button.quiet{padding:8px 0 8px 8px}
  .filters select{max-width:none}
  details.confirm form{left:0;right:auto}
  thead{display:none}
  table,tbody,tr,td{display:block;width:100%}
  tr{padding:12px 16px;border-bottom:1px solid var(--c-border)}
  td{padding:2px 0;border:0}
  td.open{padding-top:8px}
  dl.fields div{grid-template-columns:1fr;gap:2px}
  .pager{flex-direction:column;align-items:stretch}
}`;
