import { useQuery } from '@tanstack/react-query';
import { licenceApi } from '@trap/contracts/api/route-paths';
import { INTL_LOCALE, SITE_TIME_ZONE, queryOptions, routeKey, type Language, type RouteResponse, type TFunction } from '@trap/ui';

export type LicenceResponse = RouteResponse<typeof licenceApi.getLicence>;
export type StoredLicence = NonNullable<LicenceResponse['licence']>;

export const LICENCE_QUERY_KEY = routeKey(licenceApi.getLicence);

/**
 * The member's own arms licence (null before they save one); /equipment and /profile share it. A plain
 * options object: the shell's shared react-query build has no queryOptions helper at run time.
 */
export const licenceQuery = {
  ...queryOptions(licenceApi.getLicence),
  staleTime: 5 * 60_000,
};
export const useLicence = () => useQuery(licenceQuery);

// @trap/ui's formatDate has no "31 March 2027" (the month in full): this keeps that shape on the page's locale and India's clock.
const longDays = new Map<Language, Intl.DateTimeFormat>();
/** A calendar day (YYYY-MM-DD) as a date in India: 31 March 2027 / 31 मार्च 2027. */
export function licenceDay(day: string, language: Language = 'en'): string {
  let f = longDays.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE });
    longDays.set(language, f);
  }
  return f.format(new Date(`${day}T00:00:00+05:30`));
}

/**
 * What the member is told about their licence's date, in the page's language: lapsed, expiring (within
 * 90 days) or nothing to say. `t` reads the licence's texts (useSharedLicenceT).
 */
export function licenceWarning(
  l: Pick<StoredLicence, 'status' | 'daysLeft' | 'validUntil'>,
  t: TFunction,
  language: Language = 'en',
): { title: string; text: string } | null {
  const date = licenceDay(l.validUntil, language);
  if (l.status === 'expired')
    return { title: t('warning.expiredTitle'), text: t('warning.expiredText', { date, days: t('days', { count: -l.daysLeft }) }) };
  if (l.status === 'expiring')
    return {
      title: l.daysLeft === 0 ? t('warning.expiresToday') : t('warning.expiresIn', { days: t('days', { count: l.daysLeft }) }),
      text: t('warning.expiringText', { date }),
    };
  return null;
}
