import { randomBytes } from 'node:crypto';
import { loginAs, newMember, type Account } from './client.ts';
import { sampleValid } from './arbitraries.ts';
import { fill, type Route } from './routes.ts';
import { tame } from './tame.ts';

export const randomObjectId = () => randomBytes(12).toString('hex');

/** Capabilities every member holds: a route needing only these serves the member's own data. */
const MEMBER_CAPABILITIES = new Set(['member.tools', 'notifications.own']);

/** Routes that address one member's own record by id: another member must get 404 (or 403), never the record. */
export const isOwnedRoute = (r: Route, routes: Route[]) =>
  r.auth === 'required' &&
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
  if (route.params.length !== 1) throw new Error(`no fixture for ${route.label}; name one in infra/security/support/owned.ts`);
  return { [route.params[0]!]: await create(collectionOf(route.path)) };
}

/** A new member the community service knows already: auth's event reaches it a moment after the registration. */
export async function knownMember(asker: Account): Promise<Account> {
  const member = await newMember('asked');
  for (let attempt = 0; attempt < 50; attempt++) {
    // asking a member who does not coach to coach: 404 until the community knows them, then 400; nothing is stored
    const res = await asker.client.request('/api/relationships', { json: { relatedUserId: member.id, type: 'coach' } });
    if (res.status === 400) return member;
    if (res.status !== 404) throw new Error(`waiting for ${member.username} in the community: ${res.status} ${res.text.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${member.username} never reached the community service`);
}

/** A record of a public catalogue (a tip, an AMA...), created by the run's admin. */
export async function publicRecord(collection: string, routes: Route[]): Promise<string> {
  const admin = await loginAs('admin');
  const creator = routes.find((r) => r.method === 'post' && r.path === collection);
  if (!creator?.body) throw new Error(`nothing creates ${collection}`);
  for (let attempt = 0; attempt < 20; attempt++) {
    // a fresh seed each time: unique fields (episode numbers, slugs) may clash with records other suites made
    const res = await admin.client.request(collection, { json: sampleValid(creator.body, Math.floor(Math.random() * 2 ** 31)) });
    if (res.status === 201 && idOf(res.body)) return idOf(res.body)!;
    if (res.status !== 409) throw new Error(`creating ${collection}: ${res.status} ${res.text.slice(0, 300)}`);
  }
  throw new Error(`creating ${collection}: every attempt conflicted`);
}

export const pathWith = (route: Route, params: Record<string, string>) => fill(route, (name) => params[name] ?? randomObjectId());
