import { describe, expect, it } from 'vitest';
import { moveForKey, movePage, rotationMs, TV_UNITS, tvPages, type TvSlice } from './tv-pages.ts';

/** A group of n entries costs its heading, its header row and n rows; groups on a page are a gap apart. */
const cost = (rows: number) => TV_UNITS.heading + TV_UNITS.head + rows;
const height = (page: TvSlice[]) => page.reduce((h, s, i) => h + cost(s.to - s.from) + (i ? TV_UNITS.gap : 0), 0);
/** Every entry of every group, as [group, entry] in the order the pages show them. */
const shown = (pages: TvSlice[][]) => pages.flat().flatMap((s) => Array.from({ length: s.to - s.from }, (_, i) => [s.group, s.from + i]));
const every = (sizes: number[]) => sizes.flatMap((n, g) => Array.from({ length: n }, (_, i) => [g, i]));

describe('tvPages (the TV shows every group a page at a time)', () => {
  it('when the groups are short, then they share pages in order and no page is overfull', () => {
    // the demo shoot: Open 5, Women 2, Junior 1, Veteran 1, then DTL Open, Women, Junior 1 each
    const sizes = [5, 2, 1, 1, 1, 1, 1];
    const pages = tvPages(sizes, 13);
    expect(pages.map((p) => p.map((s) => s.group))).toEqual([
      [0, 1],
      [2, 3, 4],
      [5, 6],
    ]);
    for (const p of pages) expect(height(p)).toBeLessThanOrEqual(13);
    expect(shown(pages)).toEqual(every(sizes));
  });

  it('when a group is longer than a screen, then it is split into page-long slices and the next group shares its last page', () => {
    const pages = tvPages([25, 2], 13);
    // 13 rows hold a heading, a header row and 10 shooters
    expect(pages).toEqual([
      [{ group: 0, from: 0, to: 10 }],
      [{ group: 0, from: 10, to: 20 }],
      [
        { group: 0, from: 20, to: 25 },
        { group: 1, from: 0, to: 2 },
      ],
    ]);
    expect(shown(pages)).toEqual(every([25, 2]));
  });

  it('when a group would not fit after another but fits a page, then it starts the next page whole', () => {
    expect(tvPages([6, 8], 13)).toEqual([[{ group: 0, from: 0, to: 6 }], [{ group: 1, from: 0, to: 8 }]]);
  });

  it('when the screen is tiny, then every page still shows a shooter and nobody is left out', () => {
    const pages = tvPages([3, 1], 1);
    expect(pages).toHaveLength(4);
    expect(shown(pages)).toEqual(every([3, 1]));
  });

  it('when there are no groups, then there are no pages', () => {
    expect(tvPages([], 13)).toEqual([]);
  });
});

describe('rotationMs (?rotate=<seconds>)', () => {
  it('when there is no valid value, then the pages turn every 10 seconds', () => {
    for (const v of [null, '', 'abc', '-1', '99999']) expect(rotationMs(v)).toBe(10_000);
  });
  it('when a number of seconds is given, then it is used, and 0 stops the rotation', () => {
    expect(rotationMs('2')).toBe(2000);
    expect(rotationMs('1.5')).toBe(1500);
    expect(rotationMs('0')).toBe(0);
  });
});

describe('TV remote keys', () => {
  it('when next or previous is pressed, then the page moves one on and wraps round at either end', () => {
    for (const k of ['ArrowRight', 'ArrowDown', 'PageDown', ' ']) expect(moveForKey(k)).toBe('next');
    for (const k of ['ArrowLeft', 'ArrowUp', 'PageUp']) expect(moveForKey(k)).toBe('previous');
    expect(moveForKey('a')).toBeNull();
    expect(movePage(0, 4, 'next')).toBe(1);
    expect(movePage(3, 4, 'next')).toBe(0);
    expect(movePage(0, 4, 'previous')).toBe(3);
    expect(movePage(2, 4, moveForKey('End')!)).toBe(3);
    expect(movePage(2, 4, moveForKey('Home')!)).toBe(0);
  });
  it('when the pages shrank under the current one (a live update), then a move starts from the last page', () => {
    expect(movePage(5, 3, 'previous')).toBe(1);
    expect(movePage(5, 3, 'next')).toBe(0);
  });
});
