// The order vitest starts the test files in. On a fresh clone (CI) it has no timings of an earlier run, so
// it starts the largest files first and the projects one after another by name: on the run of 2c46e61
// `server/chaos.test.ts` (a small file, 47 s) started at 303 s and `lib/render/incremental.test.ts` (33 s,
// in `node-isolated`, after `node` by name) at 315 s, each ending the 351 s run alone on one core. Here the
// files that take longest start first, and the isolated files before the node project's.
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files of 20 s or more in that run, longest first. A file missing here only starts later, as before. */
const LONG_FILES = [
  "server/publish/editorial-state.test.ts",
  "server/chaos.test.ts",
  "server/publish/publish.test.ts",
  "lib/render/incremental.test.ts",
  "server/publish/draft-base.test.ts",
  "server/restart-safety.test.ts",
  "scripts/build/new-section.test.ts",
  "server/content/remote.test.ts",
  "server/publish/pages.test.ts",
  "server/content/content.test.ts",
];
/** Projects to start before the others (the rest keep vitest's order). */
const FIRST_PROJECTS = ["node-isolated"];

const rank = (spec: TestSpecification) => {
  const at = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at < 0 ? LONG_FILES.length : at;
};

export class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const name = spec.project.name;
      byProject.set(name, [...(byProject.get(name) ?? []), spec]);
    }
    const projects = [...byProject.keys()];
    const order = [
      ...FIRST_PROJECTS.filter((p) => byProject.has(p)),
      ...projects.filter((p) => !FIRST_PROJECTS.includes(p)),
    ];
    // Array.prototype.sort is stable: files of the same rank keep vitest's order.
    return order.flatMap((p) => [...(byProject.get(p) ?? [])].sort((a, b) => rank(a) - rank(b)));
  }
}
