// The editor's colours (/admin/edit): custom properties defined once per theme, light and dark by the
// system setting as on the rest of /admin (server/shell/style.ts). The site's palette (--c-*, tokens.ts)
// first, then the editor's own tones (--ed-*) that the site does not use: control borders, the status
// pills' greens, oranges and reds, the review's added/changed marks. The editor's stylesheets
// (src/editor/**/*.css) write no colour of their own (src/theme/no-literal-colours.test.ts).
import { paletteCss, palettes } from "./tokens";

export const editorTones = {
  light: {
    /** Inputs, selects and the header's buttons: darker than a card's border, so a control reads as one. */
    controlBorder: "#d4d2e3",
    /** The shared section's inputs, Puck's hovered borders. */
    strongBorder: "#8d88a8",
    /** Errors and «Retirar»: 5:1 on the danger tint (the palette's red is 4.3:1 there). */
    danger: "#c0282e",
    dangerBorder: "#f3b4b7",
    warningBorder: "#f0d58a",
    /** «Bloqueado»: a publish the gate refuses. */
    orangeText: "#8a3b00",
    orangeTint: "#fff1e0",
    /** Green text on the success tint: the palette's green in light, a paler one than its mark in dark. */
    successText: palettes.light.success,
    successBorder: "#bfe9d1",
    /** The review's added and changed sections' marks, the same in both themes. */
    added: "#2f9e5a",
    changed: "#e0a100",
    /** Grey pills and chips («Comprobando…», counts). */
    neutralTint: "#efeef5",
    accentBorder: "#e1d9ff",
    /** Violet text on the accent tint: the open A/B arm, the pressed language. */
    accentInk: "#4b2fd6",
    sharedTint: "#f6f4ff",
    /** The preview's backdrop: white as the site's page, in both themes. */
    canvas: "#ffffff",
    /** Puck's inverse surfaces (its tooltips) take the other theme's violet. */
    accentInverse: palettes.dark.accent,
    accentInverseStrong: palettes.dark.accentStrong,
  },
  dark: {
    controlBorder: "#4a4470",
    strongBorder: "#6e68a0",
    danger: palettes.dark.danger,
    dangerBorder: "#6e2a2d",
    warningBorder: "#6b5a1e",
    orangeText: "#ffb27a",
    orangeTint: "#3a2412",
    successText: "#7ee2a8",
    successBorder: "#10331f",
    added: "#2f9e5a",
    changed: "#e0a100",
    neutralTint: palettes.dark.surfaceRaised,
    accentBorder: palettes.dark.border,
    accentInk: "#d6ccff",
    sharedTint: "#1c1740",
    canvas: "#ffffff",
    accentInverse: palettes.light.accent,
    accentInverseStrong: palettes.light.accentStrong,
  },
} as const;

const tonesCss = (mode: keyof typeof editorTones) =>
  Object.entries(editorTones[mode])
    .map(([k, v]) => `--ed-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${v};`)
    .join("");

/** The stylesheet that defines them: the light theme, and the dark one under prefers-color-scheme. */
export const editorThemeCss = `:root{${paletteCss("light")}${tonesCss("light")}}
@media (prefers-color-scheme:dark){:root{${paletteCss("dark")}${tonesCss("dark")}}}`;
