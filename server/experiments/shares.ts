// Each arm's share of the visitors beside its weight on /admin/experiments (issue 41: the editor's A/B form
// showed them, this page did not), and what the weights add up to when that is not 100. The page draws them
// on the server; a small script (the admin's CSP allows no inline script) draws them again as the weights are
// typed, from these same two functions: their source is put in the script as it is, so they use nothing
// outside themselves.

/** «25 %»: this weight's share of all the arms' weights, or «—» while they add up to nothing. */
export function shareText(weight: number, weights: readonly number[]): string {
  let total = 0;
  for (const w of weights) total += Number.isFinite(w) && w > 0 ? w : 0;
  return total > 0 && Number.isFinite(weight) ? `${Math.round((Math.max(weight, 0) / total) * 100)} %` : "—";
}

/** Nothing at 100 (each weight is then its share); else what the total means, in words. */
export function totalText(weights: readonly number[]): string {
  let total = 0;
  for (const w of weights) total += Number.isFinite(w) && w > 0 ? w : 0;
  if (total === 100) return "";
  if (total === 0) return "Con todas las versiones a 0 nadie vería la prueba: pon al menos una por encima de 0.";
  return `Los pesos suman ${total}: cada versión recibe su peso entre ${total} (no hace falta que sumen 100).`;
}

export const SHARES_SCRIPT_PATH = "/admin/experiments/shares.js";

export const SHARES_SCRIPT = `(function () {
var shareText = ${shareText.toString()};
var totalText = ${totalText.toString()};
document.addEventListener("input", function (e) {
  var form = e.target.closest && e.target.closest("form.weights");
  if (!form) return;
  var inputs = Array.prototype.slice.call(form.querySelectorAll("input[type=number]"));
  var weights = inputs.map(function (input) { return input.value === "" ? 0 : Number(input.value); });
  inputs.forEach(function (input, i) {
    var out = input.parentElement.querySelector("output[data-share]");
    if (out) out.textContent = shareText(weights[i], weights);
  });
  var total = form.querySelector("[data-share-total]");
  if (total) total.textContent = totalText(weights);
});
})();
`;
