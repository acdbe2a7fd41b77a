// @vitest-environment node
// The inline A/B chooser run in a sandbox with a fake window: it agrees with
// chooseArm (the router's copy), redirects only when the file is not the
// visitor's arm, puts the base URL back on the right file, and never breaks
// on blocked storage, crawlers or a language redirect already under way.
import { describe, expect, it } from "vitest";
import { runInNewContext } from "node:vm";
import { CONTROL, newVisitorId } from "../core/experiments/assign";
import { VISITOR_STORAGE_KEY, chooseArm, forcedKey } from "../core/experiments/choose";
import { buildVariantScript, variantScriptConfig, type PageExperiment } from "./variant-script";

const experiment = (variant: string, audience?: PageExperiment["audience"]): PageExperiment => ({
  id: "demo-hero",
  variant,
  ...(audience ? { audience } : {}),
  arms: [
    { name: CONTROL, weight: 50 },
    { name: "b", weight: 50 },
  ],
});

interface Visit {
  variant?: string;
  base?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  stored?: Record<string, string>;
  storageThrows?: boolean;
  userAgent?: string;
  leaving?: boolean;
  webdriver?: boolean;
  audience?: PageExperiment["audience"];
  /** The window is a phone's (matchMedia of the mobile query). */
  mobile?: boolean;
}

function visit(v: Visit) {
  const base = v.base ?? "/agendar-demo";
  const data: Record<string, string> = { ...v.stored };
  const replaced: string[] = [];
  const states: string[] = [];
  const style = { visibility: "" };
  const window: Record<string, unknown> = {
    document: { documentElement: { style } },
    navigator: {
      userAgent: v.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36",
      webdriver: v.webdriver ?? false,
    },
    location: {
      pathname: v.pathname ?? base,
      search: v.search ?? "",
      hash: v.hash ?? "",
      replace: (url: string) => replaced.push(url),
    },
    history: { state: null, replaceState: (_s: unknown, _t: string, url: string) => states.push(url) },
    localStorage: {
      getItem: (k: string) => {
        if (v.storageThrows) throw new Error("SecurityError");
        return data[k] ?? null;
      },
      setItem: (k: string, value: string) => {
        if (v.storageThrows) throw new Error("SecurityError");
        data[k] = value;
      },
    },
    Uint32Array,
    crypto: globalThis.crypto,
    matchMedia: (q: string) => ({ matches: q === "(max-width: 767px)" && v.mobile === true }),
    __leavingPage: v.leaving ? 1 : undefined,
  };
  runInNewContext(buildVariantScript(variantScriptConfig(experiment(v.variant ?? CONTROL, v.audience), base)), {
    window,
    Math,
  });
  return { replaced, states, style, data, window };
}

