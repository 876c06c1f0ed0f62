/**
 * Writes the test photos of filled paper cards (test-fixtures/*.png) and what is marked on each
 * (test-fixtures/expected.json). Run from the repo root after changing the layout:
 *   node frontends/ui/src/paper-card/render-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { cardLayout } from './card-layout.ts';
import { photographCard } from './card-raster.ts';
import { FIXTURE_PHOTOS, FIXTURE_SPEC } from './fixture-cards.ts';

/**
 * A greyscale PNG with each row's best filter (Sub, Up or Paeth, by the smallest sum of
 * differences, as libpng does). fast-png, which the tests decode with, writes every row
 * unfiltered: a photo's smooth light then costs 3 to 4 times the bytes.
 */
function greyPng(width: number, height: number, grey: Uint8Array): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  const paeth = (a: number, b: number, c: number) => {
    const p = a + b - c;
    const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  const row = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    let best = { filter: 0, cost: Infinity, bytes: new Uint8Array(0) };
    for (const filter of [1, 2, 4]) {
      let cost = 0;
      for (let x = 0; x < width; x++) {
        const v = grey[y * width + x]!;
        const a = x > 0 ? grey[y * width + x - 1]! : 0;
        const b = y > 0 ? grey[(y - 1) * width + x]! : 0;
        const c = x > 0 && y > 0 ? grey[(y - 1) * width + x - 1]! : 0;
        const d = (v - (filter === 1 ? a : filter === 2 ? b : paeth(a, b, c))) & 0xff;
        row[x] = d;
        cost += d < 128 ? d : 256 - d;
      }
      if (cost < best.cost) best = { filter, cost, bytes: row.slice() };
    }
    raw[y * (width + 1)] = best.filter;
    raw.set(best.bytes, y * (width + 1) + 1);
  }
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = fileURLToPath(new URL('./test-fixtures/', import.meta.url));
const expected: Record<string, { what: string; marked: string[] }> = {};
for (const f of FIXTURE_PHOTOS) {
  const grey = photographCard(FIXTURE_SPEC, f.marks, f.options);
  const png = greyPng(f.options.width, f.options.height, grey);
  writeFileSync(dir + f.file, png);
  expected[f.file] = { what: f.what, marked: f.marks.filter((m) => m.style !== 'dot').map((m) => `${m.shooter}:${m.target}:${m.barrel}`) };
  console.log(`${f.file}: ${Math.round(png.length / 1024)} KB, ${f.marks.filter((m) => m.style !== 'dot').length} marks, ${f.marks.filter((m) => m.style === 'dot').length} stray dots`);
}
writeFileSync(dir + 'expected.json', JSON.stringify({ boxes: cardLayout(FIXTURE_SPEC).boxes.length, photos: expected }, null, 1) + '\n');
