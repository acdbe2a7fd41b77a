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

export const colors = Object.fromEntries(Object.keys(palettes.light).map((k) => [k, `var(${cssVar(k)})`])) as Record<ColorName, string>;

export const paletteCss = (mode: keyof typeof palettes) =>
  Object.entries(palettes[mode])
    .map(([k, v]) => `${cssVar(k)}:${v};`)
    .join("");

export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export const mq = Object.fromEntries(Object.entries(breakpoints).map(([k, v]) => [k, `@media (min-width: ${v}px)`])) as Record<keyof typeof breakpoints, string>;

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
