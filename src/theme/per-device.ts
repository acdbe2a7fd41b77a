// The phone side of a section's per-device values (its `phone`, which the
// schema loader gives a section with `x-perDevice` fields: lib/validate/schema-set.ts).
// Phones are windows narrower than the site's phone/desktop line, the one
// `visibleOn` uses (768 px, theme.mq.md): both values are in the page and this
// media query picks the phone's, so no script runs and nothing moves.
import { breakpoints } from "./tokens";

export const PHONE_MEDIA = `(max-width: ${breakpoints.md - 0.02}px)`;
export const onPhone = `@media ${PHONE_MEDIA}`;
