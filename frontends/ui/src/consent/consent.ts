import type { CookieConsent } from '@trap/contracts';

/** The cookie names, the two fixed choices and how a choice is written have one home, shared with the bff. */
export {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_FLAG_COOKIES,
  CONSENT_MAX_AGE_DAYS,
  consentCookieWrites,
  REJECT_ALL,
  serializeConsent,
  type CookieConsent,
} from '@trap/contracts';

/**
 * Reads a stored consent value. Anything that is not an object with boolean analytics, marketing
 * and preferences is corrupt: it is ignored (null) and logged, so the banner asks again.
 */
export function parseConsent(raw: string | null | undefined, log: (msg: string) => void = console.warn): CookieConsent | null {
  if (raw == null || raw === '') return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === 'object' && v !== null) {
      const o = v as Record<string, unknown>;
      if (typeof o.analytics === 'boolean' && typeof o.marketing === 'boolean' && typeof o.preferences === 'boolean') {
        return { essential: true, analytics: o.analytics, marketing: o.marketing, preferences: o.preferences };
      }
    }
  } catch {
    // fall through to the log below
  }
  log('Ignoring corrupt stored cookie consent');
  return null;
}

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return part.slice(i + 1).trim();
      }
    }
  }
  return null;
}
