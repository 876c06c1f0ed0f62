import type { ModerationSummary, AdminUser, AdminUserList, Analytics, AuditLogPage, SiteSettings, UserStats } from '@trap/contracts';
import { api } from '@trap/ui';

/** The super-admin area's calls (auth: users; settings: site settings, audit log, analytics). */
export const qs = (params: Record<string, string | number | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return text ? `?${text}` : '';
};

export const SETTINGS_URL = '/api/admin/settings';

export const superadminApi = {
  users: (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    api.get<AdminUserList>(`/api/superadmin/users${qs(params)}`, { signal }),
  user: (id: string, signal?: AbortSignal) => api.get<AdminUser>(`/api/superadmin/users/${id}`, { signal }),
  stats: (signal?: AbortSignal) => api.get<UserStats>('/api/superadmin/users/stats', { signal }),
  changeRole: (id: string, role: string) => api.put<AdminUser>(`/api/superadmin/users/${id}/role`, { role }),
  changeStatus: (id: string, accountStatus: string) => api.put<AdminUser>(`/api/superadmin/users/${id}/status`, { accountStatus }),
  sendReset: (id: string) => api.post<{ message: string }>(`/api/superadmin/users/${id}/password-reset`, {}),
  audit: (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    api.get<AuditLogPage>(`/api/superadmin/audit${qs(params)}`, { signal }),
  analytics: (days: number, signal?: AbortSignal) => api.get<Analytics>(`/api/superadmin/analytics?days=${days}`, { signal }),
  moderation: (signal?: AbortSignal) => api.get<ModerationSummary>('/api/moderation/summary', { signal }),
  settings: (signal?: AbortSignal) => api.get<SiteSettings>(SETTINGS_URL, { signal }),
  saveSettings: (body: SiteSettings) => api.put<SiteSettings>(SETTINGS_URL, body),
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
