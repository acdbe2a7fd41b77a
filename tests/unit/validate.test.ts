// @vitest-environment node
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { formatProblem, loadContent } from "../../lib/validate/content";
import { imageChecks } from "../../lib/validate/image-checks";

const root = process.cwd();
type Kind = "valid" | "invalid" | "cascade";
const fixture = (kind: Kind, name: string) => join(root, "tests/fixtures/pages", kind, `${name}.json`);

/** Problems the fixtures add on top of the real pages (which must be valid). */
function problemsOf(kind: Kind, ...names: string[]): string[] {
  return loadContent(root, { extraFiles: names.map((name) => fixture(kind, name)) }).problems.map(formatProblem);
}

describe("page validation", () => {
  it("accepts every document in pages/", () => {
    expect(loadContent(root).problems.map(formatProblem)).toEqual([]);
  });

  it("accepts a valid new page written only in JSON", () => {
    expect(problemsOf("valid", "campaign")).toEqual([]);
  });

  it("names the file, pointer and allowed types for an unknown section type", () => {
    const [line, ...rest] = problemsOf("invalid", "unknown-section-type");
    expect(rest).toEqual([]);
    const match =
      /^tests\/fixtures\/pages\/invalid\/unknown-section-type\.json \/sections\/0\/type: unknown section type "heroo" \(allowed: (.*)\)$/.exec(
        line,
      );
    // Every section module (a folder src/sections/<type>/ with its <type>.schema.json), the reference to a shared section, and nothing else.
    const schemaTypes = readdirSync(join(root, "src/sections"))
      .filter((d) => existsSync(join(root, "src/sections", d, `${d}.schema.json`)))
      .concat("shared");
    expect(match?.[1].split(", ").sort()).toEqual(schemaTypes.sort());
  });

  it("says once that a section has no type", () => {
    expect(problemsOf("invalid", "missing-section-type")).toEqual([
      "tests/fixtures/pages/invalid/missing-section-type.json /sections/0/type: is required",
    ]);
  });

  it("reports only the schema error of a broken page, not every link to it", () => {
    // linker.json links to target.json's path and to an anchor on it; target.json has a typo.
    expect(problemsOf("cascade", "target", "linker")).toEqual([
      "tests/fixtures/pages/cascade/target.json /sections/0/title: is required",
      'tests/fixtures/pages/cascade/target.json /sections/0/titel: unknown property "titel" (allowed: type, id, code, title, text, actions, logPath, visibleOn, schedule)',
    ]);
  });

  it("names both files when a static page takes an address of a family", () => {
    expect(problemsOf("invalid", "family-collision")).toEqual([
      'tests/fixtures/pages/invalid/family-collision.json /path: /features/crm-integrado is also a page of the family pages/features/detail.json (/features/:slug, item "crm-integrado" of pages/_data/features.json); change this path or remove that item',
    ]);
  });

  it("accepts internal links with a query string", () => {
    expect(problemsOf("valid", "query-link")).toEqual([]);
  });

  it("rejects a javascript: link", () => {
    expect(problemsOf("invalid", "javascript-link")).toEqual([
      'tests/fixtures/pages/invalid/javascript-link.json /sections/0/actions/0/href: must be an internal route (/…), an #anchor, https:, mailto:, tel: or a site link (@appLogin…) (got "javascript:alert(1)")',
    ]);
  });

  it("names both files when two documents share a path", () => {
    expect(problemsOf("invalid", "duplicate-path")).toEqual([
      "tests/fixtures/pages/invalid/duplicate-path.json /path: /404 is also the path of pages/404.json; each path (and variant) needs its own document",
    ]);
  });

  it("rejects a missing meta.title", () => {
    expect(problemsOf("invalid", "missing-title")).toEqual([
      "tests/fixtures/pages/invalid/missing-title.json /meta/title: is required",
    ]);
  });

  it("gives line and column for broken JSON", () => {
    const [line] = problemsOf("invalid", "broken-json");
    expect(line).toMatch(/^tests\/fixtures\/pages\/invalid\/broken-json\.json \/: invalid JSON at line 3, column 26: /);
  });

  it("rejects a link to a route that does not exist", () => {
    expect(problemsOf("invalid", "missing-route")).toEqual([
      "tests/fixtures/pages/invalid/missing-route.json /sections/0/actions/0/href: links to /no-existe, which is not a page",
    ]);
  });

  it("rejects anchors that are not on the target page", () => {
    expect(problemsOf("invalid", "missing-anchor")).toEqual([
      'tests/fixtures/pages/invalid/missing-anchor.json /sections/0/actions/0/href: no element with id "dos" on this page',
      'tests/fixtures/pages/invalid/missing-anchor.json /sections/0/actions/1/href: /404 has no element with id "nada" (target: pages/404.json)',
    ]);
  });

  it("rejects two sections with the same id", () => {
    expect(problemsOf("invalid", "duplicate-section-id")).toEqual([
      'tests/fixtures/pages/invalid/duplicate-section-id.json /sections/1/id: id "uno" is already used at /sections/0/id; ids are anchors and must be unique on a page',
    ]);
  });

  it("names the allowed values and the wrong value's type", () => {
    expect(problemsOf("invalid", "wrong-type")).toEqual([
      'tests/fixtures/pages/invalid/wrong-type.json /meta/robots: must be one of: index,follow, noindex,follow, noindex,nofollow (got "index")',
      "tests/fixtures/pages/invalid/wrong-type.json /sections/0/title: must be string (got 42)",
    ]);
  });

  it("says which end of a section's schedule is wrong, in English and in Spanish", () => {
    const problems = loadContent(root, { extraFiles: [fixture("invalid", "section-schedule")] }).problems;
    const at = "tests/fixtures/pages/invalid/section-schedule.json";
    expect(problems.map(formatProblem)).toEqual([
      `${at} /sections/0/schedule/until: until (2026-11-27T00:00) is not after from (2026-11-30T23:59): the section would never show`,
      `${at} /sections/1/schedule/from: "2026-02-30T10:00" is not a date and time (YYYY-MM-DDTHH:mm, Madrid time)`,
    ]);
    expect(problems.map((p) => p.es)).toEqual([
      "«Hasta» (2026-11-27T00:00) debe ser posterior a «Desde» (2026-11-30T23:59); si no, la sección no se mostraría nunca",
      "«2026-02-30T10:00» no es una fecha y hora válida; escribe AAAA-MM-DDTHH:mm en hora de Madrid, p. ej. 2026-11-30T23:59",
    ]);
  });

  it("names the shape a schedule time needs and the devices a section may show on", () => {
    const problems = loadContent(root, { extraFiles: [fixture("invalid", "section-device")] }).problems;
    const at = "tests/fixtures/pages/invalid/section-device.json";
    expect(problems.map(formatProblem)).toEqual([
      `${at} /sections/0/schedule/until: must be a date and time, YYYY-MM-DDTHH:mm in Madrid time (got "30/11/2026")`,
      `${at} /sections/1/visibleOn: must be one of: phone, desktop (got "tablet")`,
    ]);
    expect(problems[0]?.es).toBe(
      "«30/11/2026» no es una fecha y hora: escribe AAAA-MM-DDTHH:mm en hora de Madrid, p. ej. 2026-11-30T23:59",
    );
  });

  it("names a page's share image that is not in public/", () => {
    expect(problemsOf("invalid", "missing-og-image")).toEqual([
      "tests/fixtures/pages/invalid/missing-og-image.json /meta/ogImage: /img/no-existe.png does not exist (expected the file public/img/no-existe.png)",
    ]);
  });

  it("names the site's default share image when it is not in public/", () => {
    expect(imageChecks({ root, site: { ogImage: "/img/og-nada.png" }, pages: [] }).map(formatProblem)).toEqual([
      "pages/_site.json /ogImage: /img/og-nada.png does not exist (expected the file public/img/og-nada.png)",
    ]);
  });
});
