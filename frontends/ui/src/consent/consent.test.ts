import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL, consentCookieWrites, parseConsent, readCookie, REJECT_ALL, serializeConsent } from './consent.ts';

describe('stored cookie consent', () => {
  it('when a saved choice is read back, then it is the same choice with essential on', () => {
    const choice = { essential: true as const, analytics: true, marketing: false, preferences: true };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent('{"essential":false,"analytics":false,"marketing":true,"preferences":false}')).toEqual({
      essential: true,
      analytics: false,
      marketing: true,
      preferences: false,
    });
  });

  it('when nothing is stored, then there is no choice and nothing is logged', () => {
    const logs: string[] = [];
    expect(parseConsent(null, (m) => logs.push(m))).toBeNull();
    expect(parseConsent('', (m) => logs.push(m))).toBeNull();
    expect(logs).toEqual([]);
  });

  it('when the stored value is corrupt, then it is ignored and logged', () => {
    for (const bad of [
      '{not json',
      '"yes"',
      'null',
      '[]',
      '{"analytics":"true","marketing":false,"preferences":false}',
      '{"analytics":true}',
    ]) {
      const logs: string[] = [];
      expect(parseConsent(bad, (m) => logs.push(m))).toBeNull();
      expect(logs).toHaveLength(1);
    }
  });

  it('when a choice is stored, then flag cookies are set for the categories on and removed for those off', () => {
    const all = consentCookieWrites(ACCEPT_ALL);
    expect(all[0]).toMatch(/^cookie_consent=.+; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(all.slice(1)).toEqual([
      'analytics_consent=true; Max-Age=31536000; Path=/; SameSite=Lax',
      'marketing_consent=true; Max-Age=31536000; Path=/; SameSite=Lax',
      'preferences_consent=true; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    const none = consentCookieWrites(REJECT_ALL, true);
    expect(none.slice(1)).toEqual([
      'analytics_consent=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'marketing_consent=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'preferences_consent=; Max-Age=0; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('when the consent cookie is read from document.cookie, then it decodes back to the choice', () => {
    const value = consentCookieWrites(ACCEPT_ALL)[0]!.split(';')[0]!.split('=').slice(1).join('=');
    const jar = `trap_csrf=abc; cookie_consent=${value}; analytics_consent=true`;
    expect(parseConsent(readCookie(jar, 'cookie_consent'))).toEqual(ACCEPT_ALL);
    expect(readCookie(jar, 'missing')).toBeNull();
  });
});
