import { coachSession, loginAs, newCoach, newMember, Client, type Account, type Reply } from './client.ts';
import { allowed, type Route } from './routes.ts';
import { forumCategoryId, isOwnedRoute, knownMember, ownedParams, pathWith, publicRecord } from './owned.ts';
import { sampleValid } from './arbitraries.ts';
import { DISCIPLINE_RULES } from '@trap/contracts';
import { tame } from './tame.ts';

export interface Actors {
  member: Account;
  admin: Account;
  superadmin: Account;
}

export async function actors(): Promise<Actors> {
  const [member, admin, superadmin] = await Promise.all([newMember(), loginAs('admin'), loginAs('superadmin')]);
  return { member, admin, superadmin };
}

/** Who may call a route: visitors for public ones (a fresh browser each), else the least role allowed. */
function actorFor(route: Route, a: Actors): Client | Account {
  if (route.auth !== 'required') return new Client('visitor');
  if (!route.capability || allowed(route, 'member')) return a.member;
  return allowed(route, 'admin') ? a.admin : a.superadmin;
}

export interface WriteTarget {
  route: Route;
  client: Client;
  path: string;
  send(json: unknown, extra?: { raw?: string | Buffer; headers?: Record<string, string> }): Promise<Reply>;
  /** The payload with its links to other records (a tip to save) pointing at real ones. */
  linked<T>(json: T): T;
  /** What the service holds now for this write (the record, or the list it lands in), if anything reads it back. */
  read(written?: Reply): Promise<Reply | undefined>;
}

const idOf = (body: { id?: string; _id?: string } | undefined) => body?.id ?? body?._id;
const recordTemplate = (path: string) => path.replace(/(\{[^}]+\}).*$/, '$1');

/** A forum topic and a reply of the member's own (a reply is edited by its author only). */
async function forumReplyOf(member: Account): Promise<{ id: string; replyId: string }> {
  const topic = await member.client.request('/api/forum/topics', {
    json: { title: 'Fixture topic', content: 'Fixture', categoryId: await forumCategoryId(member) },
  });
  if (topic.status !== 201) throw new Error(`forum topic: ${topic.status} ${topic.text.slice(0, 300)}`);
  const reply = await member.client.request(`/api/forum/topics/${topic.body.id}/replies`, { json: { content: 'Fixture reply' } });
  if (reply.status !== 201) throw new Error(`forum reply: ${reply.status} ${reply.text.slice(0, 300)}`);
  return { id: topic.body.id, replyId: reply.body.id };
}

/** A member's comment under a post visitors see, for a blog moderator to act on. */
async function blogCommentOf(member: Account, admin: Account): Promise<string> {
  const post = await admin.client.request('/api/blog', { json: { title: 'Fixture post', content: 'Fixture', category: 'Training' } });
  if (post.status !== 201) throw new Error(`blog post: ${post.status} ${post.text.slice(0, 300)}`);
  const comment = await member.client.request(`/api/blog/${idOf(post.body)}/comments`, { json: { content: 'Fixture comment' } });
  if (comment.status !== 201) throw new Error(`blog comment: ${comment.status} ${comment.text.slice(0, 300)}`);
  return idOf(comment.body)!;
}

/** A club event a coach proposed: pending until an admin approves or rejects it. */
async function pendingClubEvent(routes: Route[]): Promise<string> {
  const coach = await coachSession();
  const creator = routes.find((r) => r.method === 'post' && r.path === '/api/club-events')!;
  const res = await coach.client.request('/api/club-events', { json: tame(creator, sampleValid(creator.body!, Math.floor(Math.random() * 2 ** 31))) });
  if (res.status !== 201 || res.body?.status !== 'pending') throw new Error(`pending club event: ${res.status} ${res.text.slice(0, 300)}`);
  return idOf(res.body)!;
}

/**
 * A club event of its own that the admin organises, taking paid entries in every discipline (its
 * comps and cash entries are recorded against those fees). Its own: fees on the shared public event
 * would turn away the free registrations the other suites send to it.
 */
