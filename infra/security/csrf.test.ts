import { beforeAll, describe, expect, it } from 'vitest';
import { newMember, type Account } from './support/client.ts';
import { sampleValid } from './support/arbitraries.ts';
import { routeTable, UNSAFE } from './support/routes.ts';
import { pathWith } from './support/owned.ts';

/**
 * Posted without cookies and signed instead: RFC 8058 one-click unsubscribe by mail clients (its own
 * signed token), the payment gateway's webhook (its body HMAC-signed with the webhook secret).
 */
const EXEMPT = new Set(['POST /api/newsletter/unsubscribe/one-click', 'POST /api/payments/webhook']);
const routes = (await routeTable()).filter((r) => UNSAFE.has(r.method) && !EXEMPT.has(r.label));

describe('CSRF: every unsafe method of every route', () => {
  let member: Account;
  beforeAll(async () => {
    member = await newMember();
  });

  it.concurrent.for(routes.map((r) => [r.label, r] as const))('%s is refused without the token or with another one', async ([, route]) => {
    const path = pathWith(route, {});
    const json = route.body ? sampleValid(route.body) : {};
    const missing = await member.client.request(path, { method: route.method, json, csrf: false });
    expect(missing.status, missing.text).toBe(403);
    expect(missing.body.error.code).toBe('CSRF_FAILED');
    const forged = await member.client.request(path, { method: route.method, json, csrf: 'A'.repeat(43) });
    expect(forged.status, forged.text).toBe(403);
    expect(forged.body.error.code).toBe('CSRF_FAILED');
  });

  it('when a cross-site form posts without the token, then nothing changes', async () => {
    const before = await member.client.get('/api/user');
    const patched = await member.client.request('/api/user', {
      method: 'PATCH',
      json: { displayName: 'Changed By Attacker' },
      csrf: false,
    });
    expect(patched.status).toBe(403);
    const logged = await member.client.request('/api/practice/sessions', {
      json: { date: '2025-01-05', scores: [{ total: 20 }] },
      csrf: false,
    });
    expect(logged.status).toBe(403);
    // a form post (text/plain or urlencoded) cannot carry the header either
    const form = await member.client.request('/api/user', {
      method: 'PATCH',
      raw: 'displayName=Changed+By+Form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    expect(form.status).toBe(403);
    expect((await member.client.get('/api/user')).body).toEqual(before.body);
    expect((await member.client.get('/api/practice/sessions')).body.total).toBe(0);
  });

  it('when the cookie itself is missing, then a header alone is refused', async () => {
    const token = member.client.cookies.get('trap_csrf')!;
    member.client.cookies.delete('trap_csrf');
    const res = await member.client.request('/api/user', { method: 'PATCH', json: { displayName: 'No Cookie' }, csrf: token });
    expect(res.status).toBe(403);
    member.client.cookies.set('trap_csrf', token);
  });
});
