import { randomBytes } from 'node:crypto';
import { expect, type APIResponse, type Page } from '@playwright/test';

/** Meets the server's password policy (8+, upper case, number, special character). */
export const PASSWORD = 'Shooter#2026x';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'TrapDemo#2026';

export type Tier = 'range_pass' | 'shooters_circle' | 'pro_lane' | 'elite_trigger';
export const TIER_LABELS: Record<Tier, string> = {
  range_pass: 'Range Pass',
  shooters_circle: "Shooter's Circle",
  pro_lane: 'Pro Lane',
  elite_trigger: 'Elite Trigger',
};

export interface NewUser {
  username: string;
  displayName: string;
  email: string;
  password: string;
}

/** A user no earlier run has registered. */
export function newUser(tag = 'u'): NewUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `e2e_${tag}_${id}`.slice(0, 32),
    displayName: `E2E Shooter ${id}`,
    email: `e2e.${tag}.${id}@example.com`,
    password: PASSWORD,
  };
}

/** The CSRF cookie the bff hands out, fetched first when the context has none yet. */
async function csrfToken(page: Page): Promise<string> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value;
  let token = await find();
  if (!token) {
    await page.request.get('/api/user');
    token = await find();
  }
  expect(token, 'the bff sets the trap_csrf cookie').toBeTruthy();
  return token!;
}

/** Unsafe API call from the page's context (shares its cookies), like the frontend's API client. */
export async function apiPost(page: Page, path: string, data?: unknown): Promise<APIResponse> {
  return page.request.post(path, { data, headers: { 'x-csrf-token': await csrfToken(page) } });
}

/** Registers through the API; the browser context is logged in afterwards. */
export async function registerViaApi(page: Page, user: NewUser, tier: Tier = 'range_pass'): Promise<void> {
  const res = await apiPost(page, '/api/register', { ...user, membershipTier: tier });
  expect([200, 201], `register answered ${res.status()}: ${await res.text()}`).toContain(res.status());
}

/** Logs the browser context in through the API. */
export async function loginViaApi(page: Page, username: string, password: string): Promise<void> {
  const res = await apiPost(page, '/api/login', { username, password });
  expect(res.status(), await res.text()).toBe(200);
}

export async function logoutViaApi(page: Page): Promise<void> {
  await apiPost(page, '/api/logout');
}

/** A toast's title or description (SPEC 8.2 texts). */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export async function openAuthTab(page: Page, tab: 'Login' | 'Register'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}