async function paidEvent(admin: Account, routes: Route[]): Promise<string> {
  const creator = routes.find((r) => r.method === 'post' && r.path === '/api/club-events')!;
  const start = Date.now() + 30 * 86_400_000;
  const body = { ...(tame(creator, sampleValid(creator.body!, 11)) as Record<string, unknown>), startDate: new Date(start).toISOString(), endDate: null };
  const event = await admin.client.request('/api/club-events', { json: body });
  if (event.status !== 201) throw new Error(`paid event: ${event.status} ${event.text.slice(0, 300)}`);
  const id = idOf(event.body)!;
  const fees = Object.keys(DISCIPLINE_RULES).map((discipline) => ({ discipline, memberPaise: 150_000, guestPaise: 200_000 }));
  const set = await admin.client.request(`/api/club-events/${id}/entry-fees`, { method: 'put', json: { fees } });
  if (set.status !== 200) throw new Error(`entry fees: ${set.status} ${set.text.slice(0, 300)}`);
  return id;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** A shoot of an approved club event (the admin organises it), one squad of one guest, and a target the scorer scored. */
async function scoredTarget(scorer: Account, admin: Account, routes: Route[]): Promise<{ id: string; squadId: string; targetId: string }> {
  const eventId = await publicRecord('/api/club-events', routes);
  const shoot = await admin.client.request('/api/shoots', {
    json: {
      eventId,
      title: 'Fixture shoot',
      disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
      squads: [{ name: 'Squad 1', discipline: 'olympic-trap', startsAt: inAnHour(), shooters: [{ name: 'Guest Shooter' }] }],
    },
  });
  if (shoot.status !== 201) throw new Error(`shoot: ${shoot.status} ${shoot.text.slice(0, 300)}`);
  const squad = shoot.body.squads[0] as { id: string; shooters: { id: string }[] };
  const base = `/api/shoots/${shoot.body.id}/squads/${squad.id}`;
  const joined = await scorer.client.request(`${base}/scorer`, { json: { code: shoot.body.code } });
  if (joined.status !== 200) throw new Error(`scorer: ${joined.status} ${joined.text.slice(0, 300)}`);
  const targetId = `fixture${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const scored = await scorer.client.request(`${base}/targets`, {
    json: { id: targetId, shooterId: squad.shooters[0]!.id, round: 1, outcome: 'first' },
  });
  if (scored.status >= 300) throw new Error(`target: ${scored.status} ${scored.text.slice(0, 300)}`);
  return { id: shoot.body.id, squadId: squad.id, targetId };
}

/** A slot tomorrow on a range's board: its staff (the admin) names a layout and opens the slot. */
async function openSlot(admin: Account, routes: Route[]): Promise<{ id: string; slotId: string }> {
  const id = await publicRecord('/api/shooting-ranges', routes);
  const layouts = await admin.client.request(`/api/shooting-ranges/${id}/layouts`, { method: 'put', json: { layouts: [{ name: 'Layout 1' }] } });
  const layoutId = (layouts.body?.layouts as { id: string }[] | undefined)?.[0]?.id;
  if (layouts.status !== 200 || !layoutId) throw new Error(`range layouts: ${layouts.status} ${layouts.text.slice(0, 300)}`);
  const date = new Date(Date.now() + 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const slot = await admin.client.request(`/api/shooting-ranges/${id}/slots`, {
    json: { date, time: '10:00', layoutId, pricePaise: 50_000, capacity: 6 },
  });
  if (slot.status !== 201) throw new Error(`range slot: ${slot.status} ${slot.text.slice(0, 300)}`);
  return { id, slotId: idOf(slot.body)! };
}

/** Everything needed to call one write endpoint for real: the caller, an existing record where the path names one, a read-back. */
export async function writeTarget(route: Route, routes: Route[], a: Actors): Promise<WriteTarget> {
  // a coach edits their own coach profile
  const coach = route.path === '/api/coaches/{id}/profile' ? await newCoach() : undefined;
  // asking for one's account to be deleted ends the caller's sessions: a member of its own, never the shared one
  const leaving = route.path === '/api/user/deletion' ? await newMember('leaving') : undefined;
  // a member's plan (auto-renew, trial, checkout) is one record the concurrent payment routes all change: a payer of its own each
  const payer =
    route.path.startsWith('/api/payments/') && route.auth === 'required' && allowed(route, 'member') ? await newMember('payer') : undefined;
  // a range's slot board is managed by its staff (ranges.manage, or the range's named managers: checked by the service)
  const rangeStaff = /^\/api\/shooting-ranges\/\{id\}\/(layouts|slots)$/.test(route.path) ? a.admin : undefined;
  // a member organises shoots only for events they proposed (the service checks): the admin (Elite Trigger) organises the public one
  // the organiser creates shoots, and scores (and corrects) the fixture's card: the fuzz member's own
  // wrong join codes, sent by the fuzz of the claim route, spend that member's budget of misses
  // an event's entry fees, its comp and cash entries and its squads from check-in are its organiser's: staff who approve events (the admin)
  const organiser =
    (route.path === '/api/shoots' && route.method === 'post') ||
    route.path === '/api/shoots/{id}/squads/{squadId}/targets/{targetId}' ||
    route.path === '/api/club-events/{id}/entry-fees' ||
    route.path === '/api/club-events/{id}/entries/recorded' ||
    route.path === '/api/club-events/{id}/check-ins' ||
    route.path === '/api/club-events/{id}/squad-proposal/accept'
      ? a.admin
      : undefined;
  const actor = coach ?? leaving ?? payer ?? rangeStaff ?? organiser ?? actorFor(route, a);
  const client = actor instanceof Client ? actor : actor.client;
  let params: Record<string, string> = {};
  if (coach) params = { id: coach.id };
  else if (route.params.length) {
    if (isOwnedRoute(route, routes)) params = await ownedParams(route, a.member, routes);
    else if (route.path === '/api/forum/topics/{id}/replies/{replyId}' && !(actor instanceof Client)) params = await forumReplyOf(actor);
    // forum moderation: a member's topic; blog comment moderation: a member's comment
    else if (route.path === '/api/moderation/forum/topics/{id}/moderate') params = { id: (await forumReplyOf(a.member)).id };
    else if (route.path === '/api/moderation/forum/topics/{id}/replies/{replyId}/moderate') params = await forumReplyOf(a.member);
    else if (route.path.startsWith('/api/blog/comments/{commentId}/')) params = { commentId: await blogCommentOf(a.member, a.admin) };
    // staff user management: a fresh member of its own is the user acted on
    else if (/^\/api\/(superadmin\/users|users)\/\{id\}\//.test(route.path)) params = { id: (await newMember('staff-target')).id };
    // match day and events: an event still pending, a target the member scored, a slot open for booking
    else if (route.path === '/api/club-events/{id}/reject') params = { id: await pendingClubEvent(routes) };
    else if (
      route.path === '/api/club-events/{id}/entries/recorded' ||
      route.path === '/api/club-events/{id}/entry-fees' ||
      route.path === '/api/club-events/{id}/check-ins' ||
      route.path === '/api/club-events/{id}/squad-proposal/accept'
    )
      params = { id: await paidEvent(a.admin, routes) };
    else if (route.path === '/api/shoots/{id}/squads/{squadId}/targets/{targetId}') params = await scoredTarget(a.admin, a.admin, routes);
    else if (route.path === '/api/shooting-ranges/{id}/slots/{slotId}/booking') params = await openSlot(a.admin, routes);
    else if (route.params.length === 1)
      params = { [route.params[0]!]: await publicRecord(route.path.slice(0, route.path.indexOf('/{')), routes) };
  }
  const path = pathWith(route, params);
  await client.visit();
  // Bodies that name another record: a real one of them, made once for this target.
  const tipId = route.path === '/api/shooting-tips/saved' ? await publicRecord('/api/shooting-tips', routes) : undefined;
  const asked = route.path === '/api/relationships' && !(actor instanceof Client) ? await knownMember(actor) : undefined;
  // a topic is moved to one of the seeded categories
  const category = route.path === '/api/moderation/forum/topics/{id}/moderate' ? await forumCategoryId(a.member) : undefined;
  // a shoot belongs to a real club event
  const event = route.path === '/api/shoots' && route.method === 'post' ? await publicRecord('/api/club-events', routes) : undefined;
  const linked = <T>(json: T): T => {
    if (!json || typeof json !== 'object' || Array.isArray(json)) return json;
    const { tipId: named, relatedUserId } = json as { tipId?: unknown; relatedUserId?: unknown };
    if (tipId && typeof named === 'string' && /^[0-9a-f]{24}$/i.test(named)) return { ...json, tipId };
    const { categoryId } = json as { categoryId?: unknown };
    if (category && typeof categoryId === 'string' && /^[0-9a-f]{24}$/i.test(categoryId)) return { ...json, categoryId: category };
    const { eventId } = json as { eventId?: unknown };
    if (event && typeof eventId === 'string' && /^[0-9a-f]{24}$/i.test(eventId)) return { ...json, eventId: event };
    // a friend request to a real member (the one made here does not coach, so a coach request becomes a friend request)
    if (asked && typeof relatedUserId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(relatedUserId)) {
      const type = (json as { type?: unknown }).type;
      return { ...json, relatedUserId: asked.id, ...(type === 'coach' ? { type: 'friend' } : {}) };
    }
    return json;
  };
  const getOf = (template: string) => routes.find((r) => r.method === 'get' && r.path === template);
  return {
    route,
    client,
    path,
    linked,
    send: (json, extra = {}) =>
      client.request(path, {
        method: route.method,
        ...(extra.raw !== undefined ? { raw: extra.raw } : { json: linked(json) }),
        headers: extra.headers,
      }),
    read: async (written) => {
      const id = idOf(written?.body);
      const base = route.path.includes('/{') ? route.path.slice(0, route.path.indexOf('/{')) : route.path;
      if (id && getOf(`${base}/{id}`)) return client.get(`${base}/${id}`);
      if (getOf(route.path)) return client.get(path);
      const record = recordTemplate(route.path);
      if (record !== route.path && getOf(record)) return client.get(pathWith({ ...route, path: record }, params));
      if (getOf(base)) return client.get(base);
      return undefined;
    },
  };
}

/** Ids, times and owners the service sets itself; everything else a client sent must come back as sent. */
const SERVER_FIELDS = new Set(['password', 'idempotencyKey']);

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** Whether what came back (b) holds what was sent (a): fields the server adds are not differences. */
const sameValue = (a: unknown, b: unknown): boolean => {
  // nothing sent (absent, null, empty text) leaves the service free to fill in a default or a derived value
  if (empty(a)) return true;
  if (typeof a === 'string' && typeof b === 'string' && a !== b) {
    // a date may come back as a full timestamp of the same instant
    const ta = Date.parse(a);
    const tb = Date.parse(b);
    return /^\d{4}-\d\d-\d\d/.test(a) && !Number.isNaN(ta) && ta === tb;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    // a list of tags is a set: the service may drop repeats
    if (Array.isArray(a) && a.every((x) => typeof x === 'string') && (b as unknown[]).every((x) => typeof x === 'string'))
      return [...new Set(a)].sort().join('\u0000') === [...new Set(b as string[])].sort().join('\u0000');
    if (Array.isArray(a) && a.length !== (b as unknown[]).length) return false;
    return Object.keys(a).every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
};

/**
 * Where the stored record differs from what was sent (zod's parsed view: trimmed, with defaults).
 * An answer that is not the record (a thank-you message, a count) and has no read-back is not compared.
 */
export function differences(sent: Record<string, unknown>, stored: unknown): string[] {
  if (!stored || typeof stored !== 'object') return [];
  // as the client sees it: dates as ISO text
  sent = JSON.parse(JSON.stringify(sent)) as Record<string, unknown>;
  const keys = Object.keys(sent).filter((k) => !SERVER_FIELDS.has(k));
  if (keys.filter((k) => k in stored).length * 2 < keys.length) return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    if (SERVER_FIELDS.has(key) || !(key in (stored as object))) continue;
    const got = (stored as Record<string, unknown>)[key];
    if (!sameValue(value, got))
      out.push(`${key}: sent ${JSON.stringify(value)?.slice(0, 200)}, stored ${JSON.stringify(got)?.slice(0, 200)}`);
  }
  return out;
}

/** The record a read-back answer holds for a write: the record itself, or the list item with its id. */
export function storedRecord(read: Reply | undefined, written: Reply): unknown {
  if (!read || read.status !== 200) return written.body;
  const id = idOf(written.body);
  const list = Array.isArray(read.body) ? read.body : Array.isArray(read.body?.items) ? read.body.items : undefined;
  if (list) return (id && list.find((i: { id?: string }) => idOf(i) === id)) ?? written.body;
  return read.body;
}
