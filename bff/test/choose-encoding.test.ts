import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/cache/hot-cache.ts';

describe('the encoding a cached read is sent in before the chain (what compression would pick)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['identity', 'identity'],
  ])('Accept-Encoding %j gets %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([['*'], ['deflate'], ['gzip;level=9']])('Accept-Encoding %j is left to the full chain', (header) => {
    expect(chooseEncoding(header)).toBeUndefined();
  });
});
