// Integer hashing shared by the visitor-facing random choices (A/B arms,
// per-visit copy variants): they must be deterministic and well spread.

/** Murmur3's 32-bit finaliser: every input bit affects every output bit. */
export function avalanche32(n: number): number {
  let h = n | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units, then the Murmur3 finaliser: a well spread 32-bit hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return avalanche32(h);
}
