/**
 * Draws the installable app's PNG icons (the web app manifest needs 192 and 512 px PNGs) from the
 * favicon's shapes, with no image library: a navy square and the orange clay target, 4x4
 * supersampled, written as PNG with node's zlib. Run once after changing the favicon:
 *   npx tsx frontends/shell/scripts/app-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
const NAVY: Rgb = [0x0f, 0x34, 0x60];
const ORANGE: Rgb = [0xff, 0x57, 0x22];
const LIGHT: Rgb = [0xff, 0x8a, 0x65];

/** The favicon in its 64-unit box; `maskable` fills the whole square (the platform rounds it). */
function colourAt(x: number, y: number, maskable: boolean): Rgb | null {
  if (!maskable) {
    const r = 14;
    const cx = Math.min(Math.max(x, r), 64 - r);
    const cy = Math.min(Math.max(y, r), 64 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  // the maskable icon keeps the target inside the central safe zone (80 %)
  const scale = maskable ? 0.75 : 1;
  const tx = 32 + (x - 32) / scale;
  const ty = 32 + (y - 32) / scale;
  const at = (cx: number, cy: number, rx: number, ry: number) => ((tx - cx) / rx) ** 2 + ((ty - cy) / ry) ** 2 <= 1;

  if (at(32, 30, 8, 3)) return ORANGE;
  if (at(32, 31, 20, 8)) return LIGHT;
  if (at(32, 34, 20, 8)) return ORANGE;
  return NAVY;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

function png(size: number, maskable: boolean): Buffer {
  const SS = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          const c = colourAt(((px + (sx + 0.5) / SS) / size) * 64, ((py + (sy + 0.5) / SS) / size) * 64, maskable);
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 1;
          }
        }
      const o = 1 + px * 4;
      row[o] = a ? Math.round(r / a) : 0;
      row[o + 1] = a ? Math.round(g / a) : 0;
      row[o + 2] = a ? Math.round(b / a) : 0;
      row[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = resolve(import.meta.dirname, '../public/icons');
for (const size of [192, 512]) {
  writeFileSync(resolve(out, `app-icon-${size}.png`), png(size, false));
  writeFileSync(resolve(out, `app-icon-maskable-${size}.png`), png(size, true));
}
console.log(`icons written to ${out}`);
