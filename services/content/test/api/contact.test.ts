import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson } from '@trap/kit/testing';
import { ADMIN, MEMBER, publishedContentEvents, settle, startContentService } from '../support/content-service.ts';

let svc: Awaited<ReturnType<typeof startContentService>>;
let admin: string;
let member: string;
const url = (path: string) => `${svc.url}${path}`;
// each test speaks from its own client address (the service trusts the bff's X-Forwarded-For on loopback)
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const good = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  subject: 'Range listing',
  message: 'Please add our club in Pune to the directory.',
};
const stored = () => svc.ctx.conn.collection('contact_messages').countDocuments();

beforeAll(async () => {
  svc = await startContentService({ CONTACT_MAX_PER_IP: '3', CONTACT_WINDOW_SECONDS: '3600' });
  admin = await svc.loginAs(ADMIN);
  member = await svc.loginAs(MEMBER);
});
afterAll(() => svc?.stop());

describe('contact form', () => {
  it('when the input is bad, then 400 names each field and nothing is stored', async () => {
    const before = await stored();
    const res = await fetchJson(url('/api/contact'), {
      json: { name: '  ', email: 'not-an-email', subject: 'x'.repeat(151), message: 'short' },
      headers: from('10.0.0.1'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      subject: 'Subject must be at most 150 characters',
      message: 'Message must be at least 10 characters',
    });
    const empty = await fetchJson(url('/api/contact'), { json: {}, headers: from('10.0.0.1') });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(await stored()).toBe(before);
  });

  it('when a visitor sends a message, then it is stored, announced as content.contact.submitted, and admins can list it', async () => {
    const res = await fetchJson(url('/api/contact'), { json: { ...good, email: ' Asha@Example.com ' }, headers: from('10.0.0.2') });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[a-f0-9]{24}$/), message: expect.stringContaining('Thank you') });
    await settle(svc);
    const events = (await publishedContentEvents(svc.ctx.bus)).filter((e) => e.subject === 'content.contact.submitted');
    expect(events.map((e) => e.data)).toContainEqual(
      expect.objectContaining({
        messageId: res.body.id,
        name: 'Asha Rao',
        email: 'Asha@Example.com',
        subject: 'Range listing',
        userId: null,
      }),
    );
    const list = await fetchJson(url('/api/contact-messages'), { token: admin });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: res.body.id, name: 'Asha Rao', message: good.message, userId: null });
    // internals (the outbox, _id) never leak into the list
    expect(Object.keys(list.body[0]).filter((k) => k.startsWith('_'))).toEqual([]);
  });

  it('when a logged-in member writes, then the message remembers who sent it', async () => {
    const res = await fetchJson(url('/api/contact'), { json: good, token: member, headers: from('10.0.0.3') });
    expect(res.status).toBe(201);
    const list = await fetchJson(url('/api/contact-messages'), { token: admin });
    expect(list.body.find((m: { id: string }) => m.id === res.body.id)).toMatchObject({ userId: MEMBER.userId });
  });

  it('when one address sends more than its budget, then 429 with Retry-After and the extra message is not stored; other addresses still get through', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await fetchJson(url('/api/contact'), { json: good, headers: from('10.0.0.9') })).status).toBe(201);
    }
    const before = await stored();
    const over = await fetchJson(url('/api/contact'), { json: good, headers: from('10.0.0.9') });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/Too many messages/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    // bad input costs nothing from the budget, and another address is not affected
    expect((await fetchJson(url('/api/contact'), { json: good, headers: from('10.0.0.10') })).status).toBe(201);
  });

  it('when a member or a visitor asks for the messages, then 403 and 401', async () => {
    const asMember = await fetchJson(url('/api/contact-messages'), { token: member });
    expect(asMember.status).toBe(403);
    expect(asMember.body).not.toBeInstanceOf(Array);
    expect((await fetchJson(url('/api/contact-messages'))).status).toBe(401);
    expect((await fetchJson(url('/api/contact-messages?limit=500'), { token: admin })).status).toBe(400);
  });
});
