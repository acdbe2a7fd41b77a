// Colours are named once, in src/theme/tokens.ts: the themed ones as CSS
// variables (`theme.colors`), the ones that stay the same in both themes as
// `fixedColors` / `fixedAlpha`. A hex, rgb() or hsl() colour written anywhere
// else in src/ is a colour the dark theme and the next redesign do not know of.
// The editor's stylesheets (src/editor/**/*.css) too: they name the editor's theme
// (src/theme/editor-theme.ts, --c-* and --ed-*), whose dark values they once repeated
// by hand in 460 literals, some of them a shade off the others.
//
// Not scanned: src/theme (where colours are defined), src/generated (written
// by tools), and tests (they assert on colours as the browser reports them).
// rgb(var(--c-…) / a) is a token with an alpha, not a literal.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const EXEMPT_DIRS = new Set(["src/theme", "src/generated"]);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return EXEMPT_DIRS.has(path) ? [] : sources(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** A literal colour: #rgb, #rgba, #rrggbb, #rrggbbaa, or rgb()/rgba()/hsl()/hsla() with a number first. */
const LITERAL_COLOUR = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?)\(\s*[\d.]/gi;

function literalColours(text: string): string[] {
  return [...text.matchAll(LITERAL_COLOUR)].map((m) => m[0]);
}

describe("literal colours", () => {
  it("are recognised in every spelling a stylesheet uses, and tokens are not", () => {
    expect(literalColours(`color: #fff; border: 1px solid #E7E5F0; fill="#6c47ff80"`)).toEqual([
      "#fff",
      "#E7E5F0",
      "#6c47ff80",
    ]);
    expect(literalColours(`rgb(255 255 255 / 0.5) rgba(0,0,0,.4) hsl(250 100% 60%)`)).toHaveLength(3);
    expect(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a styled template, interpolation and all, is what the check reads
      literalColours('color: ${theme.colors.text}; box-shadow: 0 1px 2px rgb(var(--c-shadow) / 0.06); href="#precios"'),
    ).toEqual([]);
  });

  it("are written nowhere in src/ outside the theme (name them in src/theme/tokens.ts)", () => {
    const offenders = sources("src").flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => literalColours(line).map((colour) => `${file}:${i + 1}: ${colour}`)),
    );
    expect(offenders).toEqual([]);
  });
});
