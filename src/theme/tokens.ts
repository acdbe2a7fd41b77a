// Design tokens. Colours are CSS variables so the theme switches by one
// attribute on <html>, before first paint and without re-rendering React.
export const palettes = {
  light: {
    bg: "#ffffff",
    bgSoft: "#f7f6fb",
    surface: "#ffffff",
    surfaceRaised: "#ffffff",
    border: "#e7e5f0",
    text: "#14112b",
    textSoft: "#4a4763",
    textMuted: "#6e6b85",
    accent: "#6c47ff",
    accentStrong: "#5433e0",
    accentTint: "#f1edff", // accent text on it: 4.6:1 (AA); #eee9ff gave 4.45
    accentText: "#ffffff",
    yellow: "#ffc940",
    yellowTint: "#fff4d6",
    yellowText: "#5c4300",
    success: "#0b7f4b", // 5.1:1 on white, 4.5:1 on successTint (#0e8a52 gave 4.4)
    successTint: "#e3f7ec",
    danger: "#d12f35",
    dangerTint: "#fde8e8",
    shadow: "20 17 43",
    focus: "#6c47ff",
  },
  dark: {
    bg: "#0d0b1a",
    bgSoft: "#131024",
    surface: "#181530",
    surfaceRaised: "#211d3d",
    border: "#2e2950",
    text: "#f3f1ff",
    textSoft: "#c4c0dd",
    textMuted: "#9a96b5",
    accent: "#9a80ff",
    accentStrong: "#b3a0ff",
    accentTint: "#2a2258",
    accentText: "#0d0b1a",
    yellow: "#ffd166",
    yellowTint: "#3a3012",
    yellowText: "#ffe199",
    success: "#3ccf8e",
    successTint: "#10321f",
    danger: "#ff6b70",
    dangerTint: "#3d1517",
    shadow: "0 0 0",
    focus: "#b3a0ff",
  },
} as const;

export type ColorName = keyof (typeof palettes)["light"];

const cssVar = (name: string) => `--c-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const colors = Object.fromEntries(Object.keys(palettes.light).map((k) => [k, `var(${cssVar(k)})`])) as Record<
  ColorName,
  string
>;

export const paletteCss = (mode: keyof typeof palettes) =>
  Object.entries(palettes[mode])
    .map(([k, v]) => `${cssVar(k)}:${v};`)
    .join("");

/**
 * Colours that stay the same in both themes, so they are not CSS variables:
 * the always-violet bands (CTA banner, stats, promo bar, catalogue banner,
 * video poster), text on gold, the brand mark, avatars, WhatsApp's green and
 * the editor's plain controls. Written exactly as the styles wrote them (the
 * built CSS is byte for byte what it was); outside src/theme no literal
 * colour is written (src/theme/no-literal-colours.test.ts).
 */
export const fixedColors = {
  white: "#fff",
  black: "#000",
  ink: "#14112b", // = light text
  inkSoft: "#4a4763",
  mist: "#f7f6fb",
  lavenderMist: "#f3f1ff",
  nightBorder: "#2e2950",
  // Violets, from the light theme's accent to the bands' deep ends.
  violet: "#6c47ff", // = light accent, the brand violet
  violetStrong: "#5433e0",
  violetDeep: "#3b1fb8",
  violetDeeper: "#2a1585",
  violetLight: "#8b6dff",
  violetLightAlt: "#8a6bff",
  violetBright: "#7a5cff",
  violetBrightAlt: "#7d5cff",
  lilac: "#a27bff",
  lavender: "#b3a0ff", // = dark accentStrong
  // The feature catalogue's banner in the dark theme, and the final CTA's night card.
  indigoDeep: "#2a1f72",
  indigo: "#3d2aa8",
  indigoLight: "#5a43d6",
  indigoNight: "#1b1638",
  // Golds, and the browns written on them.
  gold: "#ffc940", // = light yellow, the brand gold
  goldLight: "#ffd166", // = dark yellow
  goldHover: "#ffd666",
  goldPale: "#ffe08a",
  goldCream: "#fff7db",
  goldDeep: "#ffb020",
  onGold: "#3d2c00",
  onGoldSoft: "#3b2a00",
  onGoldDeep: "#241a00",
  mint: "#3ccf8e", // = dark success
  // Avatars' gradient pairs.
  teal: "#1f7a6e",
  tealLight: "#3fae9e",
  rose: "#b8325a",
  roseLight: "#e0567a",
  blue: "#2c54b8",
  blueLight: "#5b86e5",
  // WhatsApp's own green (the promo bar's chat button).
  whatsapp: "#25d366",
  whatsappHover: "#3ee07a",
  onWhatsapp: "#06351b",
  // The editor's plain form controls.
  editorError: "#b00020",
  editorBorder: "#999",
  editorInputBorder: "#bbb",
  editorHelp: "#555",
} as const;

/** The red, green and blue of the fixed colours written with an alpha. */
const fixedChannels = {
  white: "255 255 255",
  black: "0 0 0",
  ink: "20 17 43",
  night: "13 11 26", // = dark bg
  violet: "108 71 255",
  violetStrong: "84 51 224",
  violetShadow: "76 45 220",
  violetOnDark: "154 128 255", // = dark accent
  lavenderMist: "243 241 255",
  gold: "255 201 64",
  goldLight: "255 209 102",
  mint: "60 207 142",
  whatsapp: "37 211 102",
} as const;

/** A fixed colour with an alpha, as `rgb(r g b / alpha)`. */
export const fixedAlpha = (name: keyof typeof fixedChannels, alpha: number | string) =>
  `rgb(${fixedChannels[name]} / ${alpha})`;

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`]),
) as Record<keyof typeof breakpoints, string>;

export const theme = {
  colors,
  font: {
    sans: '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  radius: { sm: "8px", md: "12px", lg: "20px", xl: "28px", pill: "999px" },
  shadow: {
    sm: `0 1px 2px rgb(var(--c-shadow) / 0.06), 0 1px 3px rgb(var(--c-shadow) / 0.08)`,
    md: `0 4px 12px rgb(var(--c-shadow) / 0.08), 0 2px 4px rgb(var(--c-shadow) / 0.05)`,
    lg: `0 24px 48px -12px rgb(var(--c-shadow) / 0.22)`,
  },
  space: (n: number) => `${n * 4}px`,
  maxWidth: "1200px",
  mq,
} as const;

export type Theme = typeof theme;
