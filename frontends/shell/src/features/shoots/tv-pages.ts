/**
 * The TV board's pages. Heights are counted in rows (one table row = 1): a group costs its heading,
 * its table's header row and one row per shooter; groups on the same page are a gap apart. The CSS
 * sizes the same parts from these numbers (TV_UNITS is set on the board as custom properties).
 */
export const TV_UNITS = { heading: 1.5, head: 1, gap: 0.5 } as const;

/** Rows a screen holds when it cannot be measured (no layout yet). */
export const TV_FALLBACK_CAPACITY = 12;

/** Part of one group on a page: its entries from `from` up to (not including) `to`. */
export interface TvSlice {
  group: number;
  from: number;
  to: number;
}

const cost = (rows: number) => TV_UNITS.heading + TV_UNITS.head + rows;

/**
 * Packs groups (given by their number of entries) into pages of `capacity` rows, in order: a group
 * goes on the current page when it fits, else on the next page; a group longer than a whole page is
 * split into page-long slices, and the next groups may share the page of its last slice. Every page
 * holds at least one row, however small the screen.
 */
export function tvPages(groupSizes: readonly number[], capacity: number): TvSlice[][] {
  const perPage = Math.max(1, Math.floor(capacity - cost(0)));
  const pages: TvSlice[][] = [];
  let page: TvSlice[] = [];
  let used = 0;
  const flush = () => {
    if (page.length) pages.push(page);
    page = [];
    used = 0;
  };
  groupSizes.forEach((size, group) => {
    const need = cost(size) + (page.length ? TV_UNITS.gap : 0);
    if (used + need <= capacity) {
      page.push({ group, from: 0, to: size });
      used += need;
      return;
    }
    flush();
    // Too long for any page: whole pages of it, then the rest starts a page others may share.
    for (let from = 0; from < size || from === 0; from += perPage) {
      const to = Math.min(size, from + perPage);
      if (page.length) flush();
      page.push({ group, from, to });
      used = cost(to - from);
      if (to >= size) break;
    }
  });
  flush();
  return pages;
}

/** The rotation interval from `?rotate=<seconds>` (0 stops it); 10 s without a valid one. */
export function rotationMs(param: string | null): number {
  const seconds = param === null || param.trim() === '' ? NaN : Number(param);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 3600) return 10_000;
  return Math.round(seconds * 1000);
}

export type TvMove = 'next' | 'previous' | 'first' | 'last';

/** What a key (a TV remote sends arrows, page keys and media keys) does to the page shown. */
export function moveForKey(key: string): TvMove | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
    case ' ':
    case 'Enter':
    case 'MediaTrackNext':
      return 'next';
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
    case 'Backspace':
    case 'MediaTrackPrevious':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The page a move leads to, wrapping round at either end. */
export function movePage(current: number, count: number, move: TvMove): number {
  if (count <= 0) return 0;
  const at = Math.min(Math.max(current, 0), count - 1);
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return (at + (move === 'next' ? 1 : -1) + count) % count;
}
