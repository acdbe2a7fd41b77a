// @vitest-environment node
// `validate` on A/B tests: weights name existing variants, each variant has a
// weight and a base, anchors linked from other pages exist in every arm.
import { describe, expect, it } from "vitest";
import { formatProblem, loadContent } from "../../lib/validate/content";

const root = process.cwd();
const page = (
  path: string,
  extra: Record<string, unknown> = {},
  sections: unknown[] = [{ type: "notice", id: "hola", title: "Hola", text: "Texto" }],
) => ({
  $schema: "../schema/page.schema.json",
  version: 1,
  path,
  ...extra,
  meta: { title: "Prueba | {product}", description: "Una página de prueba." },
  sections,
});
const problems = (...docs: Array<{ file: string; doc: unknown }>) =>
  loadContent(root, { extraPages: docs }).problems.map(formatProblem);

describe("A/B experiments in validate", () => {
  it("accepts the shipped experiment and a base with its variants", () => {
    expect(loadContent(root).problems).toEqual([]);
    const base = {
      file: "pages/test-ab.json",
      doc: page("/test-ab", { experiment: { id: "test-ab", weights: { control: 1, b: 1, c: 0 } } }),
    };
    const b = { file: "pages/test-ab.b.json", doc: page("/test-ab", { variant: "b" }) };
    const c = { file: "pages/test-ab.c.json", doc: page("/test-ab", { variant: "c" }) };
    expect(problems(base, b, c)).toEqual([]);
  });

  it("an audience names languages of the site and a kind of device", () => {
    const b = { file: "pages/test-ab.b.json", doc: page("/test-ab", { variant: "b" }) };
    const base = (audience: unknown) => ({
      file: "pages/test-ab.json",
      doc: page("/test-ab", { experiment: { id: "test-ab", weights: { control: 1, b: 1 }, audience } }),
    });
    expect(problems(base({ languages: ["es", "en"], device: "mobile" }), b)).toEqual([]);
    expect(problems(base({ languages: ["es", "de"] }), b)).toEqual([
      'pages/test-ab.json /experiment/audience/languages/1: "de" is not a language of the site (es, en, fr, it)',
    ]);
    expect(problems(base({ device: "tablet" }), b).join("\n")).toMatch(/\/experiment\/audience\/device/);
  });

  it("names a weight whose variant does not exist", () => {
    const base = {
      file: "pages/test-ab.json",
      doc: page("/test-ab", { experiment: { id: "test-ab", weights: { control: 50, b: 25, typo: 25 } } }),
    };
    const b = { file: "pages/test-ab.b.json", doc: page("/test-ab", { variant: "b" }) };
    expect(problems(base, b)).toEqual([
      'pages/test-ab.json /experiment/weights/typo: no variant "typo" of /test-ab: write a document with "path": "/test-ab" and "variant": "typo" (variants: b)',
    ]);
  });

  it("rejects a variant without weight, without experiment, without base, or named control", () => {
    const withWeights = {
      file: "pages/w.json",
      doc: page("/w", { experiment: { id: "w", weights: { control: 1, b: 1 } } }),
    };
    expect(
      problems(
        withWeights,
        { file: "pages/w.b.json", doc: page("/w", { variant: "b" }) },
        { file: "pages/w.z.json", doc: page("/w", { variant: "z" }) },
      ),
    ).toEqual(['pages/w.z.json /variant: "z" has no weight in pages/w.json /experiment/weights (has: control, b)']);
    expect(
      problems(
        { file: "pages/n.json", doc: page("/n") },
        { file: "pages/n.b.json", doc: page("/n", { variant: "b" }) },
      )[0],
    ).toMatch(/^pages\/n\.b\.json \/variant: pages\/n\.json has no "experiment": add one with a weight for "b"/);
    expect(problems({ file: "pages/o.b.json", doc: page("/o", { variant: "b" }) })).toEqual([
      'pages/o.b.json /variant: no base document for /o: a variant needs the page without "variant" next to it',
    ]);
    expect(
      problems(
        withWeights,
        { file: "pages/w.b.json", doc: page("/w", { variant: "b" }) },
        { file: "pages/w.control.json", doc: page("/w", { variant: "control" }) },
      ),
    ).toEqual([
      'pages/w.control.json /variant: "control" is the base document\'s arm; name the variant otherwise (e.g. "b")',
    ]);
    expect(
      problems({ file: "pages/c.json", doc: page("/c", { experiment: { id: "c", weights: { control: 1 } } }) }),
    ).toEqual(["pages/c.json /experiment/weights: must NOT have fewer than 2 properties"]);
  });

  it("rejects an experiment declared on a variant, a reused id and all-zero weights", () => {
    const base = {
      file: "pages/a.json",
      doc: page("/a", { experiment: { id: "agendar-demo-hero-2026-11", weights: { control: 0, b: 0 } } }),
    };
    const b = {
      file: "pages/a.b.json",
      doc: page("/a", { variant: "b", experiment: { id: "x", weights: { control: 1, b: 1 } } }),
    };
    expect(problems(base, b)).toEqual([
      "pages/a.b.json /experiment: only the base document (pages/a.json) declares the experiment; remove it here",
      "pages/a.json /experiment/weights: every weight is 0: nobody would be in the test",
      'pages/a.json /experiment/id: experiment id "agendar-demo-hero-2026-11" is already used by pages/agendar-demo.json; each test needs its own id',
    ]);
  });

  it("checks the goal: a form goal names a form the site has, and only a form goal names one", () => {
    const b = { file: "pages/g.b.json", doc: page("/g", { variant: "b" }) };
    const withGoal = (goal: unknown) => ({
      file: "pages/g.json",
      doc: page("/g", { experiment: { id: "g", weights: { control: 1, b: 1 }, goal } }),
    });
    expect(problems(withGoal({ kind: "booking" }), b)).toEqual([]);
    expect(problems(withGoal({ kind: "form", form: "formulario" }), b)).toEqual([]);
    expect(problems(withGoal({ kind: "form", form: "nope" }), b)[0]).toMatch(
      /^pages\/g\.json \/experiment\/goal\/form: no form "nope" on the site \(forms: .*formulario/,
    );
    expect(problems(withGoal({ kind: "form" }), b)[0]).toMatch(
      /^pages\/g\.json \/experiment\/goal: a "form" goal names its form/,
    );
    expect(problems(withGoal({ kind: "lead", form: "formulario" }), b)).toEqual([
      'pages/g.json /experiment/goal/form: "form" only counts with "kind": "form" (this goal is "lead"); remove it or change the kind',
    ]);
    // The editor shows each of them in Spanish beside the goal (issue 41: not the CLI's English with its JSON keys).
    const spanish = (goal: Record<string, unknown>) =>
      loadContent(root, { extraPages: [withGoal(goal), b] }).problems.map((p) => p.es);
    expect(spanish({ kind: "form", form: "nope" })[0]).toMatch(/^el formulario «nope» no está en el sitio/);
    expect(spanish({ kind: "form" })[0]).toMatch(/^elige qué formulario cuenta como conversión/);
    expect(spanish({ kind: "lead", form: "formulario" })).toEqual([
      "un formulario concreto solo cuenta si el objetivo es «Un formulario concreto»: quítalo o cambia el objetivo",
    ]);
    expect(problems(withGoal({ kind: "visits" }), b)[0]).toMatch(
      /^pages\/g\.json \/experiment\/goal\/kind: must be one of: booking, form, lead/,
    );
  });

  it("checks a variant's own anchors, and anchors other pages link to in every arm", () => {
    const base = {
      file: "pages/v.json",
      doc: page("/v", { experiment: { id: "v", weights: { control: 1, b: 1 } } }, [
        { type: "notice", id: "oferta", title: "Oferta", text: "Texto" },
      ]),
    };
    const b = {
      file: "pages/v.b.json",
      doc: page("/v", { variant: "b" }, [
        { type: "notice", id: "otra", title: "Oferta", text: "Texto", actions: [{ label: "Ver", href: "#otra" }] },
      ]),
    };
    const linking = {
      file: "pages/l.json",
      doc: page("/l", {}, [
        { type: "notice", id: "uno", title: "Uno", text: "Texto", actions: [{ label: "Ver", href: "/v#oferta" }] },
      ]),
    };
    expect(problems(base, b, linking)).toEqual([
      'pages/l.json /sections/0/actions/0/href: /v has no element with id "oferta" in its variant "b" (pages/v.b.json)',
    ]);
  });
});
