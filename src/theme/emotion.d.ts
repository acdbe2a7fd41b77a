import "@emotion/react";
import type { Theme as SiteTheme } from "./tokens";

declare module "@emotion/react" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends SiteTheme {}
}
