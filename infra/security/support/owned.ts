import { randomBytes } from 'node:crypto';
import { loginAs, newMember, type Account } from './client.ts';
import { sampleValid } from './arbitraries.ts';
import { fill, type Route } from './routes.ts';
import { tame } from './tame.ts';
import { eventually } from './eventually.ts';

export const randomObjectId = () => randomBytes(12).toString('hex');

/** Capabilities every member holds: a route needing only these serves the member's own data. */
const MEMBER_CAPABILITIES = new Set(['member.tools', 'notifications.own']);

/** Routes that address one member's own record by id: another member must get 404 (or 403), never the record. */
/** Shared catalogue entries read with the caller's own progress: every member gets an answer. */
const CATALOGUE_ENTRIES = new Set(['/api/skills/{id}', '/api/challenges/{id}', '/api/checkout/{tier}']);
/** A shoot's join code is what scorers share: any member who holds it opens the shoot (a wrong code is 404). */
const BEARER_CODES = new Set(['/api/shoots/code/{code}']);

export const isOwnedRoute = (r: Route, routes: Route[]) =>
  r.auth === 'required' &&
  !CATALOGUE_ENTRIES.has(r.path) &&
  !BEARER_CODES.has(r.path) &&
  r.params.length > 0 &&
  (!r.capability || MEMBER_CAPABILITIES.has(r.capability)) &&
  !r.path.endsWith('/stream') &&
  !onPublicRecord(r, routes);

/**
 * `/api/amas/{id}/reminder`: the id names a public record (GET /api/amas/{id} is public) and the
 * route acts on the caller's own state about it, so another member legitimately gets an answer.
 */
const onPublicRecord = (r: Route, routes: Route[]) => {
  const record = r.path.replace(/(\{[^}]+\}).*$/, '$1');
  return record !== r.path && routes.some((o) => o.method === 'get' && o.path === record && o.auth !== 'required');
};

/** `/api/journal/entries/{id}/x` -> `/api/journal/entries` */
const collectionOf = (path: string) => path.slice(0, path.indexOf('/{'));

const idOf = (body: { id?: string; _id?: string } | undefined) => body?.id ?? body?._id;

/**
 * Makes a record for `owner` that `route` addresses and returns its path parameters. The generic
 * way: POST a valid generated body to the route's collection (the contract says what valid is).
 * The few records that are not created that way are named here.
 */
