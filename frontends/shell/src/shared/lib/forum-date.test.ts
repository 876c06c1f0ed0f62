import { describe, expect, it } from 'vitest';
import { forumDate } from './forum-date.ts';

/**
 * SPEC 9, verbatim: "Forum dates: under 1 hour 'Just now'; under 24 hours 'N hour(s) ago'; 1 day
 * 'Yesterday'; under 30 days 'N days ago'; otherwise the full date."
 */
const NOW = Date.parse('2026-11-27T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => forumDate(new Date(NOW - ms).toISOString(), NOW);

describe('forumDate (SPEC 9 forum dates)', () => {
  it('when a post is under an hour old (or dated a moment ahead), then it says Just now', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(HOUR - 1)).toBe('Just now');
    expect(ago(-5 * MINUTE)).toBe('Just now');
  });

  it('when a post is under 24 hours old, then it says N hour(s) ago, singular for one', () => {
    expect(ago(HOUR)).toBe('1 hour ago');
    expect(ago(2 * HOUR + 59 * MINUTE)).toBe('2 hours ago');
    expect(ago(DAY - 1)).toBe('23 hours ago');
  });

  it('when a post is one day old, then it says Yesterday', () => {
    expect(ago(DAY)).toBe('Yesterday');
    expect(ago(2 * DAY - 1)).toBe('Yesterday');
  });

  it('when a post is under 30 days old, then it says N days ago', () => {
    expect(ago(2 * DAY)).toBe('2 days ago');
    expect(ago(30 * DAY - 1)).toBe('29 days ago');
  });

  it('when a post is 30 days old or more, then it shows the full date (in India’s calendar)', () => {
    expect(ago(30 * DAY)).toBe('28 Oct 2026');
    expect(forumDate('2025-12-31T20:00:00Z', NOW)).toBe('1 Jan 2026');
  });

  it('when the date is not a date, then it shows TBD (SPEC 2.9)', () => {
    expect(forumDate('not a date', NOW)).toBe('TBD');
  });
});
