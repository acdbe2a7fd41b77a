// The chaos run (issue 40): four people on two instances sharing one
// DATA_DIR and one PostgreSQL take random editorial actions while instances
// are killed with SIGKILL at random moments and started again at once. What
// was acknowledged stays live unless a later acknowledged action changed it,
// no saved draft is lost, the content repository stays sound and both
// instances serve a complete release. server/chaos.test.ts runs a short one,
// `npm run chaos` a long one (scripts/chaos.ts).
import { postgresEngine } from "../engines.ts";
import { fixtureDist } from "../fixtures.ts";
import { makeContentRepo } from "../../publish/testing/content-repo.ts";
import { FAKE_BUILD } from "../../publish/testing/publishing.ts";
import { tempDir } from "../../publish/testing/temp-dirs.ts";
import { actions, cancelSchedules, firstPublish, followSchedules, type Result, type World } from "./actions.ts";
import { checkDrafts, checkFsck, checkReviews, checkLive, checkServed, liveValues } from "./checks.ts";
import { startInstance, type Instance } from "./instances.ts";
import { Model, PAGES } from "./model.ts";
import { signIn, type Call } from "./people.ts";
import { dice } from "./random.ts";

export interface ChaosOptions {
  seed: number;
  actions: number;
  kills: number;
  log?: (line: string) => void;
}

export interface ChaosSummary {
  seed: number;
  actions: Record<string, Record<Result, number>>;
  kills: number;
  checks: number;
  refusals: Record<string, number>;
  violations: string[];
}

export async function runChaos(options: ChaosOptions): Promise<ChaosSummary> {
  const began = Date.now();
  const say = options.log ?? (() => undefined);
  const log = (line: string) => say(`${((Date.now() - began) / 1000).toFixed(1).padStart(6)}s ${line}`);
  const engine = postgresEngine();
  if (engine.skip) throw new Error(engine.skip);
  const instances: Instance[] = [];
  try {
    const { store, env } = await engine.open();
    const repo = makeContentRepo("content");
    const dataDir = tempDir("chaos-");
    const settings = {
      ...env,
      SITE_DIST: fixtureDist(),
      DATA_DIR: dataDir,
      CONTENT_REPO: repo,
      PUBLISH_BUILD_COMMAND: JSON.stringify(FAKE_BUILD),
      RATE_LIMIT: "100000",
    };
    instances.push(...(await Promise.all([startInstance("a", settings), startInstance("b", settings)])));
    const [a, b] = instances as [Instance, Instance];
    const people = [
      await signIn(store, a, "duena@example.com", "owner"),
      await signIn(store, b, "publica@example.com", "publisher"),
      await signIn(store, a, "edita@example.com", "editor"),
      await signIn(store, b, "traduce@example.com", "translator"),
    ];
    const initial = Object.fromEntries(await Promise.all(PAGES.map(async (f) => [f, await liveValues(repo, f)])));
    const calls: Call[] = [];
    const killed: Array<{ instance: string; from: number; to: number }> = [];
    let n = 0;
    const w: World = {
      dice: dice(options.seed),
      model: new Model(initial),
      repo,
      instances,
      people,
      seen: (call) => calls.push(call),
      reviews: [],
      releases: [],
      next: () => ++n,
      problems: [],
      detail: [],
    };
    const summary: ChaosSummary = {
      seed: options.seed,
      actions: {},
      kills: 0,
      checks: 0,
      refusals: {},
      violations: [],
    };
    const violate = (step: number, what: string, problems: string[]) => {
      summary.checks++;
      for (const p of problems) {
        summary.violations.push(`step ${step} (${what}): ${p}`);
        log(`  VIOLATION ${p}`);
      }
    };
    const kinds = Object.entries(actions);
    const total = kinds.reduce((sum, [, a]) => sum + a.weight, 0);
    const killAt = new Set<number>();
    while (killAt.size < Math.min(options.kills, options.actions)) killAt.add(w.dice.int(1, options.actions));

    await firstPublish(w);
    violate(0, "start", await checkServed(repo, dataDir, instances));
    for (let step = 1; step <= options.actions; step++) {
      let roll = w.dice.next() * total;
      const [kind, action] = kinds.find(([, a]) => (roll -= a.weight) < 0) ?? kinds[0]!;
      let kill: Promise<void> | undefined;
      if (killAt.has(step)) {
        const victim = w.dice.pick(instances);
        const delay = w.dice.int(0, 1500);
        kill = new Promise((r) => setTimeout(r, delay)).then(async () => {
          const from = Date.now();
          log(`  kill -9 ${victim.name} after ${delay} ms`);
          await victim.killAndRestart();
          killed.push({ instance: victim.name, from, to: Date.now() });
          summary.kills++;
        });
      }
      await followSchedules(w);
      const outcome = await action.run(w);
      await kill;
      const counts = (summary.actions[kind] ??= { acknowledged: 0, refused: 0, unknown: 0, skipped: 0 });
      counts[outcome.result]++;
      if (outcome.message) summary.refusals[outcome.message] = (summary.refusals[outcome.message] ?? 0) + 1;
      log(
        `${step} ${kind} (${w.detail.splice(0).join(", ")}): ${outcome.result}${outcome.message ? ` (${outcome.message})` : ""}`,
      );
      violate(step, kind, w.problems.splice(0));
      violate(step, kind, await checkLive(repo, w.model));
      if (kill || (outcome.result !== "refused" && /publish|approve|restore|release/i.test(kind)))
        violate(step, kind, await checkServed(repo, dataDir, instances));
      if (kill) violate(step, kind, await checkFsck(repo));
    }

    // The end: pending scheduled publishes cancelled, then every invariant once more.
    await cancelSchedules(w);
    violate(options.actions, "end", await checkLive(repo, w.model));
    violate(options.actions, "end", await checkDrafts(w.model, people, instances, w.seen));
    violate(options.actions, "end", await checkServed(repo, dataDir, instances));
    violate(options.actions, "end", await checkFsck(repo));
    violate(options.actions, "end", await checkReviews(a, people[0]!, w.seen));
    // No 5xx but while an instance was being killed and started again.
    const duringKill = (call: Call) => killed.some((k) => call.started <= k.to + 1000 && call.ended >= k.from - 1000);
    violate(
      options.actions,
      "5xx",
      calls
        .filter((c) => c.reply.kind === "answer" && c.reply.status >= 500 && !duringKill(c))
        .map(
          (c) =>
            `${c.instance} ${c.what} answered ${c.reply.kind === "answer" ? `${c.reply.status} ${c.reply.body.slice(0, 200)}` : ""}`,
        ),
    );
    return summary;
  } finally {
    for (const instance of instances) instance.stop();
    await engine.teardown();
  }
}
