import { fixedColors } from "../theme/tokens";
// A decorative QR-like glyph (not a scannable code): three finder squares and
// a fixed pseudo-random module pattern, so server and client draw the same.
const N = 21;

function modules(seed: number): string {
  let x = seed >>> 0 || 1;
  let d = "";
  const finder = (r: number, c: number) => (r < 8 && c < 8) || (r < 8 && c >= N - 8) || (r >= N - 8 && c < 8);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      if (!finder(r, c) && x % 100 < 48) d += `M${c} ${r}h1v1h-1z`;
    }
  }
  return d;
}

const finderPath = (x: number, y: number) => `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;

export function QrGlyph({ size = 96, seed = 7, className }: { size?: number; seed?: number; className?: string }) {
  return (
    <svg
      viewBox={`-1 -1 ${N + 2} ${N + 2}`}
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
      shapeRendering="crispEdges"
    >
      <rect x="-1" y="-1" width={N + 2} height={N + 2} rx="1.5" fill={fixedColors.white} />
      <path
        fillRule="evenodd"
        fill={fixedColors.ink}
        d={`${finderPath(0, 0)}${finderPath(N - 7, 0)}${finderPath(0, N - 7)}${modules(seed)}`}
      />
    </svg>
  );
}
