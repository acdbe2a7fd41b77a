// Type-level test, checked by `tsc -p .` (nothing runs): the registry's
// `satisfies Registry` must reject a section type without a component and a
// component without a section type. If either line stops being an error,
// its @ts-expect-error is unused and tsc fails.
import type { Registry } from "../../src/sections/types";
import { registry } from "../../src/sections/registry";

registry satisfies Registry;

declare const withoutHero: Omit<typeof registry, "hero">;
// @ts-expect-error: "hero" is a schema section type with no component.
withoutHero satisfies Registry;

// @ts-expect-error: "heroo" is not a schema section type.
({ ...registry, heroo: registry.hero }) satisfies Registry;

// A component for another type's section does not fit either.
// @ts-expect-error: the pricing component cannot render a hero section.
({ ...registry, hero: registry.pricing }) satisfies Registry;
