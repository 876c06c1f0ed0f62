import type { SiteSettings } from '@trap/contracts';
import { authUsersAdminApi, moderationApi, settingsApi, settingsAuditApi } from '@trap/contracts/api/route-paths';
import { call, type RouteInput } from '@trap/ui';

type Body<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['body']>;
type Query<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['query']>;

/** The super-admin area's calls (auth: users; settings: site settings, audit log, analytics). */
export const qs = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};

/** The filters of a list page as its query (empty ones left out; the server checks them). */
const queryOf = (params: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

export const superadminApi = {
  users: (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    call(authUsersAdminApi.listUsers, { query: queryOf(params) as Query<typeof authUsersAdminApi.listUsers> }, { signal }),
  user: (id: string, signal?: AbortSignal) => call(authUsersAdminApi.getUser, { params: { id } }, { signal }),
  stats: (signal?: AbortSignal) => call(authUsersAdminApi.userStats, undefined, { signal }),
  changeRole: (id: string, role: string) => call(authUsersAdminApi.changeRole, { params: { id }, body: { role } as Body<typeof authUsersAdminApi.changeRole> }),
  changeStatus: (id: string, accountStatus: string) =>
    call(authUsersAdminApi.changeStatus, { params: { id }, body: { accountStatus } as Body<typeof authUsersAdminApi.changeStatus> }),
  sendReset: (id: string) => call(authUsersAdminApi.sendPasswordReset, { params: { id } }),
  audit: (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    call(settingsAuditApi.listAuditLog, { query: queryOf(params) as Query<typeof settingsAuditApi.listAuditLog> }, { signal }),
  analytics: (days: number, signal?: AbortSignal) => call(settingsAuditApi.getAnalytics, { query: { days } }, { signal }),
  moderation: (signal?: AbortSignal) => call(moderationApi.moderationSummary, undefined, { signal }),
  settings: (signal?: AbortSignal) => call(settingsApi.getSiteSettings, undefined, { signal }) as Promise<SiteSettings>,
  saveSettings: (body: SiteSettings) => call(settingsApi.updateSiteSettings, { body }),
};

export const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(paise / 100);

export const istDateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

export interface Readiness {
  status: string;
  checks: Record<string, string>;
  services?: Record<string, Record<string, 'ok' | 'down'>>;
}

/** The bff's /readyz: Redis and every service, with each service's database, NATS and Redis (503 is an answer too). */
export async function readiness(signal?: AbortSignal): Promise<Readiness> {
  const res = await fetch('/readyz', { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  return (await res.json()) as Readiness;
}
