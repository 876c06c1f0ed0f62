import { formatDate as formatDateIn, type Language, type TFunction } from '@trap/ui';
import { formatDate } from './format.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * SPEC 9 forum dates: under 1 hour 'Just now'; under 24 hours 'N hour(s) ago'; 1 day 'Yesterday';
 * under 30 days 'N days ago'; otherwise the full date.
 */
export function forumDate(value: string, now = Date.now()): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return formatDate(value);
  const ago = Math.max(0, now - at);
  if (ago < HOUR_MS) return 'Just now';
  if (ago < DAY_MS) {
    const hours = Math.floor(ago / HOUR_MS);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(ago / DAY_MS);
  if (days === 1) return 'Yesterday';
  if (days < 30) return `${days} days ago`;
  return formatDate(value);
}

/**
 * The same in the page's language: English is `forumDate`'s words, Hindi the shell's `forum.date` texts
 * and a full date through @trap/ui's formatDate (India's clock).
 */
export function forumDateIn(value: string, t: TFunction, language: Language, now = Date.now()): string {
  if (language === 'en') return forumDate(value, now);
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return forumDate(value, now);
  const ago = Math.max(0, now - at);
  if (ago < HOUR_MS) return t('forum.date.justNow');
  if (ago < DAY_MS) return t('forum.date.hoursAgo', { count: Math.floor(ago / HOUR_MS) });
  const days = Math.floor(ago / DAY_MS);
  if (days === 1) return t('forum.date.yesterday');
  if (days < 30) return t('forum.date.daysAgo', { count: days });
  return formatDateIn(value, language);
}
