import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardLayout } from './card-layout.ts';
import { CardNotFound, readCard, targetResults } from './card-reader.ts';
import { FIXTURE_SPEC } from './fixture-cards.ts';
import { fixturePhoto } from './fixture-photo.ts';
import { homographyFrom, invert, project } from './homography.ts';

const expected = JSON.parse(readFileSync(new URL('./test-fixtures/expected.json', import.meta.url), 'utf8')) as {
  boxes: number;
  photos: Record<string, { what: string; marked: string[] }>;
};

/** A shipped PNG as the RGBA pixels a canvas hands the reader. */
function photo(file: string) {
  const { data, width, height } = fixturePhoto(file);
  return { rgba: data, width, height };
}

describe('reading a photographed paper card', () => {
  const layout = cardLayout(FIXTURE_SPEC);
  it.each(Object.entries(expected.photos).map(([file, p]) => ({ file, ...p })))('$file ($what): every box read as the scorer marked it', ({ file, marked }) => {
    const { rgba, width, height } = photo(file);
    const read = readCard(rgba, width, height, layout);
    const want = new Set(marked);
    const wrong = read.boxes.filter((b) => b.marked !== want.has(`${b.shooter}:${b.target}:${b.barrel}`));
    // the figure the docs quote: boxes right / boxes total
    console.log(`${file}: ${read.boxes.length - wrong.length}/${read.boxes.length} boxes right, lowest confidence ${read.confidence.toFixed(2)}`);
    expect(read.boxes).toHaveLength(expected.boxes);
    expect(wrong.map((b) => `${b.shooter}:${b.target}:${b.barrel} ink ${b.ink.toFixed(2)}`)).toEqual([]);
    expect(read.confidence).toBeGreaterThan(0.5);
  });

  it('reads a phone camera’s full 3000 x 4000 photo the same (the angled photo at twice the size)', () => {
    const small = photo('card-angled.png');
    const width = small.width * 2;
    const height = small.height * 2;
    const rgba = new Uint8ClampedArray(width * height * 4);
    const from = new Uint32Array(small.rgba.buffer);
    const to = new Uint32Array(rgba.buffer);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) to[y * width + x] = from[(y >> 1) * small.width + (x >> 1)]!;
    const read = readCard(rgba, width, height, layout);
    const want = new Set(expected.photos['card-angled.png']!.marked);
    expect(read.boxes.filter((b) => b.marked !== want.has(`${b.shooter}:${b.target}:${b.barrel}`))).toEqual([]);
  }, 120_000);

  it.each([90, 180, 270])('reads a photo taken with the card turned %i° (the phone held sideways or upside down)', (turn) => {
    const src = photo('card-shade.png');
    const from = new Uint32Array(src.rgba.buffer);
    const [width, height] = turn === 180 ? [src.width, src.height] : [src.height, src.width];
    const rgba = new Uint8ClampedArray(width * height * 4);
    const to = new Uint32Array(rgba.buffer);
    // clockwise: the source's (x, y) lands at (H-1-y, x) for 90°, (W-1-x, H-1-y) for 180°, (y, W-1-x) for 270°
    for (let y = 0; y < src.height; y++)
      for (let x = 0; x < src.width; x++) {
        const [tx, ty] = turn === 90 ? [src.height - 1 - y, x] : turn === 180 ? [src.width - 1 - x, src.height - 1 - y] : [y, src.width - 1 - x];
        to[ty * width + tx] = from[y * src.width + x]!;
      }
    const read = readCard(rgba, width, height, layout);
    const want = new Set(expected.photos['card-shade.png']!.marked);
    expect(read.boxes.filter((b) => b.marked !== want.has(`${b.shooter}:${b.target}:${b.barrel}`))).toEqual([]);
  }, 60_000);

  it('gives each shooter 25 results: first-barrel, second-barrel or lost', () => {
    const { rgba, width, height } = photo('card-angled.png');
    const read = readCard(rgba, width, height, layout);
    const want = new Set(expected.photos['card-angled.png']!.marked);
    const results = targetResults(read, 0);
    expect(results).toHaveLength(25);
    for (const r of results) {
      const outcome = want.has(`0:${r.target}:1`) ? 'first' : want.has(`0:${r.target}:2`) ? 'second' : 'lost';
      expect(r).toEqual({ target: r.target, outcome, doubt: false });
    }
  });

  it('says so when the photo shows no card', () => {
    const width = 300;
    const height = 400;
    const rgba = new Uint8ClampedArray(width * height * 4).fill(200);
    expect(() => readCard(rgba, width, height, layout)).toThrow(CardNotFound);
  });

  it('marks both boxes of a target as a doubt, read as first barrel', () => {
    const boxes = [
      { shooter: 0, target: 1, barrel: 1 as const, marked: true, confidence: 1, ink: 0.5 },
      { shooter: 0, target: 1, barrel: 2 as const, marked: true, confidence: 1, ink: 0.5 },
    ];
    expect(targetResults({ boxes }, 0)).toEqual([{ target: 1, outcome: 'first', doubt: true }]);
  });
});

describe('homography', () => {
  it('maps the four points it was made from, and back', () => {
    const src = [
      { x: 15, y: 15 },
      { x: 195, y: 15 },
      { x: 15, y: 282 },
      { x: 195, y: 282 },
    ];
    const dst = [
      { x: 310, y: 240 },
      { x: 1190, y: 300 },
      { x: 150, y: 1800 },
      { x: 1400, y: 1700 },
    ];
    const h = homographyFrom(src, dst);
    const back = invert(h);
    src.forEach((p, i) => {
      const q = project(h, p.x, p.y);
      expect(q.x).toBeCloseTo(dst[i]!.x, 6);
      expect(q.y).toBeCloseTo(dst[i]!.y, 6);
      const r = project(back, q.x, q.y);
      expect(r.x).toBeCloseTo(p.x, 6);
      expect(r.y).toBeCloseTo(p.y, 6);
    });
  });
});
