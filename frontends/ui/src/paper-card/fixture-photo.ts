import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from 'fast-png';

// a path, not a URL object: under jsdom the global URL is jsdom's, which readFileSync refuses
const fixtures = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

/**
 * A shipped test photo (test-fixtures/*.png) as the RGBA pixels a canvas hands the reader, and what
 * the scorer marked on it. For tests only (Node's file system).
 */
export function fixturePhoto(file: string): { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number } {
  const png = decode(readFileSync(join(fixtures, file)));
  const n = png.width * png.height;
  const data = new Uint8ClampedArray(n * 4);
  const c = png.channels;
  for (let i = 0; i < n; i++) {
    const g = png.data[i * c]!;
    data[i * 4] = g;
    data[i * 4 + 1] = c >= 3 ? png.data[i * c + 1]! : g;
    data[i * 4 + 2] = c >= 3 ? png.data[i * c + 2]! : g;
    data[i * 4 + 3] = 255;
  }
  return { data, width: png.width, height: png.height };
}

/** The boxes marked on a shipped photo, as `shooter:target:barrel` (shooter 0-based, in squad order). */
export function fixtureMarks(file: string): Set<string> {
  const expected = JSON.parse(readFileSync(join(fixtures, 'expected.json'), 'utf8')) as {
    photos: Record<string, { marked: string[] }>;
  };
  return new Set(expected.photos[file]!.marked);
}
