import { describe, expect, it } from 'vitest';
import { periodKey } from '../../src/modules/digest/digest-period.ts';

describe('digest periods', () => {
  it('when digests are daily, then the key is the calendar date in India, not UTC', () => {
    expect(periodKey('daily', new Date('2026-11-22T20:00:00Z'))).toBe('daily-2026-11-23');
    expect(periodKey('daily', new Date('2026-11-22T10:00:00Z'))).toBe('daily-2026-11-22');
  });

  it('when digests are weekly, then every day of one ISO week shares a key and the next week has another', () => {
    const week = ['2026-11-16', '2026-11-18', '2026-11-22'].map((d) => periodKey('weekly', new Date(`${d}T06:00:00Z`)));
    expect(new Set(week)).toEqual(new Set(['weekly-2026-W47']));
    expect(periodKey('weekly', new Date('2026-11-23T06:00:00Z'))).toBe('weekly-2026-W48');
    // ISO years: 1 January 2027 (a Friday) still belongs to 2026's week 53
    expect(periodKey('weekly', new Date('2027-01-01T06:00:00Z'))).toBe('weekly-2026-W53');
  });
});
