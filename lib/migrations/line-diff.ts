// A unified diff of two texts, line by line (LCS), for `npm run migrate`'s
// dry run. Small inputs only (page documents): O(lines²) time and memory.

type Op = { kind: " " | "-" | "+"; line: string; a: number; b: number };

function operations(a: string[], b: string[]): Op[] {
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) ops.push({ kind: " ", line: a[i], a: i++, b: j++ });
    else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1]))
      ops.push({ kind: "-", line: a[i], a: i++, b: j });
    else ops.push({ kind: "+", line: b[j], a: i, b: j++ });
  }
  return ops;
}

/** `--- label` / `+++ label` and `@@` hunks with `context` unchanged lines around each change; "" when equal. */
export function unifiedDiff(before: string, after: string, label: string, context = 2): string {
  if (before === after) return "";
  const ops = operations(before.split("\n"), after.split("\n"));
  const changed = ops.map((op, k) => (op.kind !== " " ? k : -1)).filter((k) => k >= 0);
  const hunks: Array<[number, number]> = [];
  for (const k of changed) {
    const start = Math.max(0, k - context);
    const end = Math.min(ops.length - 1, k + context);
    const last = hunks[hunks.length - 1];
    if (last && start <= last[1] + 1) last[1] = end;
    else hunks.push([start, end]);
  }
  const out = [`--- ${label}`, `+++ ${label} (migrated)`];
  for (const [start, end] of hunks) {
    const slice = ops.slice(start, end + 1);
    const aLines = slice.filter((op) => op.kind !== "+").length;
    const bLines = slice.filter((op) => op.kind !== "-").length;
    out.push(`@@ -${slice[0].a + 1},${aLines} +${slice[0].b + 1},${bLines} @@`);
    for (const op of slice) out.push(`${op.kind}${op.line}`);
  }
  return `${out.join("\n")}\n`;
}
