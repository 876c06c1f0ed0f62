import type { Readiness, SiteSettings } from '@trap/contracts';
import { authUsersAdminApi, moderationApi, settingsApi, settingsAuditApi } from '@trap/contracts/api/route-paths';
import type { QueryClient } from '@tanstack/react-query';
import { call, formatDateTime, formatRupees, invalidateRoute, queryOptions, type Language, type RouteInput } from '@trap/ui';

type Body<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['body']>;
type Query<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['query']>;

/** The filters of a list page as its query (empty ones left out; the server checks them). */
const queryOf = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** The super-admin area's reads (auth: users; settings: site settings, audit log, analytics), keyed by their routes. */
export const superadminQueries = {
  users: (params: Record<string, string | number | undefined>) =>
    queryOptions(authUsersAdminApi.listUsers, { query: queryOf(params) as Query<typeof authUsersAdminApi.listUsers> }),
  user: (id: string) => queryOptions(authUsersAdminApi.getUser, { params: { id } }),
  stats: () => queryOptions(authUsersAdminApi.userStats),
  audit: (params: Record<string, string | number | undefined>) =>
    queryOptions(settingsAuditApi.listAuditLog, { query: queryOf(params) as Query<typeof settingsAuditApi.listAuditLog> }),
  analytics: (days: number) => queryOptions(settingsAuditApi.getAnalytics, { query: { days } }),
  moderation: () => queryOptions(moderationApi.moderationSummary),
  settings: () => queryOptions(settingsApi.getSiteSettings),
};

/** The super-admin area's writes. */
export const superadminApi = {
  changeRole: (id: string, role: string) => call(authUsersAdminApi.changeRole, { params: { id }, body: { role } as Body<typeof authUsersAdminApi.changeRole> }),
  changeStatus: (id: string, accountStatus: string) =>
    call(authUsersAdminApi.changeStatus, { params: { id }, body: { accountStatus } as Body<typeof authUsersAdminApi.changeStatus> }),
  sendReset: (id: string) => call(authUsersAdminApi.sendPasswordReset, { params: { id } }),
  saveSettings: (body: SiteSettings) => call(settingsApi.updateSiteSettings, { body }),
};

/** After a change to a user: the user lists, figures and pages, and the audit log that recorded it, read again. */
export function invalidateUsers(queryClient: QueryClient) {
  void invalidateRoute(queryClient, authUsersAdminApi.listUsers, undefined, { subRoutes: true });
  void invalidateRoute(queryClient, settingsAuditApi.listAuditLog);
}

/** Paise as whole rupees (₹1,23,457) in the page's language. */
export const rupees = (paise: number, language: Language) => formatRupees(Math.round(paise / 100), language);

/** "7 Dec 2026, 12:10 pm" in India's time, in the page's language. */
export const istDateTime = (iso: string, language: Language) => formatDateTime(iso, language);

/** the contract's /readyz answer, named here for the dashboard */
export type { Readiness };

/**
 * The bff's /readyz: Redis and every service, with each service's database, NATS and Redis (503 is an
 * answer too). A probe, not a declared API route (no declaration, no `call`): keyed by its path as a
 * route's read is, so nothing else names it.
 */
const READYZ = '/readyz';
export const readinessQuery = () => ({
  queryKey: [READYZ],
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Readiness> => {
    const res = await fetch(READYZ, { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
    return (await res.json()) as Readiness;
  },
});
