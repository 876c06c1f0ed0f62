import { describe, expect, it } from 'vitest';
import {
  connectionAllowsPrefetch,
  createBatchQueue,
  linkPriority,
  PREFETCH_BATCH_LIMIT,
  PREFETCH_THROTTLE_MS,
  prefetchableUrl,
  prefetchKey,
} from './prefetch-policy.ts';

const here = { href: 'https://trap.example/podcasts?page=2', origin: 'https://trap.example' };
const ok = (href: string, extra: Partial<Parameters<typeof prefetchableUrl>[0]> = {}) => prefetchableUrl({ href, ...extra }, here);

describe('link filter', () => {
  it('takes same-origin page links, relative or absolute, without their fragment', () => {
    expect(ok('/podcasts/ep-1')?.pathname).toBe('/podcasts/ep-1');
    expect(ok('https://trap.example/shooter/abc')?.pathname).toBe('/shooter/abc');
    expect(prefetchKey(ok('/blog?category=Technique#top')!)).toBe('/blog?category=Technique');
    expect(ok('/podcasts?page=3')).not.toBeNull();
  });

  it('never external links, other schemes or other ports', () => {
    expect(ok('https://www.youtube.com/')).toBeNull();
    expect(ok('http://trap.example/podcasts')).toBeNull();
    expect(ok('https://trap.example:8443/podcasts')).toBeNull();
    expect(ok('mailto:hello@trap.example')).toBeNull();
    expect(ok('tel:+911234')).toBeNull();
    expect(ok('javascript:void(0)')).toBeNull();
  });

  it('never logout, downloads, opt-outs, new tabs or unsafe paths', () => {
    expect(ok('/logout')).toBeNull();
    expect(ok('/api/logout')).toBeNull();
    expect(ok('/api/practice/export.csv')).toBeNull();
    expect(ok('/clear-storage')).toBeNull();
    expect(ok('/newsletter-preferences?token=x')).toBeNull();
    expect(ok('/verify-email?token=x')).toBeNull();
    expect(ok('/reset-password?token=x')).toBeNull();
    expect(ok('/sitemap.xml')).toBeNull();
    expect(ok('/blog/1', { download: true })).toBeNull();
    expect(ok('/blog/1', { noPrefetch: true })).toBeNull();
    expect(ok('https://www.instagram.com/', { target: '_blank' })).toBeNull();
    expect(ok('/blog/1', { target: '_blank' })).toBeNull();
    expect(ok('/blog/1', { target: '_self' })).not.toBeNull();
    expect(ok('/blog/1', { rel: 'noopener external' })).toBeNull();
  });

  it('not the page already shown (a fragment link on it included)', () => {
    expect(ok('/podcasts?page=2')).toBeNull();
    expect(ok('#main')).toBeNull();
    expect(ok('/podcasts')).not.toBeNull();
  });
});

