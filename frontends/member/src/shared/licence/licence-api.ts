import { useQuery } from '@tanstack/react-query';
import { licenceApi } from '@trap/contracts/api/route-paths';
import { queryOptions, routeKey, type RouteResponse } from '@trap/ui';

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

/** A calendar day (YYYY-MM-DD) as a date in India: 31 March 2027. */
export const licenceDay = (day: string) =>
  new Date(`${day}T00:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** What the member is told about their licence's date: lapsed, expiring (within 90 days) or nothing to say. */
export function licenceWarning(l: Pick<StoredLicence, 'status' | 'daysLeft' | 'validUntil'>): { title: string; text: string } | null {
  if (l.status === 'expired')
    return {
      title: 'Your arms licence has expired',
      text: `It lapsed after ${licenceDay(l.validUntil)} (${days(-l.daysLeft)} ago). Renew it with your licensing authority, then update it here.`,
    };
  if (l.status === 'expiring')
    return {
      title: l.daysLeft === 0 ? 'Your arms licence expires today' : `Your arms licence expires in ${days(l.daysLeft)}`,
      text: `It is valid until ${licenceDay(l.validUntil)}. Apply to your licensing authority for renewal in good time.`,
    };
  return null;
}
