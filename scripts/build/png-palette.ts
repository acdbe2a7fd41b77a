// Shrinks a flat-coloured screenshot (the share image) to a 256-colour PNG.
// Chromium writes 24-bit PNGs; an illustration of a few flat colours and
// their anti-aliased edges keeps its look with the 256 most used colours
// (the rare edge shades go to the nearest one) at about 40% of the size.
import { deflateSync, inflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function paeth(a: number, b: number, c: number) {
  const p = a + b - c;
  const pa = Math.abs(p - a),
    pb = Math.abs(p - b),
    pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** 8-bit RGB or RGBA PNG → RGB pixels (alpha dropped: screenshots are opaque). */
export function decodeRgb(png: Buffer): { width: number; height: number; rgb: Uint8Array } {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  let width = 0,
    height = 0,
    channels = 0;
  const idat: Buffer[] = [];
  for (let pos = 8; pos < png.length; ) {
    const length = png.readUInt32BE(pos);
    const type = png.toString("latin1", pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + length);
    if (type === "IHDR") {
      [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
      channels = { 2: 3, 6: 4 }[data[9]] ?? 0;
      if (data[8] !== 8 || !channels || data[12] !== 0) throw new Error("only 8-bit, non-interlaced RGB(A) PNGs");
    }
    if (type === "IDAT") idat.push(data);
    pos += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rgb = new Uint8Array(width * height * 3);
  let prev = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels] : 0,
        b = prev[x],
        c = x >= channels ? prev[x - channels] : 0;
      line[x] = (line[x] + [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]) & 255;
    }
    for (let x = 0; x < width; x++) rgb.set(line.subarray(x * channels, x * channels + 3), (y * width + x) * 3);
    prev = line;
  }
  return { width, height, rgb };
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** RGB pixels → palette PNG of the 256 most used colours, each other colour drawn as its nearest (weighted for the eye). */
export function encodePalette(width: number, height: number, rgb: Uint8Array): Buffer {
  const count = new Map<number, number>();
  for (let i = 0; i < rgb.length; i += 3) {
    const key = (rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2];
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  const palette = [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)!).slice(0, 256);
  const index = new Map(palette.map((key, i) => [key, i]));
  const nearest = (key: number) => {
    let best = 0,
      bestDistance = Infinity;
    palette.forEach((p, i) => {
      const dr = (p >> 16) - (key >> 16),
        dg = ((p >> 8) & 255) - ((key >> 8) & 255),
        db = (p & 255) - (key & 255);
      const distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (distance < bestDistance) [best, bestDistance] = [i, distance];
    });
    index.set(key, best);
    return best;
  };
  // Filter "none" on every row: on indexed flat colours it deflates best.
  const raw = Buffer.alloc(height * (width + 1));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const key = (rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2];
      raw[y * (width + 1) + 1 + x] = index.get(key) ?? nearest(key);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.from(palette.flatMap((p) => [p >> 16, (p >> 8) & 255, p & 255]));
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("PLTE", plte),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
