// A section shown on one kind of device only (a section's `visibleOn`:
// schema/defs/section-common.schema.json). CSS alone hides it: the section is
// in the HTML for every device, its wrapper carries the device and a media
// query at the site's phone/desktop line (768 px, theme.mq.md) hides it, so
// no script runs and nothing moves as the page loads. The rules go only into
// pages that use them: a page without visibleOn is byte for byte what it was.
import { breakpoints } from "../theme/tokens";

export const VISIBLE_ON_ATTRIBUTE = "data-visible-on";

// !important: the wrapper is a `display: contents` box by its inline style (StaticSection, Island).
export const deviceVisibilityRules =
  `@media (max-width:${breakpoints.md - 0.02}px){[${VISIBLE_ON_ATTRIBUTE}=desktop]{display:none!important}}` +
  `@media (min-width:${breakpoints.md}px){[${VISIBLE_ON_ATTRIBUTE}=phone]{display:none!important}}`;
