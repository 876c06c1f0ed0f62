/**
 * Indian formats for every app, through Intl: rupees with Indian digit grouping (₹1,23,456), numbers,
 * and dates and times on the clock of India (Asia/Kolkata) whatever the zone of the server or the
 * browser, so a server render and its hydration write the same text. One formatter per language and
 * style is kept (building an Intl formatter costs far more than using one).
 */
import type { Language } from '@trap/contracts/language';

export const SITE_TIME_ZONE = 'Asia/Kolkata';
/** Intl locales: Indian English and Hindi (India), both with the Indian digit grouping. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}

const toDate = (value: Date | string | number): Date | null => {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** ₹1,23,456 for whole rupees, ₹1,23,456.50 when there are paise (`paise: 'always'` keeps .00). */
export function formatRupees(amount: number, language: Language = 'en', { paise = 'auto' }: { paise?: 'auto' | 'always' } = {}): string {
  const whole = paise === 'auto' && Number.isInteger(amount);
  const key = `inr|${language}|${whole}`;
  return cached(
    key,
    () =>
      new Intl.NumberFormat(INTL_LOCALE[language], {
        style: 'currency',
        currency: 'INR',
        ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
      }),
  ).format(amount);
}

/** 12,34,567 (Indian grouping); `maximumFractionDigits` as Intl's (default 3). */
export function formatNumber(value: number, language: Language = 'en', maximumFractionDigits = 3): string {
  return cached(
    `num|${language}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(INTL_LOCALE[language], { maximumFractionDigits }),
  ).format(value);
}

/**
 * A date format on India's clock: called with a date and a language, '' for an invalid date (the caller
 * says TBD). Every date format below is one of these, with its own Intl options and cache key.
 */
function indiaDateFormat(name: string, options: Intl.DateTimeFormatOptions) {
  return (value: Date | string | number, language: Language = 'en'): string => {
    const d = toDate(value);
    if (!d) return '';
    return cached(
      `${name}|${language}`,
      () => new Intl.DateTimeFormat(INTL_LOCALE[language], { ...options, timeZone: SITE_TIME_ZONE }),
    ).format(d);
  };
}

/** A calendar date in India: 7 Dec 2026 / 7 दिस॰ 2026. */
export const formatDate = indiaDateFormat('date', { day: 'numeric', month: 'short', year: 'numeric' });

/** A calendar date in India with the month in full: 7 December 2026 / 7 दिसंबर 2026 (a licence's, a plan's, a scorecard's). */
export const formatLongDate = indiaDateFormat('longdate', { day: 'numeric', month: 'long', year: 'numeric' });

/** Day and month in India, without the year: 7 Dec / 7 दिस॰ (a short list of this season's days, a chart's axis). */
export const formatDayMonth = indiaDateFormat('daymonth', { day: 'numeric', month: 'short' });

/** A month as short as a chart's axis needs it: Dec 26 / दिस॰ 26. */
export const formatShortMonth = indiaDateFormat('shortmonth', { month: 'short', year: '2-digit' });

/** A time of day in India: 12:10 pm. */
export const formatTime = indiaDateFormat('time', { hour: 'numeric', minute: '2-digit' });

/** A time of day in India to the second: 12:10:05 pm (a live board's last update). */
export const formatTimeToSecond = indiaDateFormat('timesecond', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** Date and time in India: 7 Dec 2026, 12:10 pm. */
export const formatDateTime = indiaDateFormat('datetime', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A month in India: December 2026 / दिसंबर 2026 (a month's title, a calendar's). */
export const formatMonth = indiaDateFormat('month', { month: 'long', year: 'numeric' });

/** A day of the week in India, without the year: Mon, 7 Dec / सोम, 7 दिस॰ (a list of this year's days). */
export const formatWeekday = indiaDateFormat('weekday', { weekday: 'short', day: 'numeric', month: 'short' });

/** A day with its weekday and year in India: Mon, 7 Dec, 2026 / सोम, 7 दिस॰ 2026 (a log entry's day). */
export const formatWeekdayDate = indiaDateFormat('weekdaydate', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
