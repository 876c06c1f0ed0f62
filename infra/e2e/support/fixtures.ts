import { randomBytes } from 'node:crypto';
import {
  expect,
  request,
  test,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

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
export async function csrfToken(page: Page): Promise<string> {
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

/**
 * Registers through the API; the browser context is logged in afterwards. A Range Pass member is
 * then given `grant` (Elite Trigger by default: every member tool, so a tool's test is not about the
 * tier gate in front of it); `grant: null` keeps a real Range Pass member. A paid `tier` is left
 * pending payment, as checkout expects.
 */
export async function registerViaApi(
  page: Page,
  user: NewUser,
  tier: Tier = 'range_pass',
  opts: { grant?: Tier | null } = {},
): Promise<void> {
  const res = await apiPost(page, '/api/register', { ...user, membershipTier: tier });
  expect([200, 201], `register answered ${res.status()}: ${await res.text()}`).toContain(res.status());
  const grant = opts.grant === undefined ? 'elite_trigger' : opts.grant;
  if (tier !== 'range_pass' || !grant || grant === 'range_pass') return;
  const { id } = (await res.json()) as { id: string };
  await grantTier(id, grant);
  // a fresh session reads the membership just set (the live copy the services check); the
  // registration's session is signed out, so the member has one session as before
  await logoutViaApi(page);
  // a request the open page had in flight with the signed-out cookie may answer after the login and
  // clear the new cookie: log in until the session sticks
  await expect(async () => {
    if ((await page.request.get('/api/user')).status() !== 200) await loginViaApi(page, user.username, user.password);
    await page.waitForTimeout(500);
    expect((await page.request.get('/api/user')).status(), 'the new session sticks').toBe(200);
  }).toPass({ timeout: 30_000 });
}

let staff: Promise<{ ctx: APIRequestContext; csrf: string }> | undefined;
/** The demo admin's API session (one per test worker), for test-only membership changes. */
function staffSession(): Promise<{ ctx: APIRequestContext; csrf: string }> {
  staff ??= (async () => {
    const ctx = await request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000' });
    await ctx.get('/api/user');
    const csrfOf = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'trap_csrf')?.value ?? '';
    const login = await ctx.post('/api/login', {
      data: { username: 'admin', password: DEMO_PASSWORD },
      headers: { 'x-csrf-token': await csrfOf() },
    });
    expect(login.status(), `demo admin login: ${await login.text()}`).toBe(200);
    return { ctx, csrf: await csrfOf() };
  })();
  return staff;
}

/**
 * Gives a member a paid tier, active for a year, through the staff endpoint (its
 * PUT /api/users/{id}/membership); the member's next session sees it.
 */
export async function grantTier(userId: string, tier: Tier): Promise<void> {
  const { ctx, csrf } = await staffSession();
  const res = await ctx.put(`/api/users/${userId}/membership`, {
    data: {
      membershipTier: tier,
      membershipStatus: 'active',
      membershipEndDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      reason: 'e2e test member',
    },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), `grant ${tier}: ${await res.text()}`).toBe(200);
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const signedIn = new Map<string, Promise<StorageState>>();
/**
 * The cookies of a demo account's session (one login per test worker), with the cookie banner
 * answered: a new context opened with it is that person, logged in, without a login per page.
 */
export function signedInState(username: string, password = DEMO_PASSWORD): Promise<StorageState> {
  let state = signedIn.get(username);
  if (!state) {
    state = (async () => {
      const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
      const ctx = await request.newContext({ baseURL });
      await ctx.get('/api/user');
      const csrf = (await ctx.storageState()).cookies.find((c) => c.name === 'trap_csrf')?.value ?? '';
      const login = await ctx.post('/api/login', { data: { username, password }, headers: { 'x-csrf-token': csrf } });
      expect(login.status(), `${username} logs in: ${await login.text()}`).toBe(200);
      const stored = await ctx.storageState();
      await ctx.dispose();
      const consent = encodeURIComponent('{"essential":true,"analytics":false,"marketing":false,"preferences":false}');
      const cookie = { ...stored.cookies[0]!, name: 'cookie_consent', value: consent, httpOnly: false, expires: -1 };
      return { ...stored, cookies: [...stored.cookies, { ...cookie, domain: new URL(baseURL).hostname, path: '/' }] };
    })();
    signedIn.set(username, state);
  }
  return state;
}

/** Logs the browser context in through the API. */
export async function loginViaApi(page: Page, username: string, password: string): Promise<void> {
  const res = await apiPost(page, '/api/login', { username, password });
  expect(res.status(), await res.text()).toBe(200);
}

/** Logs in through the /auth page's Login form (already on it), as a person does. */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
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

/** The cookie banner already answered (essential only), so it covers nothing a test taps. */
export async function withConsentDecided(page: Page): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  await page.context().addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent('{"essential":true,"analytics":false,"marketing":false,"preferences":false}'),
      domain: url.hostname,
      path: '/',
    },
  ]);
}

/**
 * A browser of its own (another member, a moderator, a visitor) with the cookie banner answered;
 * it opens the home page unless `open` is false.
 */
export async function newPerson(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; open?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(opts.viewport ? { viewport: opts.viewport } : {});
  const page = await context.newPage();
  await withConsentDecided(page);
  if (opts.open ?? true) await page.goto('/');
  return { context, page };
}

/** The demo admin approves a member's pending club event (what staff do on the Club events page). */
export async function approveEvent(eventId: string): Promise<void> {
  const { ctx, csrf } = await staffSession();
  const res = await ctx.post(`/api/club-events/${eventId}/approve`, { headers: { 'x-csrf-token': csrf } });
  expect(res.status(), `approve the event: ${await res.text()}`).toBe(200);
}

/**
 * A promo code made by the demo admin (a promo content tag, content.manage): `discountPercent` off,
 * for members of `tier` only when given, `maxUses` times. Auth learns it from content's event a moment later.
 */
export async function createPromoCode(code: string, opts: { discountPercent: number; tier?: Tier; maxUses?: number }): Promise<void> {
  const { ctx, csrf } = await staffSession();
  const res = await ctx.post('/api/content-tags', {
    data: {
      name: `Promo ${code}`,
      slug: code,
      tagType: 'promo',
      metaData: { discountPercent: opts.discountPercent },
      ...(opts.tier ? { requiredMembershipTier: opts.tier } : {}),
      maxUses: opts.maxUses ?? 5,
    },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status(), await res.text()).toBe(201);
}
