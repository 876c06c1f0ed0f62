import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrontends, startTestBff, type TestBff } from './support/bff.ts';

/** The cookie banner's Accept All and Reject All, tapped before the page's scripts have run: a form the bff answers. */
describe('the cookie banner answered before the scripts run', () => {
  let bff: TestBff;
  let frontends: ReturnType<typeof fakeFrontends>;

  beforeAll(async () => {
    frontends = fakeFrontends();
    bff = await startTestBff({ FRONTENDS_DIR: frontends.dir });
  });
  afterAll(async () => {
    await bff?.stop();
    frontends?.remove();
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${bff.url}/consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: bff.url, ...headers },
      body: new URLSearchParams(fields),
    });
  const cookies = (res: Response) => Object.fromEntries(res.headers.getSetCookie().map((c) => [c.split('=')[0]!, c]));

  it('when a visitor taps Accept All, then all four categories are stored for 365 days and they are back on their page', async () => {
    const res = await post({ choice: 'accept-all', returnTo: '/blog?page=2' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog?page=2');
    const set = cookies(res);
    expect(decodeURIComponent(set.cookie_consent!)).toContain('{"essential":true,"analytics":true,"marketing":true,"preferences":true}');
    expect(set.cookie_consent).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    for (const flag of ['analytics_consent', 'marketing_consent', 'preferences_consent']) expect(set[flag]).toMatch(/^\w+=true;/);
  });

  it('when a visitor taps Reject All, then only essential is kept and the flag cookies are removed', async () => {
    const set = cookies(await post({ choice: 'reject-all', returnTo: '/' }));
    expect(decodeURIComponent(set.cookie_consent!)).toContain('{"essential":true,"analytics":false,"marketing":false,"preferences":false}');
    for (const flag of ['analytics_consent', 'marketing_consent', 'preferences_consent']) expect(set[flag]).toContain('Max-Age=0');
  });

  it('when another site posts the form or names another site to return to, then no choice is made for the visitor there', async () => {
    const crossSite = await post({ choice: 'accept-all', returnTo: '/' }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie().some((c) => c.startsWith('cookie_consent='))).toBe(false);
    for (const returnTo of ['//evil.example/x', '/\\evil.example', 'https://evil.example/']) {
      expect((await post({ choice: 'reject-all', returnTo })).headers.get('location')).toBe('/');
    }
    expect((await post({ choice: 'everything' })).status).toBe(400);
  });
});