export async function ownedParams(route: Route, owner: Account, routes: Route[]): Promise<Record<string, string>> {
  const c = owner.client;
  const create = async (path: string): Promise<string> => {
    const creator = routes.find((r) => r.method === 'post' && r.path === path);
    if (!creator) throw new Error(`no fixture for ${route.label}: nothing creates ${path}; name one in infra/security/support/owned.ts`);
    const res = await c.request(path, { json: creator.body ? tame(creator, sampleValid(creator.body)) : {} });
    if (res.status >= 300 || !idOf(res.body))
      throw new Error(`creating ${path} for ${route.label}: ${res.status} ${res.text.slice(0, 300)}`);
    return idOf(res.body)!;
  };
  if (route.path.startsWith('/api/users/{id}')) return { id: owner.id };
  if (route.params.length === 1 && route.params[0] === 'sessionId') return { sessionId: await create('/api/practice/sessions') };
  if (route.path.startsWith('/api/notifications/{id}')) {
    const made = await c.request('/api/notifications/test', { json: {} });
    if (made.status >= 300) throw new Error(`test notification: ${made.status} ${made.text}`);
    const id = idOf(Array.isArray(made.body) ? made.body[0] : made.body);
    if (!id) throw new Error(`no notification for ${owner.username}: ${made.text.slice(0, 300)}`);
    return { id };
  }
  if (route.path.startsWith('/api/shooting-tips/saved/{tipId}')) {
    const tipId = await publicRecord('/api/shooting-tips', routes);
    const saved = await c.request('/api/shooting-tips/saved', { json: { tipId, notes: 'my note' } });
    if (saved.status >= 300) throw new Error(`saving tip: ${saved.status} ${saved.text}`);
    return { tipId };
  }
  // a member's shared practice: the owner's own, with a record of theirs where the path names one
  if (route.path.startsWith('/api/practice/members/{userId}')) {
    if (route.path.endsWith('/sessions/{id}')) return { userId: owner.id, id: await create('/api/practice/sessions') };
    if (!route.path.endsWith('/journal-entries/{id}')) return { userId: owner.id };
    const entry = await c.request('/api/journal/entries', {
      json: { date: '2026-01-05', title: 'Shared', content: 'For my coach', isPrivate: false },
    });
    if (entry.status >= 300) throw new Error(`journal entry: ${entry.status} ${entry.text}`);
    return { userId: owner.id, id: idOf(entry.body)! };
  }
  if (route.path.startsWith('/api/relationships/{id}')) {
    const sent = await c.request('/api/relationships', { json: { relatedUserId: (await knownMember(owner)).id, type: 'friend' } });
    if (sent.status !== 201) throw new Error(`friend request: ${sent.status} ${sent.text}`);
    return { id: sent.body.id };
  }
  // a member the owner blocked
  if (route.path === '/api/friends/blocks/{userId}') {
    const blocked = await knownMember(owner);
    const res = await c.request('/api/friends/blocks', { json: { userId: blocked.id } });
    if (res.status !== 204) throw new Error(`blocking: ${res.status} ${res.text}`);
    return { userId: blocked.id };
  }
  // a private squad of the owner (a public one is rightly seen by every member), its invited member or a session of it
  if (route.path.startsWith('/api/squads/{id}') || route.path.startsWith('/api/group-sessions/{id}')) {
    const squad = await c.request('/api/squads', { json: { name: 'Fixture squad', isPrivate: true } });
    if (squad.status !== 201) throw new Error(`squad: ${squad.status} ${squad.text.slice(0, 300)}`);
    const id = idOf(squad.body)!;
    if (route.path.includes('{userId}')) {
      const invitee = await knownMember(owner);
      const invited = await c.request(`/api/squads/${id}/invitations`, { json: { userId: invitee.id } });
      if (invited.status !== 201) throw new Error(`squad invitation: ${invited.status} ${invited.text.slice(0, 300)}`);
      return { id, userId: invitee.id };
    }
    if (route.path.startsWith('/api/squads/')) return { id };
    const date = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const session = await c.request(`/api/squads/${id}/sessions`, { json: { title: 'Fixture session', date, location: 'Fixture range' } });
    if (session.status !== 201) throw new Error(`group session: ${session.status} ${session.text.slice(0, 300)}`);
    return { id: idOf(session.body)! };
  }
  // an item of the owner's activity feed: one of their practice sessions, once practice's event reached the feed
  if (route.path.startsWith('/api/feed/{itemId}')) {
    const itemId = `practice_session:${await create('/api/practice/sessions')}`;
    // the item's own comments answer 404 until it exists (the fuzzer's forum topics can push it past any page of the feed)
    for (let i = 0; ; i++) {
      const seen = await c.get(`/api/feed/${encodeURIComponent(itemId)}/comments`);
      if (seen.status === 200) break;
      if (i > 150) throw new Error(`feed item ${itemId} never arrived: ${seen.status} ${seen.text.slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!route.path.includes('{commentId}')) return { itemId };
    const comment = await c.request(`/api/feed/${encodeURIComponent(itemId)}/comments`, { json: { text: 'Fixture comment' } });
    if (comment.status !== 201) throw new Error(`feed comment: ${comment.status} ${comment.text.slice(0, 300)}`);
    return { itemId, commentId: idOf(comment.body)! };
  }
  // one of the owner's logins: their own sessions list names it
  if (route.path === '/api/sessions/{id}') {
    const list = await c.get('/api/sessions');
    const id = (list.body as { items?: { id?: string }[] } | undefined)?.items?.[0]?.id;
    if (list.status !== 200 || !id) throw new Error(`sessions: ${list.status} ${list.text.slice(0, 300)}`);
    return { id };
  }
  // a maintenance record of one of the owner's equipment items
  if (route.path === '/api/equipment/items/{id}/maintenance/{recordId}') {
    const id = await create('/api/equipment/items');
    const made = await c.request(`/api/equipment/items/${id}/maintenance`, {
      json: { maintenanceDate: '2026-01-05', maintenanceType: 'Cleaning' },
    });
    if (made.status !== 201) throw new Error(`maintenance record: ${made.status} ${made.text.slice(0, 300)}`);
    return { id, recordId: idOf(made.body)! };
  }
  // a payment order of the owner (a paid tier), and for the invoice the order paid on the test gateway
  if (
    route.path.startsWith('/api/payments/orders/{id}') ||
    route.path.startsWith('/api/payments/test-gateway/orders/{id}') ||
    route.path === '/api/payments/invoices/{id}'
  ) {
    const made = await c.request('/api/payments/orders', { json: { tier: 'pro_lane' } });
    const id = (made.body as { order?: { id?: string } } | undefined)?.order?.id;
    if (made.status !== 201 || !id) throw new Error(`payment order: ${made.status} ${made.text.slice(0, 300)}`);
    if (route.path !== '/api/payments/invoices/{id}') return { id };
    const paid = await c.request(`/api/payments/test-gateway/orders/${id}`, { json: { outcome: 'success' } });
    const order = await c.get(`/api/payments/orders/${id}`);
    const invoiceId = (order.body as { invoiceId?: string } | undefined)?.invoiceId;
    if (paid.status !== 200 || !invoiceId) throw new Error(`paid order: ${paid.status} ${order.text.slice(0, 300)}`);
    return { id: invoiceId };
  }
  if (route.params.length !== 1) throw new Error(`no fixture for ${route.label}; name one in infra/security/support/owned.ts`);
  return { [route.params[0]!]: await create(collectionOf(route.path)) };
}

/** A new member the community service knows already: auth's event reaches it a moment after the registration. */
export async function knownMember(asker: Account): Promise<Account> {
  const member = await newMember('asked');
  return eventually(async () => {
    // asking a member who does not coach to coach: 404 until the community knows them, then 400; nothing is stored
    const res = await asker.client.request('/api/relationships', { json: { relatedUserId: member.id, type: 'coach' } });
    if (res.status === 400) return member;
    if (res.status !== 404) throw new Error(`waiting for ${member.username} in the community: ${res.status} ${res.text.slice(0, 300)}`);
    return null;
  }, `${member.username} to reach the community service`);
}

/** A record of a public catalogue (a tip, an AMA...), created by the run's admin. */
export async function publicRecord(collection: string, routes: Route[]): Promise<string> {
  const admin = await loginAs('admin');
  const creator = routes.find((r) => r.method === 'post' && r.path === collection);
  if (!creator?.body) throw new Error(`nothing creates ${collection}`);
  for (let attempt = 0; attempt < 20; attempt++) {
    // a fresh seed each time: unique fields (episode numbers, slugs) may clash with records other suites made
    const json = sampleValid(creator.body, Math.floor(Math.random() * 2 ** 31)) as Record<string, unknown>;
    // a forum topic names one of the seeded categories
    if (collection === '/api/forum/topics') json.categoryId = await forumCategoryId(admin);
    // an AMA is live, so its room takes questions (an upcoming or past one rightly refuses them with 409)
    if (collection === '/api/amas') json.status = 'live';
    // a blog post visitors see (comments go only under those): published, dated now
    if (collection === '/api/blog') Object.assign(json, { status: 'published', publishedAt: new Date().toISOString() });
    const res = await admin.client.request(collection, { json });
    if (res.status === 201 && idOf(res.body)) return idOf(res.body)!;
    if (res.status !== 409) throw new Error(`creating ${collection}: ${res.status} ${res.text.slice(0, 300)}`);
  }
  throw new Error(`creating ${collection}: every attempt conflicted`);
}

/** One of the forum's seeded categories. */
export async function forumCategoryId(asker: Account): Promise<string> {
  const res = await asker.client.get('/api/forum/categories');
  const id = Array.isArray(res.body) ? idOf(res.body[0]) : undefined;
  if (res.status !== 200 || !id) throw new Error(`forum categories: ${res.status} ${res.text.slice(0, 300)}`);
  return id;
}

export const pathWith = (route: Route, params: Record<string, string>) => fill(route, (name) => params[name] ?? randomObjectId());
