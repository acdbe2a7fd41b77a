// npm run chaos: the long chaos run of issue 40 (server/testing/chaos/run.ts).
// CHAOS_ACTIONS (default 300) random editorial actions by four people on two
// instances, CHAOS_KILLS (default 12) kill -9s; CHAOS_SEED replays a run's
// choices. Prints each step, then a summary; exits 1 on a violation.
import { runChaos } from "../server/testing/chaos/run.ts";

const seed = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const actions = Number(process.env.CHAOS_ACTIONS ?? 300);
const kills = Number(process.env.CHAOS_KILLS ?? Math.max(3, Math.round(actions / 25)));
console.log(`chaos: seed ${seed} (CHAOS_SEED=${seed} replays it), ${actions} actions, ${kills} kills`);
const started = Date.now();
const summary = await runChaos({ seed, actions, kills, log: (line) => console.log(line) });

console.log(`\nchaos: seed ${seed}, ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log("actions        acknowledged  refused  unknown  skipped");
for (const [kind, c] of Object.entries(summary.actions))
  console.log(
    `${kind.padEnd(15)}${String(c.acknowledged).padStart(12)}${String(c.refused).padStart(9)}${String(c.unknown).padStart(9)}${String(c.skipped).padStart(9)}`,
  );
console.log(`kills: ${summary.kills}, invariant checks: ${summary.checks}, violations: ${summary.violations.length}`);
console.log("refusals:");
for (const [message, count] of Object.entries(summary.refusals).sort((x, y) => y[1] - x[1]))
  console.log(`  ${String(count).padStart(4)}  ${message}`);
for (const violation of summary.violations) console.log(`VIOLATION ${violation}`);
process.exit(summary.violations.length ? 1 : 0);