describe('connection', () => {
  it('never with save-data or on 2G; unknown connections may prefetch', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

/** A hand-driven clock and timer list, so the throttle is checked to the millisecond. */
function fakeClock() {
  let t = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let next = 1;
  return {
    now: () => t,
    setTimer: (fn: () => void, ms: number) => {
      const id = next++;
      timers.push({ at: t + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => (timers = timers.filter((x) => x.id !== id)),
    advance(ms: number) {
      const end = t + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > end) break;
        timers.shift();
        t = due.at;
        due.fn();
      }
      t = end;
    },
    pending: () => timers.length,
  };
}

describe('throttle', () => {
  it('SPEC 9 constants: 2,000 ms, 10 links', () => {
    expect(PREFETCH_THROTTLE_MS).toBe(2000);
    expect(PREFETCH_BATCH_LIMIT).toBe(10);
  });

  it('runs at most 10 links a batch and one batch every 2,000 ms, in the order the links came', () => {
    const clock = fakeClock();
    const batches: { at: number; items: number[] }[] = [];
    const q = createBatchQueue<number>({ ...clock, run: (items) => batches.push({ at: clock.now(), items }) });
    for (let i = 0; i < 25; i++) q.enqueue(`/l/${i}`, i);
    clock.advance(0);
    expect(batches).toEqual([{ at: 0, items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }]);
    clock.advance(1999);
    expect(batches).toHaveLength(1);
    clock.advance(1);
    expect(batches[1]).toEqual({ at: 2000, items: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] });
    clock.advance(2000);
    expect(batches[2]).toEqual({ at: 4000, items: [20, 21, 22, 23, 24] });
    expect(q.size).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('a link queued while fewer than the limit started in the last 2,000 ms goes at once; past the limit it waits until the oldest is 2,000 ms old', () => {
    const clock = fakeClock();
    const batches: { at: number; items: string[] }[] = [];
    const q = createBatchQueue<string>({ ...clock, limit: 2, run: (items) => batches.push({ at: clock.now(), items }) });
    q.enqueue('a', 'a');
    clock.advance(500);
    // a list that arrives after the header: one slot of this interval is still free
    q.enqueue('b', 'b');
    q.enqueue('c', 'c');
    clock.advance(0);
    expect(batches).toEqual([
      { at: 0, items: ['a'] },
      { at: 500, items: ['b'] },
    ]);
    clock.advance(1499);
    expect(batches).toHaveLength(2);
    clock.advance(1); // 'a' is 2,000 ms old: its slot is free
    expect(batches[2]).toEqual({ at: 2000, items: ['c'] });
    clock.advance(10_000);
    q.enqueue('d', 'd');
    clock.advance(0);
    expect(batches[3]).toEqual({ at: 12_000, items: ['d'] });
  });

  it('keeps a queued key once, and drops links that left the viewport before their turn', () => {
    const clock = fakeClock();
    const seen: string[] = [];
    const q = createBatchQueue<string>({ ...clock, limit: 2, run: (items) => seen.push(...items) });
    q.enqueue('a', 'a');
    q.enqueue('a', 'a again');
    clock.advance(0);
    q.enqueue('b', 'b');
    q.enqueue('c', 'c');
    q.enqueue('d', 'd');
    q.dequeue('c');
    expect(q.has('c')).toBe(false);
    clock.advance(2000);
    expect(seen).toEqual(['a', 'b', 'd']);
  });

  it('takes the links on screen and in the page content first, in the order they came within each rank', () => {
    const clock = fakeClock();
    const batches: string[][] = [];
    const q = createBatchQueue<string>({ ...clock, limit: 3, run: (items) => batches.push(items) });
    const header = linkPriority({ visible: true, inContent: false });
    const item = linkPriority({ visible: true, inContent: true });
    const below = linkPriority({ visible: false, inContent: true });
    const footer = linkPriority({ visible: false, inContent: false });
    expect([item, header, below, footer]).toEqual([...[item, header, below, footer]].sort((a, b) => a - b));
    q.enqueue('/', 'home', header);
    q.enqueue('/about', 'about', header);
    q.enqueue('/privacy-policy', 'privacy', footer);
    q.enqueue('/shooters/c', 'c', below);
    q.enqueue('/shooters/a', 'a', item);
    q.enqueue('/shooters/b', 'b', item);
    clock.advance(0);
    expect(batches).toEqual([['a', 'b', 'home']]);
    // a queued link queued again with a better rank moves up (and keeps its item)
    q.enqueue('/privacy-policy', 'privacy again', item);
    clock.advance(2000);
    expect(batches[1]).toEqual(['privacy', 'about', 'c']);
  });

  it('never starts a batch early even when a timer fires early', () => {
    let t = 0;
    const fired: number[] = [];
    const timers: (() => void)[] = [];
    const q = createBatchQueue<number>({
      limit: 1,
      now: () => t,
      setTimer: (fn) => timers.push(fn),
      clearTimer: () => undefined,
      run: () => fired.push(t),
    });
    q.enqueue('1', 1);
    timers.shift()!();
    q.enqueue('2', 2);
    t = 1990; // the platform fires 10 ms early
    timers.shift()!();
    expect(fired).toEqual([0]);
    t = 2000;
    timers.shift()!();
    expect(fired).toEqual([0, 2000]);
  });

  it('stops on dispose', () => {
    const clock = fakeClock();
    const seen: number[] = [];
    const q = createBatchQueue<number>({ ...clock, run: (items) => seen.push(...items) });
    q.enqueue('1', 1);
    q.dispose();
    clock.advance(5000);
    q.enqueue('2', 2);
    clock.advance(5000);
    expect(seen).toEqual([]);
  });
});