describe("variant head script", () => {
  it("picks the same arm as chooseArm for any stored visitor id", () => {
    for (let i = 0; i < 400; i++) {
      const id = newVisitorId();
      const expected = chooseArm(experiment(CONTROL), "", { getItem: () => id, setItem: () => undefined });
      const { replaced } = visit({ stored: { [VISITOR_STORAGE_KEY]: id } });
      expect(replaced).toEqual(expected === CONTROL ? [] : ["/agendar-demo/_variant/b"]);
    }
  });

  it("gives a fresh visitor an id and keeps the arm on the next view", () => {
    const first = visit({});
    const id = first.data[VISITOR_STORAGE_KEY];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const again = visit({ stored: first.data });
    expect(again.replaced).toEqual(first.replaced);
  });

  it("?variant=b leaves the base file for b's, hidden, keeping query and hash, and remembers the choice", () => {
    const { replaced, style, data, window } = visit({ search: "?variant=b&utm=x", hash: "#contacto" });
    expect(replaced).toEqual(["/agendar-demo/_variant/b?variant=b&utm=x#contacto"]);
    expect(style.visibility).toBe("hidden");
    expect(window.__leavingPage).toBe(1);
    expect(data[forcedKey("demo-hero")]).toBe("b");
    expect(visit({ stored: data }).replaced).toEqual(["/agendar-demo/_variant/b"]);
  });

  it("on the visitor's own variant file, stays and shows the base address", () => {
    const { replaced, states, style } = visit({
      variant: "b",
      pathname: "/en/agendar-demo/_variant/b",
      base: "/en/agendar-demo",
      search: "?variant=b",
      hash: "#x",
    });
    expect(replaced).toEqual([]);
    expect(style.visibility).toBe("");
    expect(states).toEqual(["/en/agendar-demo?variant=b#x"]);
  });

  it("sends a visitor whose storage is blocked to the base", () => {
    expect(visit({ storageThrows: true }).replaced).toEqual([]);
    const onVariant = visit({ storageThrows: true, variant: "b", pathname: "/agendar-demo/_variant/b" });
    expect(onVariant.replaced).toEqual(["/agendar-demo"]);
  });

  it("never redirects a crawler, and still shows it the base address", () => {
    const { replaced, states, data } = visit({
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)",
      variant: "b",
      pathname: "/agendar-demo/_variant/b",
      search: "?variant=control",
    });
    expect(replaced).toEqual([]);
    expect(states).toEqual(["/agendar-demo?variant=control"]);
    expect(data).toEqual({});
  });

  it("does not assign an automated browser (navigator.webdriver): it stays on the file it opened, or follows ?variant=", () => {
    const onVariant = visit({ webdriver: true, variant: "b", pathname: "/agendar-demo/_variant/b" });
    expect(onVariant.replaced).toEqual([]);
    expect(onVariant.states).toEqual(["/agendar-demo"]);
    expect(onVariant.data).toEqual({});
    expect(visit({ webdriver: true }).replaced).toEqual([]);
    expect(visit({ webdriver: true, search: "?variant=b" }).replaced).toEqual(["/agendar-demo/_variant/b?variant=b"]);
  });

  it("a visitor outside the test's audience (another language, another kind of device) gets the control; inside, the split", () => {
    // A visitor the split puts in b.
    let id = newVisitorId();
    while (chooseArm(experiment(CONTROL), "", { getItem: () => id, setItem: () => undefined }) !== "b")
      id = newVisitorId();
    const stored = { [VISITOR_STORAGE_KEY]: id };
    expect(visit({ stored }).replaced).toEqual(["/agendar-demo/_variant/b"]);
    expect(visit({ stored, audience: { outside: true } }).replaced).toEqual([]);
    expect(
      visit({ stored, audience: { outside: true }, variant: "b", pathname: "/agendar-demo/_variant/b" }).replaced,
    ).toEqual(["/agendar-demo"]);
    expect(visit({ stored, audience: { device: "mobile" }, mobile: false }).replaced).toEqual([]);
    expect(visit({ stored, audience: { device: "mobile" }, mobile: true }).replaced).toEqual([
      "/agendar-demo/_variant/b",
    ]);
    expect(visit({ stored, audience: { device: "desktop" }, mobile: true }).replaced).toEqual([]);
    // QA links still show any arm.
    expect(visit({ stored, audience: { outside: true }, search: "?variant=b" }).replaced).toEqual([
      "/agendar-demo/_variant/b?variant=b",
    ]);
  });

  it("does nothing while the language script is leaving the page", () => {
    const { replaced, states, data } = visit({
      leaving: true,
      search: "?variant=b",
      variant: "b",
      pathname: "/agendar-demo/_variant/b",
    });
    expect([replaced, states, data]).toEqual([[], [], {}]);
  });

  it("cannot be closed by a value in its configuration", () => {
    const script = buildVariantScript({
      ...variantScriptConfig(experiment(CONTROL), "/x"),
      id: "</script><script>alert(1)",
    });
    expect(script).not.toContain("</script");
  });
});
