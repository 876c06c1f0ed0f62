import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonth,
  formatNumber,
  formatRupees,
  formatShortMonth,
  formatTime,
  formatTimeToSecond,
  formatWeekday,
  formatWeekdayDate,
} from './format.ts';

// ICU versions differ in which space they put before am/pm: compare with plain spaces
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

// 18:45 UTC is a quarter past midnight of the next day in India: the date moves with the zone
const LATE_EVENING_UTC = '2026-12-07T18:45:00Z';

describe('Indian formats', () => {
  it('writes rupees with the Indian digit grouping, paise only when there are any', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(999, 'en', { paise: 'always' })).toBe('₹999.00');
    expect(formatRupees(123456, 'hi')).toBe('₹1,23,456');
  });

  it('groups plain numbers the Indian way in both languages', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(1234567.891, 'hi')).toBe('12,34,567.891');
    expect(formatNumber(2.5, 'en', 0)).toBe('3');
  });

  it('writes dates and times on the clock of India, whatever the machine’s zone', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('8 Dec 2026');
    expect(formatDate(LATE_EVENING_UTC, 'hi')).toBe('8 दिस॰ 2026');
    expect(plain(formatTime(LATE_EVENING_UTC))).toBe('12:15 am');
    expect(plain(formatDateTime(new Date('2026-12-07T06:40:00Z')))).toBe('7 Dec 2026, 12:10 pm');
  });

  it('gives an empty text for a date that is not one, for the caller to say TBD', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });

  it('names a month and a weekday on the clock of India, in English and Hindi', () => {
    expect(formatMonth(LATE_EVENING_UTC)).toBe('December 2026');
    expect(formatMonth('2026-11-30T18:45:00Z')).toBe('December 2026');
    expect(formatMonth(LATE_EVENING_UTC, 'hi')).toBe('दिसंबर 2026');
    expect(formatWeekday(LATE_EVENING_UTC)).toBe('Tue, 8 Dec');
    expect(formatWeekday(LATE_EVENING_UTC, 'hi')).toMatch(/^मंगल, 8 दिस/);
    expect(formatWeekday('not a date')).toBe('');
    expect(formatWeekdayDate(LATE_EVENING_UTC)).toBe('Tue, 8 Dec, 2026');
    expect(formatWeekdayDate(LATE_EVENING_UTC, 'hi')).toMatch(/^मंगल, 8 दिस॰ 2026$/);
    expect(formatWeekdayDate('not a date', 'hi')).toBe('');
  });

  it('writes a date with the month in full, and a day and month without the year, in English and Hindi', () => {
    expect(formatLongDate(LATE_EVENING_UTC)).toBe('8 December 2026');
    expect(formatLongDate(LATE_EVENING_UTC, 'hi')).toBe('8 दिसंबर 2026');
    // a calendar day alone (midnight UTC) is the same day in India
    expect(formatLongDate('2027-03-31')).toBe('31 March 2027');
    expect(formatLongDate('2027-03-31', 'hi')).toBe('31 मार्च 2027');
    expect(formatDayMonth(LATE_EVENING_UTC)).toBe('8 Dec');
    expect(formatDayMonth(LATE_EVENING_UTC, 'hi')).toBe('8 दिस॰');
    expect(formatShortMonth(LATE_EVENING_UTC)).toBe('Dec 26');
    expect(formatShortMonth('2026-11-15T12:00:00Z', 'hi')).toBe('नव॰ 26');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatDayMonth('not a date', 'hi')).toBe('');
  });

  it('writes a time to the second on the clock of India, in English and Hindi', () => {
    expect(plain(formatTimeToSecond('2026-12-07T18:45:07Z'))).toBe('12:15:07 am');
    expect(plain(formatTimeToSecond('2026-12-07T06:40:09Z', 'hi'))).toBe('12:10:09 pm');
    expect(formatTimeToSecond('not a date')).toBe('');
  });
});
