import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceForPath } from '@trap/contracts';
import { baseUrl, Client, loginAs, newMember, type Account } from './support/client.ts';
import { eventually } from './support/eventually.ts';
import { routeTable, type Route } from './support/routes.ts';

/**
 * Low-severity findings of the penetration test, each reproduced through the bff the way an
 * attacker would meet it.
 */
const routes = await routeTable();

describe('a malformed percent escape in a path', () => {
  const withParams = routes.filter((r) => r.params.length > 0);
  const badPath = (r: Route) => r.path.replace(/\{[^}]+\}/g, '%ZZ');

  it('covers a route of every service', () => {
    const services = new Set(withParams.map((r) => serviceForPath(badPath(r))));
    for (const name of ['auth', 'content', 'community', 'practice', 'notifications']) expect(services, name).toContain(name);
  });

  it.concurrent.for(withParams.map((r) => [r.label, r] as const))(
    '%s: a guest gets 400 in the error format, never 500',
    async ([, route]) => {
      const guest = await new Client('guest').visit();
      const res = await guest.request(badPath(route), { method: route.method, ...(route.method === 'get' ? {} : { json: {} }) });
      expect(res.status, res.text).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String), requestId: expect.any(String) });
    },
  );
});

describe('a write from another site with a valid CSRF token', () => {
  let member: Account;
  beforeAll(async () => {
    member = await newMember('origin-victim', undefined, { tier: 'range_pass' });
  });

  it('when Origin names another site, then the write is refused with 403 CROSS_SITE_REFUSED and nothing changes', async () => {
    const before = (await member.client.get('/api/user')).body;
    const res = await member.client.request('/api/user', {
      method: 'PATCH',
      json: { displayName: 'Changed By Evil' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status, res.text).toBe(403);
    expect(res.body.error.code).toBe('CROSS_SITE_REFUSED');
    const viaReferer = await member.client.request('/api/user', {
      method: 'PATCH',
      json: { displayName: 'Changed By Evil' },
      headers: { referer: 'https://evil.example/attack.html' },
    });
    expect(viaReferer.status).toBe(403);
    const fetchMetadata = await member.client.request('/api/user', {
      method: 'PATCH',
      json: { displayName: 'Changed By Evil' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.status).toBe(403);
    expect((await member.client.get('/api/user')).body).toEqual(before);
  });

  it('when Origin is the site itself, then the write passes as before', async () => {
    const res = await member.client.request('/api/user', {
      method: 'PATCH',
      json: { displayName: 'Same Origin Edit' },
      headers: { origin: new URL(baseUrl()).origin, 'sec-fetch-site': 'same-origin' },
    });
    expect(res.status, res.text).toBe(200);
    expect((await member.client.get('/api/user')).body.displayName).toBe('Same Origin Edit');
  });
});

const word = () => `w${randomBytes(5).toString('hex')}`;

describe('promo codes', () => {
  it('when a guest asks for a promo tag by its id, then it is 404 (an ordinary tag still reads)', async () => {
    const admin = await loginAs('admin');
    const code = `sec-${word()}`;
    const promo = await admin.client.request('/api/content-tags', {
      json: { name: 'Security offer', slug: code, tagType: 'promo', isActive: false, metaData: { discountPercent: 30 } },
    });
    expect(promo.status, promo.text).toBe(201);
    const plain = await admin.client.request('/api/content-tags', {
      json: { name: 'Security topic', slug: `topic-${word()}`, tagType: 'topic' },
    });
    expect(plain.status, plain.text).toBe(201);
    const guest = new Client('guest');
    const read = await guest.get(`/api/content-tags/${promo.body.id}`);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain(code);
    expect((await guest.get(`/api/content-tags/${plain.body.id}`)).status).toBe(200);
  });

  it('when a member keeps guessing codes at checkout, then the quotes turn to 429 with Retry-After', async () => {
    const guesser = await newMember('promo-guesser', undefined, { tier: 'range_pass' });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<Client['get']>> | undefined;
    for (let i = 0; i < 25; i++) {
      last = await guesser.client.get(`/api/checkout/pro_lane?promoCode=guess${i}${word()}`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(last!.body.error.code).toBe('RATE_LIMITED');
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    // a quote without a code still answers
    expect((await guesser.client.get('/api/checkout/pro_lane')).status).toBe(200);
  });
});

describe('site search and premium posts', () => {
  it('when a guest searches for words only in the locked part of a premium post, then the post is not listed; its title still finds it', async () => {
    const admin = await loginAs('admin');
    const [titleWord, lockedWord] = [word(), word()];
    const tag = await admin.client.request('/api/content-tags', {
      json: { name: 'Security premium', slug: `premium-${word()}`, requiredMembershipTier: 'pro_lane' },
    });
    expect(tag.status, tag.text).toBe(201);
    const content = `${'Free words anyone reads before the lock. '.repeat(12)}Locked: ${lockedWord} is the secret.`;
    const post = await admin.client.request('/api/blog', { json: { title: `Premium ${titleWord}`, content, category: 'Technique' } });
    expect(post.status, post.text).toBe(201);
    const rel = await admin.client.request(`/api/content-tags/${tag.body.id}/relations`, {
      json: { contentType: 'blog_post', contentId: post.body.id },
    });
    expect([200, 201]).toContain(rel.status);
    const guest = new Client('guest');
    const ids = async (q: string) => ((await guest.get(`/api/search?q=${q}`)).body.results as { id: string }[]).map((h) => h.id);
    await eventually(async () => (await ids(titleWord)).includes(post.body.id), 'the post in the search index');
    expect(await ids(lockedWord)).not.toContain(post.body.id);
  });
});

/** Two members who are friends, the owner sharing practice with friends and with a session logged. */
async function friendsSharing(): Promise<{ owner: Account; friend: Account; sessionId: string }> {
  const owner = await newMember('sharer');
  const friend = await newMember('friend');
  const asked = await eventually(async () => {
    const res = await owner.client.request('/api/relationships', { json: { relatedUserId: friend.id, type: 'friend' } });
    return res.status === 201 ? res : undefined;
  }, 'community to know the friend');
  expect((await friend.client.request(`/api/relationships/${encodeURIComponent(asked.body.id)}/accept`, { method: 'POST' })).status).toBe(
    200,
  );
  expect(
    (await owner.client.request('/api/practice/sharing', { method: 'PUT', json: { shareWithFriends: true, shareWithCoaches: true } }))
      .status,
  ).toBe(200);
  const session = await owner.client.request('/api/practice/sessions', {
    json: { date: new Date().toISOString().slice(0, 10), title: 'Shared round', scores: [{ total: 23 }] },
  });
  expect(session.status, session.text).toBe(201);
  return { owner, friend, sessionId: session.body.id };
}

describe('kudos notifications', () => {
  it('when a friend gives and takes back kudos five times, then the owner gets one kudos notification', async () => {
    const { owner, friend, sessionId } = await friendsSharing();
    const kudos = `/api/feed/${encodeURIComponent(`practice_session:${sessionId}`)}/kudos`;
    await eventually(async () => (await friend.client.request(kudos, { method: 'POST' })).status === 200, 'the session in the feed');
    await friend.client.request(kudos, { method: 'DELETE' });
    for (let i = 0; i < 4; i++) {
      expect((await friend.client.request(kudos, { method: 'POST' })).status).toBe(200);
      expect((await friend.client.request(kudos, { method: 'DELETE' })).status).toBe(200);
    }
    const kudosNotices = async () =>
      ((await owner.client.get('/api/notifications')).body as { title: string }[]).filter((n) => n.title === 'New kudos');
    await eventually(async () => (await kudosNotices()).length > 0, 'the kudos notification');
    // time for any further notice to arrive
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await kudosNotices()).toHaveLength(1);
  });
});

describe('sharing during the deletion grace period', () => {
  it("when a member asks for their account's deletion, then a friend reads none of their sessions, stats or journal, and a guest not their activity", async () => {
    const { owner, friend } = await friendsSharing();
    const entry = await owner.client.request('/api/journal/entries', {
      json: { date: new Date().toISOString().slice(0, 10), title: 'Open entry', content: 'Shared', isPrivate: false },
    });
    expect(entry.status, entry.text).toBe(201);
    const reads = ['/sessions', '/stats', '/journal-entries', `/journal-entries/${entry.body.id}`].map(
      (p) => `/api/practice/members/${owner.id}${p}`,
    );
    await eventually(async () => (await friend.client.get(reads[0]!)).status === 200, 'practice to know the friendship');
    const profile = await owner.client.request('/api/user', { method: 'PATCH', json: { isPublicProfile: true } });
    expect(profile.status, profile.text).toBe(200);
    const guest = new Client('guest');
    await eventually(async () => (await guest.get(`/api/feed/members/${owner.id}`)).status === 200, 'the public activity page');

    const deletion = await owner.client.request('/api/user/deletion', { json: { confirm: 'DELETE' } });
    expect(deletion.status, deletion.text).toBe(202);
    await eventually(async () => (await friend.client.get(reads[0]!)).status === 404, 'practice to stop sharing');
    for (const path of reads) expect((await friend.client.get(path)).status, path).toBe(404);
    await eventually(async () => (await guest.get(`/api/feed/members/${owner.id}`)).status === 404, 'the activity page to close');
    expect((await friend.client.get(`/api/feed/members/${owner.id}`)).status).toBe(404);
  });
});
