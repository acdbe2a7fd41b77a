// /admin/experiments as HTML: one card per test (running first), with the
// verdict, per-arm figures, the cumulative rate chart (inline SVG, drawn
// on the server: nothing of it reaches visitors) and the decisions.
// Colours are the site's tokens, light and dark; one small script (shares.ts)
// keeps each weight's share up to date as it is typed.
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { CONTROL } from "../../src/core/experiments/assign.ts";
import { MIN_CONVERSIONS, MIN_WEEKS, type Comparison } from "../../src/core/experiments/analysis.ts";
import { METHOD_NAME, TARGET_LIFT, type Interval } from "../../src/core/experiments/stats.ts";
import { theme } from "../../src/theme/tokens.ts";
import { csrfField, layout } from "../shell/layout.ts";
import type { ExperimentAudience, ExperimentGoal } from "../../src/generated/schema.ts";
import {
  armLabel,
  armTitle,
  endedVerdictText,
  experimentName,
  type ArmResult,
  type ExperimentResults,
} from "./results.ts";
import { madridDate } from "../shell/format.ts";
import { SHARES_SCRIPT_PATH, shareText, totalText } from "./shares.ts";

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

// What these pages add to the admin shell's stylesheet (server/shell).
const STYLE = `.exp-top{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:baseline;justify-content:space-between;margin-bottom:8px}
h1{font-size:28px;line-height:1.2;margin:0}
.sub{color:var(--c-text-muted);margin:0 0 24px}
.card{background:var(--c-surface);border:1px solid var(--c-border);border-radius:${theme.radius.lg};box-shadow:${theme.shadow.sm};padding:24px;margin:0 0 24px}
.card h2{font-size:20px;margin:0;overflow-wrap:anywhere}
.meta{color:var(--c-text-muted);margin:4px 0 16px;font-size:14px;overflow-wrap:anywhere}
.pill{display:inline-block;border-radius:${theme.radius.pill};padding:2px 10px;font-size:13px;font-weight:600;vertical-align:middle;margin-left:8px;background:var(--c-bg-soft);color:var(--c-text-soft);border:1px solid var(--c-border)}
.pill.live{background:var(--c-accent-tint);color:var(--c-accent-strong);border-color:transparent}
.verdict{font-size:20px;font-weight:700;margin:0 0 4px}
.verdict-box{border-radius:${theme.radius.md};padding:14px 16px;margin:0 0 16px;background:var(--c-bg-soft);border:1px solid var(--c-border)}
.verdict-box.win{background:var(--c-success-tint);border-color:transparent}.verdict-box.win .verdict{color:var(--c-success)}
.verdict-box.bad{background:var(--c-danger-tint);border-color:transparent}.verdict-box.bad .verdict{color:var(--c-danger)}
.warn{background:var(--c-yellow-tint);color:var(--c-yellow-text);border-radius:${theme.radius.sm};padding:8px 12px;margin:0 0 16px}
.notice{background:var(--c-success-tint);border-radius:${theme.radius.md};padding:12px 16px;margin:0 0 24px}
.notice ul{margin:4px 0 0;padding-left:20px}
.notice.error{background:var(--c-danger-tint)}
.notice.error ul{list-style:none;padding:0;margin:0}
.confirm{border:2px solid var(--c-accent);border-radius:${theme.radius.md};padding:16px;background:var(--c-accent-tint)}
.confirm-title{font-weight:700;font-size:17px;margin:0 0 8px}
.confirm ul{margin:0 0 12px;padding-left:20px}
.confirm form{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
a.button{display:inline-flex;align-items:center;min-height:40px;padding:8px 14px;border-radius:${theme.radius.sm};border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);font-weight:600;text-decoration:none}
.scroll{overflow-x:auto;margin:0 0 16px}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{text-align:right;padding:8px 10px;border-bottom:1px solid var(--c-border);white-space:nowrap}
th:first-child,td:first-child{text-align:left}
thead th{font-size:13px;color:var(--c-text-muted);font-weight:600}
/* A row names a version («Original», «Variante B»): read as a name, not as a shouted column head. */
tbody th{font-size:14px;text-transform:none;letter-spacing:normal;color:var(--c-text)}
td:last-child .ci{white-space:normal}
.ci{color:var(--c-text-muted);font-size:13px;display:block}
@media (max-width:640px){
  thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
  table,tbody,tr,th,td{display:block;width:100%}
  tr{border-bottom:1px solid var(--c-border);padding:10px 0}
  th,td{border:0;padding:2px 0;text-align:left;white-space:normal}
  tbody th{font-size:16px;margin-bottom:4px}
  td{display:flex;justify-content:space-between;gap:12px}
  td::before{content:attr(data-label);color:var(--c-text-muted);font-size:13px}
  td>span{text-align:right}
  .card{padding:16px}
}
.chart-narrow{display:none}
@media (max-width:640px){.chart-wide{display:none}.chart-narrow{display:block}}
.swatch{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:8px;vertical-align:middle}
figure{margin:0 0 16px;max-width:820px}figcaption{font-size:14px;color:var(--c-text-soft);margin-bottom:6px}
svg{width:100%;height:auto;display:block}
.method{font-size:13px;color:var(--c-text-muted);margin:0 0 16px}
.actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center;border-top:1px solid var(--c-border);padding-top:16px}
.actions form{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0}
select,button{font:inherit;border-radius:${theme.radius.sm};padding:8px 14px;min-height:40px}
select{background:var(--c-surface);color:var(--c-text);border:1px solid var(--c-border)}
button{cursor:pointer;border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text);font-weight:600}
button.primary{background:var(--c-accent);border-color:var(--c-accent);color:var(--c-accent-text)}
button:hover{filter:brightness(1.05)}
.empty{color:var(--c-text-soft)}
.advice{margin:0}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:6px 0 0;font-size:14px;color:var(--c-text-soft)}
.phases{font-size:14px;color:var(--c-text-soft);margin:0 0 16px;padding-left:20px}
.phases .off{color:var(--c-danger)}
.confirm .now{margin:0 0 8px}
.weights label{display:inline-flex;gap:6px;align-items:center}
.weights output{min-width:3.5em;font-variant-numeric:tabular-nums;color:var(--c-text-soft)}
.weights input{width:5.5em;font:inherit;padding:8px;min-height:40px;border-radius:${theme.radius.sm};border:1px solid var(--c-border);background:var(--c-surface);color:var(--c-text)}
.hint{font-size:13px;color:var(--c-text-muted)}`;

