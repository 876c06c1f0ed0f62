import { useQuery } from '@tanstack/react-query';
import { licenceApi } from '@trap/contracts/api/route-paths';
import { formatLongDate, queryOptions, routeKey, type Language, type RouteResponse, type TFunction } from '@trap/ui';

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

/** A calendar day (YYYY-MM-DD) with the month in full: 31 March 2027 / 31 मार्च 2027 (noon in IST: the same day on every clock). */
export const licenceDay = (day: string, language: Language = 'en') => formatLongDate(`${day.slice(0, 10)}T12:00:00+05:30`, language);

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
