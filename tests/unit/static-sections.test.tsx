// A section type whose schema says `"x-island": false` ships no JavaScript
// and is never hydrated (issue 14), so rendering its example must attach no
// event handler and keep no state or effect: such a section would look
// right and silently do nothing in the browser. Sections declared as islands
// ("x-island": true) are free to.
//
// How: render the example in the DOM, then walk React's fiber tree below the
// section's component: host elements with an `on…` function prop are event
// handlers; function components with a hook that has an update queue
// (useState, useReducer, useSyncExternalStore, useTransition…) keep state;
// hooks holding a layout or passive effect run code after render. Insertion
// effects are emotion inserting styles (the prerendered HTML has them).
// Links are plain <a>: navigation between pages is a normal page load of
// prerendered HTML.
import { Suspense, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { registry } from "../../src/sections/registry";
import { SchemaSet } from "../../lib/validate/schema-set";
import { sectionModules } from "../../scripts/build/generate";
import { loadContent } from "../../lib/validate/content";
import type { Section } from "../../src/generated/schema";
import { Providers } from "./render-helpers";

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  memoizedProps: Record<string, unknown> | null;
  memoizedState: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}
interface Hook {
  memoizedState: unknown;
  queue: unknown;
  next: Hook | null;
}

const FUNCTION_TAGS = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
const HOST_TAGS = new Set([5, 26, 27]); // host component, hoistable, singleton
const INSERTION_ONLY = 2; // HookInsertion

const nameOf = (f: Fiber) => {
  const t = f.type as { displayName?: string; name?: string; render?: { name?: string } } | string | null;
  return typeof t === "string" ? t : (t?.displayName ?? t?.name ?? t?.render?.name ?? "?");
};

/** What in the subtree would need hydration: handlers, state, effects. */
function interactivity(root: Fiber): string[] {
  const found: string[] = [];
  const visit = (f: Fiber | null) => {
    for (; f; f = f.sibling) {
      if (HOST_TAGS.has(f.tag) && f.memoizedProps) {
        for (const [k, v] of Object.entries(f.memoizedProps))
          if (/^on[A-Z]/.test(k) && typeof v === "function") found.push(`<${nameOf(f)} ${k}>`);
      }
      if (FUNCTION_TAGS.has(f.tag)) {
        for (let h = f.memoizedState as Hook | null; h && typeof h === "object" && "next" in h; h = h.next) {
          const effect = h.memoizedState as { tag?: number; create?: unknown } | null;
          if (h.queue) found.push(`${nameOf(f)}: state`);
          else if (
            effect &&
            typeof effect === "object" &&
            typeof effect.create === "function" &&
            typeof effect.tag === "number" &&
            (effect.tag & ~1 & ~INSERTION_ONLY) !== 0
          )
            found.push(`${nameOf(f)}: effect`);
        }
      }
      visit(f.child);
    }
  };
  visit(root.child);
  return [...new Set(found)];
}

function findFiber(f: Fiber | null, match: (f: Fiber) => boolean): Fiber | null {
  for (; f; f = f.sibling) {
    if (match(f)) return f;
    const inner = findFiber(f.child, match);
    if (inner) return inner;
  }
  return null;
}

async function renderSection(type: string, example: Section): Promise<Fiber> {
  const Component = registry[type as keyof typeof registry] as unknown as ComponentType<{ section: Section }>;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <Providers>
        <Suspense fallback={null}>
          <Component section={example} />
        </Suspense>
      </Providers>,
    );
  });
  // The container keeps the root fiber it was created with; the committed
  // tree hangs off the FiberRoot's `current` (React swaps the two each commit).
  const created = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[
    Object.keys(container).find((k) => k.startsWith("__reactContainer$"))!
  ]!;
  // The lazy component resolves, then renders its subtree (flushed inside act).
  for (let tries = 0; tries < 200; tries++) {
    const fiber = findFiber(created.stateNode.current.child, (f) => f.elementType === Component && f.child !== null);
    if (fiber) return fiber;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
  }
  throw new Error(`${type}'s component did not render`);
}

const schemaDir = `${process.cwd()}/schema`;
const schemas = new SchemaSet(schemaDir);
const shipped = loadContent(process.cwd()).pages.flatMap((page) =>
  (page.doc.sections as unknown as Section[]).map((section, index) => ({
    section,
    where: `${page.file}#/sections/${index}`,
  })),
);
const modules = sectionModules(schemaDir).map((m) => {
  const schema = schemas.get(m.file) as { "x-island"?: unknown; examples?: Section[] };
  const where = `src/sections/${m.type}/${m.type}.schema.json`;
  // Its example, then every instance in pages/: whether a section needs
  // JavaScript can depend on its content (a call to action that opens the
  // booking modal), so a static type is checked as the site uses it.
  const instances = [
    ...(schema.examples ?? []).slice(0, 1).map((section) => ({ section, where: `${where}#/examples/0` })),
    ...shipped.filter((s) => s.section.type === m.type),
  ];
  return { type: m.type, where, island: schema["x-island"], instances };
});

describe("sections declared static", () => {
  for (const { type, where, island, instances } of modules) {
    if (island !== false) continue;
    it(`${type} attaches no event handler and keeps no state or effect, in its example and on every page`, async () => {
      const found: string[] = [];
      for (const instance of instances)
        for (const what of interactivity(await renderSection(type, instance.section)))
          found.push(`${instance.where}: ${what}`);
      expect(found, `${type} is "x-island": false in ${where}`).toEqual([]);
    });
  }
});

// The site chrome is prerendered by React and never hydrated: its behaviour
// is plain script (src/chrome). A handler, state or effect here would look
// right and silently do nothing in the browser.
describe("the site chrome", () => {
  it("(promo bar, header, mobile menu, footer, floating button) attaches no event handler and keeps no state or effect", async () => {
    const { PromoBar } = await import("../../src/layout/promo/PromoBar");
    const { Header } = await import("../../src/layout/Header");
    const { MobileMenu } = await import("../../src/layout/header/MobileMenu");
    const { navEntries } = await import("../../src/layout/header/nav-model");
    const { Footer } = await import("../../src/layout/Footer");
    const { SkipLink } = await import("../../src/layout/SkipLink");
    const { FloatingDemoButton } = await import("../../src/booking/FloatingDemoButton");
    const { collections, site } = await import("./render-helpers");
    function Chrome() {
      return (
        <>
          <SkipLink />
          <PromoBar />
          <Header />
          <MobileMenu entries={navEntries(site, collections)} />
          <Footer />
          <FloatingDemoButton label="Demo gratis" />
        </>
      );
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <Providers>
          <Chrome />
        </Providers>,
      ),
    );
    const created = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[
      Object.keys(container).find((k) => k.startsWith("__reactContainer$"))!
    ]!;
    const chrome = findFiber(created.stateNode.current.child, (f) => f.elementType === Chrome)!;
    expect(container.querySelector("header")).not.toBeNull();
    expect(interactivity(chrome)).toEqual([]);
    act(() => root.unmount());
  });
});
