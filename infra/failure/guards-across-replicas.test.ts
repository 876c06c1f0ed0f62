import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionStore } from '@trap/kit';
import { signTestToken } from '@trap/kit/testing';
import { PROMO_MESSAGES } from '@trap/contracts';
import { startFailureStack, until, type ApiClient, type FailureStack } from './support.ts';

/**
 * The product's compare-and-set guards when the competing requests reach two replicas of the owning
 * service at the same moment. Every request goes straight to one replica's port (request i to
 * replica i mod 2, all sent at once), so "two processes" is certain rather than left to the bff's
 * balancing; FerretDB applies an update as read, change, write back, so without the store's
 * cross-process lock one replica's write could undo the other's. Each race asserts the limit holds
 * and that nothing acknowledged is lost. The figures are logged at the end.
 */

interface Member {
  id: string;
  token: string;
}
interface Answer<T = any> {
  status: number;
  body: T;
}

const SERVICES = ['auth', 'content', 'community'] as const;
type Service = (typeof SERVICES)[number];

let s: FailureStack;
let redis: Redis;
let mongo: InstanceType<typeof mongoose.mongo.MongoClient>;
let privateKeyPem: string;
let admin: Member;
const figures: string[] = [];
const record = (line: string) => {
  figures.push(line);
  s.log.info(`guards across replicas: ${line}`);
};

