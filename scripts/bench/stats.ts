/** The p-th percentile (0–100) of `values`, nearest rank; 0 for none. Benches report their latencies with it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
