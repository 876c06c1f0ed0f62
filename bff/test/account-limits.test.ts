import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, startTestBff, type TestBff } from './support/bff.ts';
import { startAuthService, type AuthProcess } from './support/auth-service.ts';

describe("auth's budgets through the bff: the address they count is the one the bff saw", () => {
  let auth: AuthProcess;
  let bff: TestBff;

  beforeAll(async () => {
    auth = await startAuthService({ REGISTER_MAX_PER_IP: '3' });
    bff = await startTestBff({ AUTH_URL: auth.url, REDIS_PREFIX: auth.env.REDIS_PREFIX! });
  });
  afterAll(async () => {
    await bff?.stop();
    await auth?.stop();
  });

  const newMember = (i: number) => ({
    username: `lim${Date.now().toString(36)}${i}`,
    password: 'Str0ng#Pass',
    email: `lim${i}@example.com`,
    displayName: 'Test Shooter',
    membershipTier: 'range_pass',
  });

  it('when one client registers past the budget, then it gets a JSON 429 with Retry-After, and a forged X-Forwarded-For buys no fresh budget', async () => {
    const client = browser(bff.url);
    await client.request('/healthz');
    for (let i = 0; i < 3; i++) expect((await client.request('/api/register', { json: newMember(i) })).status).toBe(201);

    const refused = await client.request('/api/register', { json: newMember(3) });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many registrations from your network\./),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith('trap_session='))).toBe(false);

    const forged = await client.request('/api/register', { json: newMember(4), headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forged.status).toBe(429);
  });
});