/** A call straight to one replica of a service, as the bff forwards it (Bearer token, no cookie). */
async function call<T = any>(
  service: Service,
  replica: number,
  who: Member | null,
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer<T>> {
  const port = s.stack.replicaPorts[service][replica % 2]!;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (who) headers.authorization = `Bearer ${who.token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    // generous: two cores shared with Playwright and other stacks
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: body as T };
}

/** Sends every request at once, request i to replica i mod 2. */
const race = <T = any>(n: number, send: (i: number, replica: number) => Promise<Answer<T>>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i, i % 2)));

const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;
/** Anything but the expected answers (a 500, a time-out) is a failure of its own, shown whole. */
const unexpected = (answers: Answer[], ...allowed: number[]) =>
  answers.filter((a) => !allowed.includes(a.status)).map((a) => `${a.status} ${JSON.stringify(a.body).slice(0, 200)}`);

/** The session token of a client logged in through the bff (its httpOnly cookie is the signed JWT). */
function tokenOf(client: ApiClient): string {
  const match = /(?:^|;\s*)trap_session=([^;]+)/.exec(client.cookieHeader());
  if (!match) throw new Error('no session cookie');
  return decodeURIComponent(match[1]!);
}

/** A real member, registered through the bff (auth's guards need the account in auth's database). */
async function registered(tag: string): Promise<Member> {
  const { client, userId } = await s.register(tag);
  return { id: userId, token: tokenOf(client) };
}
async function registerMany(n: number, tag: string): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < n; i += 4)
    out.push(...(await Promise.all(Array.from({ length: Math.min(4, n - i) }, (_, j) => registered(`${tag}${i + j}`)))));
  return out;
}

/**
 * A member of the crowd for community's and content's races: a session signed with the stack's own
 * key and stored in its Redis, exactly what auth does at login (the kit's testing helpers' way), so
 * fifty joiners cost no password hashing. Elite Trigger, so no tier gate stands in front of a guard.
 */
async function minted(): Promise<Member> {
  const id = randomBytes(12).toString('hex');
  const sessionId = randomUUID();
  await new SessionStore(redis, s.stack.names.redisPrefix).create(sessionId, id, 3600);
  return { id, token: await signTestToken({ userId: id, sessionId, tier: 'elite_trigger', privateKeyPem }) };
}
const mintMany = (n: number) => Promise.all(Array.from({ length: n }, () => minted()));

const db = (service: Service) => mongo.db(`${s.stack.names.dbPrefix}${service}`);
const inDays = (n: number, time = '09:30') => `${new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)}T${time}:00+05:30`;
const dayFromNow = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A club event the admin proposes (approved at once: admins' events need no review). */
async function clubEvent(maxParticipants: number): Promise<string> {
  const res = await call('community', 0, admin, 'POST', '/api/club-events', {
    title: `Replica Cup ${Date.now().toString(36)}`,
    description: '',
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    startDate: inDays(5),
    endDate: inDays(5, '17:00'),
    organizer: 'Pink City Trap Club',
    contactEmail: 'shoots@pinkcity.example',
    contactPhone: '+91 90000 10022',
    maxParticipants,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

describe('compare-and-set guards when competing requests reach two replicas at once', () => {
  beforeAll(async () => {
    const started = Date.now();
    s = await startFailureStack({
      name: 'guards-across-replicas',
      // ports below the kernel's ephemeral range (32768+), apart from the other failure files' stacks
      portOffset: 21_000,
      services: [...SERVICES],
      replicas: 2,
    });
    redis = new Redis(s.stack.urls.redis, { lazyConnect: true, maxRetriesPerRequest: 3 });
    mongo = await new mongoose.mongo.MongoClient(s.stack.urls.mongo, { serverSelectionTimeoutMS: 10_000 }).connect();
    privateKeyPem = readFileSync(join(s.dataDir, 'keys', 'jwt-private.pem'), 'utf8');
    const adminClient = await s.login('admin');
    admin = { id: (await adminClient.get<{ id: string }>('/api/user')).body.id, token: tokenOf(adminClient) };
    s.log.info(`guards across replicas: 6 services and the bff ready in ${Math.round((Date.now() - started) / 1000)} s`);
  });
  afterAll(async () => {
    if (figures.length) console.log(`guards across replicas (requests raced → successes, lost):\n  ${figures.join('\n  ')}`);
    redis?.disconnect();
    await mongo?.close();
    await s?.stop();
  });

  it('when M members pay at once on both auth replicas, then M invoices are issued with unique, gap-free numbers', async () => {
    const M = 10;
    const payers = await registerMany(M, 'inv');
    const orders: string[] = [];
    for (const [i, p] of payers.entries()) {
      const res = await call('auth', i, p, 'POST', '/api/payments/orders', { tier: 'shooters_circle' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      orders.push(res.body.order.id);
    }
    const paid = await race(M, (i, r) =>
      call('auth', r, payers[i]!, 'POST', `/api/payments/test-gateway/orders/${orders[i]}`, { outcome: 'success' }),
    );
    expect(unexpected(paid, 200)).toEqual([]);
    const views = await Promise.all(orders.map((id, i) => call('auth', i + 1, payers[i]!, 'GET', `/api/payments/orders/${id}`)));
    expect(views.map((v) => v.body.status)).toEqual(Array(M).fill('paid'));
    const numbers = views.map((v) => v.body.invoiceNumber as string);
    expect(new Set(numbers).size).toBe(M);
    // one series (TI/<financial year>/NNNNN), numbers consecutive: none skipped, none taken twice
    expect(new Set(numbers.map((n) => n.split('/').slice(0, 2).join('/'))).size).toBe(1);
    const seqs = numbers.map((n) => Number(n.split('/').at(-1))).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
    // and the series' counter stands exactly at the last number handed out
    const fy = numbers[0]!.split('/')[1];
    const counter = await db('auth')
      .collection<{ _id: string; seq: number }>('counters')
      .findOne({ _id: `invoice-${fy}` });
    expect(counter?.seq).toBe(seqs.at(-1));
    record(
      `invoice series: ${M} payments raced → ${count(paid, 200)} paid, invoices ${numbers.sort()[0]}…${numbers.at(-1)} (${M} unique, gap-free), lost 0`,
    );
  }, 180_000);

  it('when 2K+ members redeem a code of K uses at once on both auth replicas, then exactly K get it and its use count is K', async () => {
    const K = 5;
    const N = 2 * K + 2;
    const slug = `replica-${Date.now().toString(36)}`;
    const tag = await call('content', 0, admin, 'POST', '/api/content-tags', {
      name: 'Replica promo',
      slug,
      tagType: 'promo',
      metaData: { discountPaise: 50_000 },
      maxUses: K,
    });
    expect(tag.status, JSON.stringify(tag.body)).toBe(201);
    const redeemers = await registerMany(N, 'promo');
    // auth learns of the code from content's event, on both replicas' shared read model
    await until(
      'auth knows the code',
      async () => (await call('auth', 1, redeemers[0]!, 'GET', `/api/checkout/shooters_circle?promoCode=${slug}`)).status === 200,
      60_000,
    );

    const answers = await race(N, (i, r) =>
      call('auth', r, redeemers[i]!, 'POST', '/api/payments/orders', { tier: 'shooters_circle', promoCode: slug }),
    );
    expect(unexpected(answers, 201, 400)).toEqual([]);
    expect(count(answers, 201)).toBe(K);
    for (const a of answers.filter((x) => x.status === 201)) expect(a.body.order).toMatchObject({ discountPaise: 50_000, promoCode: slug });
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body.error.fields).toEqual({ promoCode: PROMO_MESSAGES.usedUp });
    const stored = await db('auth').collection('promo_codes').findOne({ _id: tag.body.id });
    expect(stored?.used).toBe(K);
    // the next member on the other replica is told it is used up
    const late = await registered('promolate');
    expect(
      (await call('auth', 1, late, 'POST', '/api/payments/orders', { tier: 'shooters_circle', promoCode: slug })).body.error?.fields,
    ).toEqual({
      promoCode: PROMO_MESSAGES.usedUp,
    });
    record(
      `promo-code uses: ${N} redemptions of a ${K}-use code raced → ${count(answers, 201)} granted, use count ${stored?.used}, lost 0`,
    );
  }, 180_000);

  it('when more members than places book a range slot at once on both content replicas, then exactly the places are booked and none is left', async () => {
    const P = 4;
    const N = 14;
    const range = await call('content', 0, admin, 'POST', '/api/shooting-ranges', {
      name: `Replica Range ${Date.now().toString(36)}`,
      city: 'Pune',
      state: 'Maharashtra',
      description: 'Trap',
    });
    expect(range.status, JSON.stringify(range.body)).toBe(201);
    const rangeId = range.body.id as string;
    const layouts = await call('content', 1, admin, 'PUT', `/api/shooting-ranges/${rangeId}/layouts`, { layouts: [{ name: 'Trap 1' }] });
    expect(layouts.status, JSON.stringify(layouts.body)).toBe(200);
    const slot = await call('content', 0, admin, 'POST', `/api/shooting-ranges/${rangeId}/slots`, {
      date: dayFromNow(2),
      time: '09:00',
      layoutId: layouts.body.layouts[0].id,
      pricePaise: 150_000,
      capacity: P,
    });
    expect(slot.status, JSON.stringify(slot.body)).toBe(201);
    const bookers = await mintMany(N);
    const answers = await race(N, (i, r) =>
      call('content', r, bookers[i]!, 'POST', `/api/shooting-ranges/${rangeId}/slots/${slot.body.id}/booking`, { name: `Shooter ${i}` }),
    );
    expect(unexpected(answers, 201, 409)).toEqual([]);
    expect(count(answers, 201)).toBe(P);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.message).toBe('This slot is full');
    const staff = await call('content', 1, admin, 'GET', `/api/shooting-ranges/${rangeId}/bookings`);
    const row = staff.body.items.find((x: { id: string }) => x.id === slot.body.id);
    expect(row.bookings).toHaveLength(P);
    expect(row.placesLeft).toBe(0);
    // every acknowledged booking is among those stored
    const booked = new Set(row.bookings.map((b: { name: string }) => b.name));
    answers.forEach((a, i) => a.status === 201 && expect(booked.has(`Shooter ${i}`)).toBe(true));
    record(`range-slot places: ${N} bookings of ${P} places raced → ${count(answers, 201)} booked, places left ${row.placesLeft}, lost 0`);
  }, 120_000);

  it('when more members than places join a squad or register for a club event at once on both community replicas, then exactly the capacity gets in', async () => {
    // a squad holds fifty: its owner and 49 of the 60 joiners
    const owner = await minted();
    const squad = await call('community', 0, owner, 'POST', '/api/squads', {
      name: 'Replica Dawn Patrol',
      description: 'Two of everything',
    });
    expect(squad.status, JSON.stringify(squad.body)).toBe(201);
    const joiners = await mintMany(60);
    const joins = await race(joiners.length, (i, r) => call('community', r, joiners[i]!, 'POST', `/api/squads/${squad.body.id}/join`));
    expect(unexpected(joins, 200, 409)).toEqual([]);
    expect(count(joins, 200)).toBe(49);
    for (const a of joins.filter((x) => x.status === 409)) expect(a.body.error.message).toBe('This squad is full');
    const seen = await call('community', 1, owner, 'GET', `/api/squads/${squad.body.id}`);
    const ids = seen.body.members.map((m: { userId: string }) => m.userId);
    expect(ids).toHaveLength(50);
    expect(new Set(ids).size).toBe(50);
    joins.forEach((a, i) => a.status === 200 && expect(ids).toContain(joiners[i]!.id));
    record(`squad capacity: ${joiners.length} joins for 49 free places raced → ${count(joins, 200)} in, ${ids.length} members, lost 0`);

    const capacity = 5;
    const eventId = await clubEvent(capacity);
    const registrants = await mintMany(16);
    const regs = await race(registrants.length, (i, r) =>
      call('community', r, registrants[i]!, 'POST', `/api/club-events/${eventId}/registration`),
    );
    expect(unexpected(regs, 201, 409)).toEqual([]);
    expect(count(regs, 201)).toBe(capacity);
    const event = await call('community', 1, registrants[0]!, 'GET', `/api/club-events/${eventId}`);
    expect(event.body.registeredCount).toBe(capacity);
    // each acknowledged registrant sees themself registered, on either replica
    for (const [i, a] of regs.entries())
      if (a.status === 201)
        expect((await call('community', i + 1, registrants[i]!, 'GET', `/api/club-events/${eventId}`)).body.isRegistered).toBe(true);
    record(
      `club-event capacity: ${registrants.length} registrations for ${capacity} places raced → ${count(regs, 201)} registered, count ${event.body.registeredCount}, lost 0`,
    );
  }, 120_000);

  it('when entrants of one event are checked in, ticked twice and marked no-show at once on both community replicas, then each check-in is new once and no entrant’s change is lost', async () => {
    const eventId = await clubEvent(40);
    const fees = await call('community', 0, admin, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
      fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 }],
    });
    expect(fees.status, JSON.stringify(fees.body)).toBe(200);
    // cash entries at the range: checkable without a payment through auth
    const entryIds: string[] = [];
    for (let i = 0; i < 16; i++) {
      const made = await call('community', i, admin, 'POST', `/api/club-events/${eventId}/entries/recorded`, {
        kind: 'cash',
        discipline: 'olympic-trap',
        name: `Replica Entrant ${i + 1}`,
        amountPaise: 200_000,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      entryIds.push(made.body.id);
    }
    // the first twelve are each ticked twice (one tick to each replica), the last four marked no-show, all at once
    const ticks = entryIds.slice(0, 12).flatMap((id) => [id, id]);
    const marks = entryIds.slice(12);
    const answers = await race(ticks.length + marks.length, (i, r) =>
      i < ticks.length
        ? call('community', r, admin, 'POST', `/api/club-events/${eventId}/entries/${ticks[i]}/check-in`)
        : call('community', r, admin, 'PUT', `/api/club-events/${eventId}/entries/${marks[i - ticks.length]}/no-show`, { noShow: true }),
    );
    expect(unexpected(answers, 200)).toEqual([]);
    for (const id of entryIds.slice(0, 12)) {
      const mine = answers.slice(0, ticks.length).filter((a) => a.body.entry.id === id);
      expect(mine.filter((a) => !a.body.alreadyCheckedIn)).toHaveLength(1);
      expect(new Set(mine.map((a) => a.body.entry.checkedInAt)).size).toBe(1);
    }
    const list = await call('community', 1, admin, 'GET', `/api/club-events/${eventId}/entries`);
    const byId = new Map<string, { checkedInAt: string | null; noShow: boolean }>(list.body.items.map((e: any) => [e.id, e]));
    const checkedIn = entryIds.filter((id) => byId.get(id)!.checkedInAt).length;
    const noShows = entryIds.filter((id) => byId.get(id)!.noShow).length;
    expect(checkedIn).toBe(12);
    expect(noShows).toBe(4);
    record(
      `event check-in: ${ticks.length} ticks of 12 entrants and 4 no-show marks raced → ${checkedIn} checked in, ${noShows} no-shows, lost 0`,
    );
  }, 120_000);

  it('when one squad proposal is accepted eight times at once on both community replicas, then one shoot holds its squads', async () => {
    const eventId = await clubEvent(40);
    const fees = await call('community', 0, admin, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
      fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 }],
    });
    expect(fees.status, JSON.stringify(fees.body)).toBe(200);
    for (let i = 0; i < 9; i++) {
      const made = await call('community', i, admin, 'POST', `/api/club-events/${eventId}/entries/recorded`, {
        kind: 'cash',
        discipline: 'olympic-trap',
        name: `Squadded Entrant ${i + 1}`,
        amountPaise: 200_000,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const ticked = await call('community', i, admin, 'POST', `/api/club-events/${eventId}/entries/${made.body.id}/check-in`);
      expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    }
    const proposal = await call('community', 1, admin, 'GET', `/api/club-events/${eventId}/squad-proposal`);
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200);
    expect(proposal.body.squads.map((q: any) => q.shooters.length)).toEqual([5, 4]);
    const body = {
      proposalId: `replica-${randomUUID()}`,
      title: 'Replica Squadding',
      squads: proposal.body.squads.map((q: any) => ({
        name: q.name,
        discipline: q.discipline,
        startsAt: q.startsAt,
        shooters: q.shooters.map((p: any) => ({ entryId: p.entryId })),
      })),
    };
    const answers = await race(8, (_i, r) => call('community', r, admin, 'POST', `/api/club-events/${eventId}/squad-proposal/accept`, body));
    expect(unexpected(answers, 200)).toEqual([]);
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    const listed = await call('community', 0, admin, 'GET', `/api/shoots?eventId=${eventId}`);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0].squads.map((q: any) => q.shooters.length)).toEqual([5, 4]);
    record(`squad proposal: 8 accepts of one proposal raced → ${listed.body.items.length} shoot, ${listed.body.items[0].squads.length} squads`);
  }, 120_000);

  it('when scorers claim one squad and targets reach one card at once on both community replicas, then one scorer holds it and every target is stored with its revision', async () => {
    const eventId = await clubEvent(40);
    const shoot = await call('community', 0, admin, 'POST', '/api/shoots', {
      eventId,
      title: 'Replica League',
      disciplines: [{ discipline: 'olympic-trap', rounds: 2 }],
      squads: [
        {
          name: 'Squad A',
          discipline: 'olympic-trap',
          startsAt: inDays(5, '09:00'),
          shooters: [{ name: 'Kynan Chenai' }, { name: 'Rajeshwari K' }],
        },
        { name: 'Squad B', discipline: 'olympic-trap', startsAt: inDays(5, '10:00'), shooters: [{ name: 'Zoravar S' }] },
      ],
    });
    expect(shoot.status, JSON.stringify(shoot.body)).toBe(201);
    const { id: shootId, code, squads } = shoot.body as { id: string; code: string; squads: { id: string; shooters: { id: string }[] }[] };

    // a second scorer claim: ten claimants for one squad, exactly one holds it
    const claimants = await mintMany(10);
    const claims = await race(claimants.length, (i, r) =>
      call('community', r, claimants[i]!, 'POST', `/api/shoots/${shootId}/squads/${squads[1]!.id}/scorer`, { code }),
    );
    expect(unexpected(claims, 200, 409)).toEqual([]);
    expect(count(claims, 200)).toBe(1);
    const winner = claimants[claims.findIndex((c) => c.status === 200)]!;
    const cards = await Promise.all(
      claimants.map((c, i) => call('community', i, c, 'GET', `/api/shoots/${shootId}/squads/${squads[1]!.id}/card`)),
    );
    expect(cards.filter((c) => c.body.isScorer).length).toBe(1);
    expect(cards[claimants.indexOf(winner)]!.body.isScorer).toBe(true);
    record(`scorer claim: ${claimants.length} claims of one squad raced → ${count(claims, 200)} scorer`);

    // distinct targets to one card from both replicas: 2 shooters × 2 rounds × 12
    const scorer = await minted();
    const squad = squads[0]!;
    expect((await call('community', 0, scorer, 'POST', `/api/shoots/${shootId}/squads/${squad.id}/scorer`, { code })).status).toBe(200);
    const cards$ = db('community').collection<{ _id: string; revision: number; targets: unknown[] }>('shoot_cards');
    const cardId = `${shootId}.${squad.id}`;
    const before = (await cards$.findOne({ _id: cardId }))!.revision;
    const T = 48;
    const targets = await race(T, (i, r) =>
      call('community', r, scorer, 'POST', `/api/shoots/${shootId}/squads/${squad.id}/targets`, {
        id: `rep${i.toString().padStart(3, '0')}${randomBytes(4).toString('hex')}`,
        shooterId: squad.shooters[i % 2]!.id,
        round: 1 + (Math.floor(i / 2) % 2),
        outcome: i % 3 === 0 ? 'lost' : 'first',
      }),
    );
    expect(unexpected(targets, 200)).toEqual([]);
    expect(targets.every((t) => t.body.created)).toBe(true);
    const card = await call('community', 1, scorer, 'GET', `/api/shoots/${shootId}/squads/${squad.id}/card`);
    expect(card.body.targets).toHaveLength(T);
    expect(new Set(card.body.targets.map((t: { id: string }) => t.id))).toEqual(new Set(targets.map((t) => t.body.target.id)));
    const board = await call('community', 0, null, 'GET', `/api/shoots/${shootId}/leaderboard`);
    expect(board.body.targetsScored).toBe(T);
    // one revision per accepted write: none of the 48 was applied over another
    const stored = (await cards$.findOne({ _id: cardId }))!;
    expect(stored.targets).toHaveLength(T);
    expect(stored.revision - before).toBe(T);
    record(
      `score card: ${T} distinct targets raced to one card → ${card.body.targets.length} stored, revision ${before} → ${stored.revision} (+${stored.revision - before}), lost 0`,
    );
  }, 120_000);

  it('when many members give kudos at once and one member toggles on both community replicas, then the count equals the givers and the toggle ends consistent', async () => {
    const topic = await until(
      'a forum topic once the community knows the admin',
      async () => {
        const res = await call('community', 0, admin, 'POST', '/api/forum/topics', {
          title: `Replica kudos ${Date.now().toString(36)}`,
          content: 'Who shoots on two replicas at once?',
        });
        return res.status === 201 ? (res.body as { id: string }) : undefined;
      },
      120_000,
      1000,
    );
    const itemId = encodeURIComponent(`forum_topic:${topic.id}`);
    await until(
      'the topic in the feed',
      async () => (await call('community', 1, null, 'GET', `/api/feed/${itemId}/comments`)).status === 200,
      60_000,
    );

    const G = 24;
    const givers = await mintMany(G);
    const given = await race(G, (i, r) => call('community', r, givers[i]!, 'POST', `/api/feed/${itemId}/kudos`));
    expect(unexpected(given, 200, 201)).toEqual([]);
    expect(given.every((a) => a.body.kudosByMe === true)).toBe(true);
    // the kudos stored for the item (the admin's profile is private, so no public page shows the count)
    const kudos$ = db('community').collection<{ _id: string; itemId: string; withdrawnAt: Date | null }>('feed_kudos');
    const standing = () => kudos$.countDocuments({ itemId: `forum_topic:${topic.id}`, withdrawnAt: null });
    expect(await standing()).toBe(G);
    expect(await kudos$.countDocuments({ itemId: `forum_topic:${topic.id}` })).toBe(G);

    // one member presses give and take back on both replicas at once, twenty times
    const toggler = await minted();
    const presses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('community', i, toggler, i % 2 === 0 ? 'POST' : 'DELETE', `/api/feed/${itemId}/kudos`)),
    );
    expect(unexpected(presses, 200, 201)).toEqual([]);
    const mid = await standing();
    expect([G, G + 1]).toContain(mid);
    // one record for the member whatever the order was; the next give counts once and the next take-back leaves the givers
    expect(await kudos$.countDocuments({ itemId: `forum_topic:${topic.id}` })).toBe(G + 1);
    const give = await call('community', 1, toggler, 'POST', `/api/feed/${itemId}/kudos`);
    expect(give.body).toEqual({ kudosCount: G + 1, kudosByMe: true });
    const take = await call('community', 0, toggler, 'DELETE', `/api/feed/${itemId}/kudos`);
    expect(take.body).toEqual({ kudosCount: G, kudosByMe: false });
    record(`kudos: ${G} givers raced → count ${G}; 20 toggles of one member on both replicas → count ${mid}, then ${G + 1}/${G}, lost 0`);
  }, 240_000);

  it('when more squad members than places answer going at once on both community replicas, then exactly the places go and the rest wait in one order', async () => {
    const host = await minted();
    const squad = await call('community', 0, host, 'POST', '/api/squads', { name: 'Replica RSVP squad' });
    expect(squad.status).toBe(201);
    const members = await mintMany(14);
    for (const [i, m] of members.entries())
      expect((await call('community', i, m, 'POST', `/api/squads/${squad.body.id}/join`)).status).toBe(200);
    const places = 4;
    const planned = await call('community', 1, host, 'POST', `/api/squads/${squad.body.id}/sessions`, {
      title: 'Replica 50 targets',
      date: inDays(5),
      duration: 180,
      location: 'Dr. Karni Singh Shooting Range, Tughlakabad',
      maxParticipants: places,
    });
    expect(planned.status, JSON.stringify(planned.body)).toBe(201);
    const sessionId = planned.body.id as string;
    const answers = await race(members.length, (i, r) =>
      call('community', r, members[i]!, 'PUT', `/api/group-sessions/${sessionId}/rsvp`, { rsvp: 'going' }),
    );
    expect(unexpected(answers, 200)).toEqual([]);
    const session = await call('community', 0, host, 'GET', `/api/group-sessions/${sessionId}`);
    // the host is going: three of the fourteen join them, eleven wait
    expect(session.body.goingCount).toBe(places);
    expect(session.body.waitlistCount).toBe(members.length - (places - 1));
    const participants = session.body.participants as { userId: string; status: string; waitlistPosition: number | null }[];
    const positions = participants.filter((p) => p.status === 'waitlisted').map((p) => p.waitlistPosition);
    expect(positions.sort((a, b) => a! - b!)).toEqual(Array.from({ length: members.length - (places - 1) }, (_, i) => i + 1));
    // every acknowledged answer is stored: each member is going or waiting, once
    for (const m of members)
      expect(participants.filter((p) => p.userId === m.id).map((p) => p.status)).toEqual([expect.stringMatching(/^(going|waitlisted)$/)]);
    expect(answers.filter((a) => a.body.myRsvp === 'going')).toHaveLength(places - 1);
    record(
      `RSVPs: ${members.length} going answers for ${places - 1} free places raced → ${session.body.goingCount} going (host included), ${session.body.waitlistCount} waiting 1…${positions.length}, lost 0`,
    );
  }, 120_000);

  it('when two auth replicas change different fields of one member hundreds of times at once, then every acknowledged change is there', async () => {
    const member = await registered('probe');
    const ROUNDS = 150;
    let retried = 0;
    /** a 409 says "the profile changed while saving; please try again": the member's screen tries again */
    const patch = async (replica: number, json: Record<string, unknown>) => {
      for (let attempt = 0; ; attempt++) {
        const res = await call('auth', replica, member, 'PATCH', '/api/user', json);
        if (res.status !== 409 || attempt >= 10) return res;
        retried++;
      }
    };
    const lost: string[] = [];
    let acknowledged = 0;
    for (let r = 1; r <= ROUNDS; r++) {
      const [a, b] = await Promise.all([patch(0, { bio: `replica A round ${r}` }), patch(1, { location: `replica B round ${r}` })]);
      expect(unexpected([a, b], 200)).toEqual([]);
      acknowledged += 2;
      const seen = (await call('auth', r, member, 'GET', '/api/user/profile')).body as { bio: string; location: string };
      if (seen.bio !== `replica A round ${r}`) lost.push(`round ${r}: bio ${seen.bio}`);
      if (seen.location !== `replica B round ${r}`) lost.push(`round ${r}: location ${seen.location}`);
    }
    expect(lost).toEqual([]);
    record(
      `profile probe: ${ROUNDS} rounds × 2 replicas writing different fields of one member → ${acknowledged} acknowledged (${retried} retried after 409), lost ${lost.length}`,
    );
    expect(s.crashes).toEqual([]);
  }, 240_000);
});