/** Arm colours: the control neutral, the first variant the accent. */
const ARM_COLOURS = [
  "var(--c-text-muted)",
  "var(--c-accent)",
  "var(--c-yellow)",
  "var(--c-success)",
  "var(--c-danger)",
];

const pct = (x: number, digits = 1) =>
  `${(x * 100).toLocaleString("es-ES", { minimumFractionDigits: digits, maximumFractionDigits: digits })} %`;
const signedPct = (x: number) => `${x > 0 ? "+" : ""}${pct(x)}`;
const range = (i: Interval, f: (x: number) => string) =>
  Number.isFinite(i.low) && Number.isFinite(i.high) ? `${f(i.low)} a ${f(i.high)}` : "—";
const int = (n: number) => n.toLocaleString("es-ES");
/** Beyond this the upper end of a lift's interval says "or more": a +2871 % end says nothing a marketer can use. */
const LIFT_SHOWN = 3;

/** The lift cell: nothing (but why) before the interval means anything; ends past ±300 % read "or more". */
function liftCell(c: Comparison): string {
  if (!c.ready) return `sin datos suficientes (hacen falta ${MIN_CONVERSIONS} conversiones por versión)`;
  const high = c.liftInterval.high > LIFT_SHOWN ? `más de ${signedPct(LIFT_SHOWN)}` : signedPct(c.liftInterval.high);
  return `${signedPct(c.liftInterval.low)} a ${high}`;
}

/** How sure the split check is, in words (never a raw p-value). */
const splitWords = (p: number) =>
  p < 0.001 ? "menos de 1 entre 1.000" : p < 0.01 ? "menos de 1 entre 100" : "más de 1 entre 100";

const LANG_NAMES: Record<string, string> = { es: "español", en: "inglés", fr: "francés", it: "italiano" };

/** "solo en español e inglés, en móvil": who takes part, in words. */
export function audienceText(audience: ExperimentAudience): string {
  const langs = (audience.languages ?? []).map((l) => LANG_NAMES[l] ?? l);
  // "y", or "e" before a word that starts with the sound i (español e inglés).
  const and = (last: string) => (/^h?i/.test(last) ? "e" : "y");
  const inLangs = langs.length
    ? `en ${langs.length > 1 ? `${langs.slice(0, -1).join(", ")} ${and(langs.at(-1)!)} ${langs.at(-1)}` : langs[0]}`
    : "";
  const device = audience.device ? `en ${audience.device === "mobile" ? "móvil" : "escritorio"}` : "";
  return `solo ${[inLangs, device].filter(Boolean).join(", ")}`;
}

export function goalText(goal: ExperimentGoal): string {
  if (goal.kind === "booking") return "demo reservada";
  if (goal.kind === "form") return `envío del formulario «${goal.form ?? ""}»`;
  return "cualquier contacto (formulario o demo)";
}

/** The chart drawn for a width: text stays readable at both (one shows, per screen width). */
function chart(r: ExperimentResults, W: number, variant: "wide" | "narrow"): Html {
  const H = 220;
  const pad = { left: 48, right: 12, top: 12, bottom: 28 };
  const max = Math.max(0.01, ...r.series.flatMap((s) => s.rates.filter((x): x is number => x !== null))) * 1.15;
  const n = r.days.length;
  const x = (i: number) =>
    pad.left + (n <= 1 ? (W - pad.left - pad.right) / 2 : (i / (n - 1)) * (W - pad.left - pad.right));
  const y = (v: number) => pad.top + (1 - v / max) * (H - pad.top - pad.bottom);
  const ticks = [0, max / 2, max];
  const id = `chart-${r.experiment.id}-${variant}`;
  const last = r.series
    .map((s) => `${armTitle(s.arm)}: ${s.rates.at(-1) == null ? "sin datos" : pct(s.rates.at(-1)!)}`)
    .join("; ");
  const lines = r.series.map((s, k) => {
    const points = s.rates.flatMap((v, i) => (v === null ? [] : [`${x(i).toFixed(1)},${y(v).toFixed(1)}`]));
    const colour = ARM_COLOURS[k % ARM_COLOURS.length]!;
    return points.length > 1
      ? `<polyline fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round" points="${points.join(" ")}"/>`
      : points.map((p) => `<circle cx="${p.split(",")[0]}" cy="${p.split(",")[1]}" r="4" fill="${colour}"/>`).join("");
  });
  // Attribute values are numbers and fixed colours; labels go through escaping below.
  return html`<figure class="chart-${variant}">
    <figcaption id="${id}-t">Tasa de conversión acumulada por día</figcaption>
    <svg viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d">
      <desc id="${id}-d">${n} días, del ${r.days[0] ? madridDate(r.days[0]) : "—"} al ${r.days.at(-1) ? madridDate(r.days.at(-1)!) : "—"}. Último día: ${last}.</desc>
      ${raw(ticks.map((t) => `<line x1="${pad.left}" x2="${W - pad.right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="var(--c-border)"/>`).join(""))}
      ${ticks.map((t) => html`<text x="${pad.left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end" font-size="12" fill="var(--c-text-muted)">${pct(t)}</text>`)}
      ${n > 0 ? html`<text x="${x(0)}" y="${H - 8}" font-size="12" fill="var(--c-text-muted)" text-anchor="${n > 1 ? "start" : "middle"}">${madridDate(r.days[0]!)}</text>` : ""}
      ${n > 1 ? html`<text x="${x(n - 1)}" y="${H - 8}" font-size="12" fill="var(--c-text-muted)" text-anchor="end">${madridDate(r.days.at(-1)!)}</text>` : ""}
      ${raw(lines.join(""))}
    </svg>
    <ul class="legend">${r.series.map((s, k) => html`<li><span class="swatch" style="background:${ARM_COLOURS[k % ARM_COLOURS.length]!}"></span>${armTitle(s.arm)}</li>`)}</ul>
  </figure>`;
}

function card(r: ExperimentResults, confirm?: Confirmation): Html {
  const e = r.experiment;
  const a = r.analysis;
  const ended = e.endedAt !== null;
  const tone =
    a.hidden || (a.verdict.kind === "srm" && !ended) ? "bad" : a.verdict.kind === "winner" && !ended ? "win" : "";
  const best = a.verdict.kind === "winner" ? a.verdict.arm : undefined;
  const decided = e.winner !== null;
  const name = experimentName(e);
  const weights = e.arms.map((arm) => arm.weight);
  return html`<section class="card" aria-labelledby="exp-${e.id}" data-experiment="${e.id}">
    <h2 id="exp-${e.id}">${name}<span class="pill ${ended ? "" : "live"}">${ended ? "Terminada" : "En marcha"}</span></h2>
    <p class="meta">Objetivo: ${goalText(e.goal)}${e.audience ? ` · público: ${audienceText(e.audience)}` : ""} · desde el ${madridDate(e.startedAt)}${ended ? ` · terminada el ${madridDate(e.endedAt!)}` : ""}</p>
    <div class="verdict-box ${tone}" role="status">
      <p class="verdict" data-verdict>${ended ? (decided ? `Terminada: se quedó ${e.winner === CONTROL ? "el original" : `la variante ${armLabel(e.winner!)}`}` : "Terminada sin declarar ganador") : r.verdict}</p>
      <p class="advice" data-advice>${ended ? endedVerdictText(a.verdict, decided) : r.advice}</p>
    </div>
    ${phaseList(r)}
    <div class="scroll">
      <table>
        <caption class="sr-only" style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">Resultados por versión de ${name}</caption>
        <thead>
          <tr><th scope="col">Versión</th><th scope="col">Peso</th><th scope="col">Visitantes</th><th scope="col">Conversiones</th><th scope="col">Conversión (margen 95 %)</th><th scope="col">Frente al original</th></tr>
        </thead>
        <tbody>
          ${r.arms.map(
            (arm, k) => html`<tr data-arm="${arm.name}">
              <th scope="row"><span class="swatch" style="background:${ARM_COLOURS[k % ARM_COLOURS.length]!}"></span>${armTitle(arm.name)}</th>
              <td data-label="Peso">${weightCell(arm, ended)}</td>
              <td data-label="Visitantes" data-exposures>${int(arm.exposures)}</td>
              <td data-label="Conversiones" data-conversions>${a.hidden ? "—" : int(arm.conversions)}</td>
              <td data-label="Conversión (margen 95 %)">${a.hidden ? "—" : html`<span>${pct(arm.rate, 2)}<span class="ci">${range(arm.interval, (v) => pct(v, 2))}</span></span>`}</td>
              <td data-label="Frente al original">${a.hidden || !arm.comparison ? "—" : html`<span>${Number.isFinite(arm.comparison.lift) ? signedPct(arm.comparison.lift) : "—"}<span class="ci">${liftCell(arm.comparison)}</span></span>`}</td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>
    ${
      a.hidden
        ? ""
        : r.days.length
          ? html`${chart(r, 760, "wide")}${chart(r, 340, "narrow")}`
          : html`<p class="empty" data-no-chart>Aún no ha entrado ningún visitante en la prueba: el gráfico de la conversión por día aparece con el primero.</p>`
    }
    <p class="method">Cómo se calcula: puedes mirar cada día sin falsear el resultado: el margen de la mejora vale en cualquier momento (95 % de seguridad) y, una vez declarado un ganador, no se retira. No hay veredicto antes de ${MIN_WEEKS} semanas enteras ni antes de ${MIN_CONVERSIONS} conversiones por versión${a.comparisons.size > 1 ? "; con varias variantes, cada una se compara con más exigencia" : ""}.${a.requiredPerArm ? ` Para encontrar una mejora del ${pct(TARGET_LIFT, 0)} hacen falta como mucho unos ${int(a.requiredPerArm)} visitantes por versión.` : ""} Cada visitante cuenta una vez; una conversión es un contacto enviado después de ver su versión. Método: ${METHOD_NAME}.</p>
    ${
      ended
        ? ""
        : confirm
          ? confirmPanel(confirm)
          : html`<div class="actions">
          <form method="post" action="/admin/experiments/${e.id}/winner#confirm-${e.id}">${csrfField()}
            <label for="win-${e.id}">Versión que se queda</label>
            <select id="win-${e.id}" name="arm">
              ${e.arms.map((arm) => html`<option value="${arm.name}" ${arm.name === (best ?? "") ? "selected" : ""}>${armTitle(arm.name)}</option>`)}
            </select>
            <button type="submit" class="${best ? "primary" : ""}">${best ? "Declarar ganador" : "Declarar ganador sin esperar…"}</button>
            ${best ? "" : html`<span class="hint" data-early>Aún no hay veredicto: se te pedirá confirmación.</span>`}
          </form>
          <form method="post" action="/admin/experiments/${e.id}/stop#confirm-${e.id}">${csrfField()}
            <button type="submit">Detener</button>
          </form>
          <form method="post" action="/admin/experiments/${e.id}/weights#exp-${e.id}" class="weights" aria-label="Pesos de ${name}">
            ${e.arms.map((arm) => html`<label>${armTitle(arm.name)} <input type="number" name="w:${arm.name}" value="${arm.weight}" min="0" max="1000" step="1" inputmode="numeric" /> <output data-share>${shareText(arm.weight, weights)}</output></label>`)}
            <button type="submit">Cambiar pesos</button>
            <span class="hint"><span data-share-total>${totalText(weights)}</span> 0 pausa esa versión; cambiar los pesos empieza una fase nueva.</span>
          </form>
        </div>`
    }
  </section>`;
}

export type Notice = { tone: "done" | "error"; lines: string[] } | undefined;

/** A decision waiting for its second click, with what it will change. */
export interface Confirmation {
  id: string;
  action: "winner" | "stop";
  keep: string;
  plan: string[];
  /** The verdict this decision acts on, and its advice, as the page showed them. */
  verdict?: string;
  advice?: string;
  /** Why declaring this winner now goes against the results (none yet, or another arm), said before the question. */
  early?: string;
}

/** The weight now; "pausado" for an arm at 0; nothing for an ended test. */
function weightCell(arm: ArmResult, ended: boolean): string {
  if (ended) return "—";
  return arm.weight > 0 ? int(arm.weight) : "pausado";
}

/** The test's phases, when it has more than one or one is left out: which weights, since when, which count. */
function phaseList(r: ExperimentResults): Html | string {
  const phases = r.analysis.phases;
  if (phases.length < 2 && !phases.some((p) => p.mismatch || p.warning)) return "";
  return html`<ol class="phases" aria-label="Fases de la prueba">
    ${phases.map((p) => {
      const weights = p.arms.map((a) => `${armTitle(a.name)} ${a.weight > 0 ? a.weight : "pausado"}`).join(" · ");
      const visitors = Object.values(p.exposures).reduce((s, n) => s + n, 0);
      const note = p.mismatch
        ? html` <span class="off">— no cuenta: el reparto no cuadra con sus pesos (probabilidad de que sea azar: ${splitWords(p.srmP)}).</span>`
        : p.warning
          ? html` <span class="off">— aviso: el reparto se aleja de sus pesos; si sigue así, revisa la configuración.</span>`
          : "";
      return html`<li data-phase="${p.index}">Fase ${p.index + 1}, desde el ${madridDate(p.start)}: ${weights}; ${int(visitors)} visitantes.${note}</li>`;
    })}
  </ol>`;
}

function confirmPanel(c: Confirmation): Html {
  const title =
    c.action === "winner"
      ? `¿Declarar ganador ${c.keep === CONTROL ? "al original" : `a la variante ${armLabel(c.keep)}`}?`
      : "¿Detener la prueba?";
  return html`<div class="confirm" role="alertdialog" aria-labelledby="confirm-${c.id}">
    ${c.early ? html`<p class="confirm-title" data-confirm-early>${c.early}</p>` : ""}
    <p class="confirm-title" id="confirm-${c.id}">${c.early ? `${title.slice(0, -1)} de todos modos?` : title}</p>
    ${c.verdict ? html`<p class="now" data-confirm-verdict>Los resultados dicen ahora: <strong>${c.verdict}</strong>. ${c.advice}</p>` : ""}
    <ul>${c.plan.map((line) => html`<li>${line}</li>`)}</ul>
    <form method="post" action="/admin/experiments/${c.id}/${c.action}#exp-${c.id}">${csrfField()}
      <input type="hidden" name="arm" value="${c.keep}" />
      <input type="hidden" name="confirm" value="1" />
      <button type="submit" class="primary" autofocus>${c.action === "winner" ? "Sí, declarar ganador" : "Sí, detener"}</button>
      <a class="button" href="/admin/experiments">Cancelar</a>
    </form>
  </div>`;
}

export function experimentsPage(results: readonly ExperimentResults[], notice?: Notice, confirm?: Confirmation): Html {
  return layout(
    "Admin · pruebas A/B",
    html`<style>${raw(STYLE)}</style>
      <div class="exp-top">
        <h1>Pruebas A/B</h1>
        <p><a href="/admin/experiments.csv">Descargar los resultados (hoja de cálculo)</a></p>
      </div>
      <p class="sub">Qué versión de cada página convierte más, con cuánta seguridad, y convertir al ganador en la página.</p>
      ${notice ? html`<div class="notice ${notice.tone}" role="${notice.tone === "error" ? "alert" : "status"}">${notice.tone === "done" ? html`<strong>Hecho.</strong>` : ""}<ul>${notice.lines.map((line) => html`<li>${line}</li>`)}</ul></div>` : ""}
      ${results.length ? results.map((r) => card(r, confirm?.id === r.experiment.id ? confirm : undefined)) : html`<p class="empty">No hay pruebas. Crea una en el editor de la página, con «Crear variante A/B».</p>`}
      <script src="${SHARES_SCRIPT_PATH}" defer></script>`,
    { tab: "experiments" },
  );
}
