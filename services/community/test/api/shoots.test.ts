import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveShootSubject, shootFinished, type Role, type Tier } from '@trap/contracts';
import { eventually, fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { inDays, newUserId, startCommunityService } from '../support/community-service.ts';

/**
 * Match day through the real HTTP server and stores: a shoot of a club event, one scorer per squad
 * (a second gets 409), targets stored once under their client ids, corrections until the lock and
 * the organiser's recorded change after it, the leaderboard's count-back and shoot-off, the live
 * frame on NATS and the results event when the organiser finishes.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
interface Member {
  id: string;
  token: string;
}
const login = async (role: Role = 'member', tier?: Tier): Promise<Member> => {
  const id = newUserId();
  return { id, token: await svc.loginAs({ userId: id, role, tier }) };
};
const call = (who: Member | null, method: string, path: string, json?: unknown) =>
  fetchJson(url(path), { token: who?.token, method, json });
/** A call as the bff forwards it for a client at `address` (the service trusts its loopback proxy). */
const callFrom = (address: string, who: Member, method: string, path: string, json?: unknown) =>
  fetchJson(url(path), { token: who.token, method, json, headers: { 'x-forwarded-for': address } });
const otherCode = (code: string, i = 0) => {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const next = `${alphabet[i % alphabet.length]}${alphabet[Math.floor(i / alphabet.length) % alphabet.length]}${code.slice(2)}`;
  return next === code ? `${alphabet[(i + 1) % alphabet.length]}${next.slice(1)}` : next;
};

let admin: Member;
let eventId: string;
let n = 0;
const tid = () => `t${Date.now().toString(36)}${(n++).toString().padStart(5, '0')}`;

async function createShoot(organiser: Member, over: Record<string, unknown> = {}) {
  const res = await call(organiser, 'POST', '/api/shoots', {
    eventId,
    title: 'Sunday Trap League',
    disciplines: [
      { discipline: 'olympic-trap', rounds: 2 },
      { discipline: 'down-the-line', rounds: 1 },
    ],
    squads: [
      {
        name: 'Squad B',
        discipline: 'olympic-trap',
        startsAt: inDays(3, '11:00'),
        shooters: [
          { name: 'Kynan Chenai', userId: newUserId() },
          { name: 'Prithviraj T', userId: newUserId() },
        ],
      },
      {
        name: 'Squad A',
        discipline: 'olympic-trap',
        startsAt: inDays(3, '09:00'),
        shooters: [{ name: 'Guest Shooter' }, { name: 'Rajeshwari K', category: 'women' }],
      },
      { name: 'DTL 1', discipline: 'down-the-line', startsAt: inDays(3, '10:00'), shooters: [{ name: 'Zoravar S', userId: newUserId() }] },
    ],
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as {
    id: string;
    code: string;
    squads: { id: string; name: string; startOrder: number; shooters: { id: string; name: string; userId: string | null }[] }[];
  };
}
const target = (who: Member, shootId: string, squadId: string, body: Record<string, unknown>) =>
  call(who, 'POST', `/api/shoots/${shootId}/squads/${squadId}/targets`, { id: tid(), round: 1, ...body });
const board = async (shootId: string) => {
  const res = await call(null, 'GET', `/api/shoots/${shootId}/leaderboard`);
  expect(res.status).toBe(200);
  return res.body as {
    targetsScored: number;
    groups: {
      discipline: string;
      category: string;
      entries: { name: string; rank: number; total: number; points: number | null; rounds: number[]; tieBreak: string | null }[];
    }[];
  };
};
/** Scores a whole round for a shooter from a string: 1 first, 2 second, 0 lost. */
async function scoreRound(who: Member, shootId: string, squadId: string, shooterId: string, round: number, pattern: string) {
  for (const c of pattern) {
    const res = await target(who, shootId, squadId, { shooterId, round, outcome: c === '1' ? 'first' : c === '2' ? 'second' : 'lost' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin');
  const ev = await call(admin, 'POST', '/api/club-events', {
    title: 'Sunday Trap League',
    description: '',
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    startDate: inDays(3),
    endDate: inDays(3, '17:00'),
    organizer: 'Pink City Trap Club',
    contactEmail: 'shoots@pinkcity.example',
    contactPhone: '+91 90000 10022',
    maxParticipants: 40,
  });
  expect(ev.status, JSON.stringify(ev.body)).toBe(201);
  eventId = (ev.body as { id: string }).id;
});
afterAll(() => svc?.stop());

describe('creating a shoot', () => {
  it('when a coach creates a shoot, then the squads are in start order with their shooters and the coach gets a six-character code', async () => {
    const coach = await login('coach');
    const shoot = await createShoot(coach);
    expect(shoot.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(shoot.squads.map((s) => [s.name, s.startOrder])).toEqual([
      ['Squad A', 1],
      ['DTL 1', 2],
      ['Squad B', 3],
    ]);
    const seen = await call(null, 'GET', `/api/shoots/${shoot.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.code).toBeNull();
  });

  it('when a member creates one for an event they did not propose, then 403; a squad of seven, then 400; an unknown event, then 404', async () => {
    const notTheirs = await call(await login(), 'POST', '/api/shoots', {
      eventId,
      title: 'Not my event',
      disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
      squads: [{ name: 'A', discipline: 'olympic-trap', startsAt: inDays(3), shooters: [{ name: 'X' }] }],
    });
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.body.error.code).toBe('FORBIDDEN');
    const seven = Array.from({ length: 7 }, (_, i) => ({ name: `Shooter ${i + 1}` }));
    const res = await call(admin, 'POST', '/api/shoots', {
      eventId,
      title: 'Too many',
      disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
      squads: [{ name: 'Big', discipline: 'olympic-trap', startsAt: inDays(3), shooters: seven }],
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.error.fields)).toContain('at most 6 shooters');
    const unknown = await call(admin, 'POST', '/api/shoots', {
      eventId: 'a'.repeat(24),
      title: 'Nowhere',
      disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
      squads: [{ name: 'A', discipline: 'olympic-trap', startsAt: inDays(3), shooters: [{ name: 'X' }] }],
    });
    expect(unknown.status).toBe(404);
  });
});

describe('organising is Elite Trigger’s', () => {
  it('when a coach or an admin below Elite Trigger creates a shoot, then 403 TIER_REQUIRED naming Elite Trigger and nothing is stored', async () => {
    const before = await svc.ctx.conn.collection('shoots').countDocuments();
    for (const [role, tier] of [
      ['coach', 'pro_lane'],
      ['admin', 'range_pass'],
    ] as const) {
      const res = await call(await login(role, tier), 'POST', '/api/shoots', {
        eventId,
        title: 'Not yet',
        disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
        squads: [{ name: 'A', discipline: 'olympic-trap', startsAt: inDays(3), shooters: [{ name: 'X' }] }],
      });
      expect(res.status, role).toBe(403);
      expect(res.body.error, role).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'elite_trigger' });
    }
    expect(await svc.ctx.conn.collection('shoots').countDocuments()).toBe(before);
    // with Elite Trigger the same coach's shoot is made
    expect((await createShoot(await login('coach', 'elite_trigger'))).code).toMatch(/^[A-Z2-9]{6}$/);
  });
});

describe('scorers', () => {
  it('when a second scorer joins a squad that has one, then 409 and the first keeps it; a wrong code is 403', async () => {
    const shoot = await createShoot(admin);
    const [first, second] = [await login(), await login()];
    const squad = shoot.squads[0]!;
    expect((await call(first, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code })).status).toBe(200);
    expect((await call(first, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code })).status).toBe(200);
    const taken = await call(second, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe('This squad already has a scorer');
    const wrong = shoot.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect((await call(second, 'POST', `/api/shoots/${shoot.id}/squads/${shoot.squads[1]!.id}/scorer`, { code: wrong })).status).toBe(403);
    // the second one cannot score the first one's squad
    expect((await target(second, shoot.id, squad.id, { shooterId: squad.shooters[0]!.id, outcome: 'first' })).status).toBe(403);
    const found = await call(second, 'GET', `/api/shoots/code/${shoot.code.toLowerCase()}`);
    expect(found.status).toBe(200);
    // the picker's view: taken by someone else for the second, the first's own squad for the first
    expect(found.body.squads[0]).toMatchObject({ hasScorer: true, scoredByYou: false });
    expect(found.body.squads[0].scorerName).toEqual(expect.any(String));
    expect(found.body.squads[1]).toMatchObject({ hasScorer: false, scoredByYou: false, scorerName: null });
    const mine = await call(first, 'GET', `/api/shoots/code/${shoot.code}`);
    expect(mine.body.squads[0]).toMatchObject({ hasScorer: true, scoredByYou: true });
    // the refused claim changed nothing: the first still scores, the second still cannot
    expect((await target(first, shoot.id, squad.id, { shooterId: squad.shooters[0]!.id, outcome: 'first' })).status).toBe(200);
    const card = await call(first, 'GET', `/api/shoots/${shoot.id}/squads/${squad.id}/card`);
    expect(card.body).toMatchObject({ isScorer: true, squad: { scoredByYou: true, scorerName: found.body.squads[0].scorerName } });
    expect((await call(second, 'GET', `/api/shoots/${shoot.id}/squads/${squad.id}/card`)).status).toBe(403);
  });

  it('when two scorers race for one squad, then exactly one gets it', async () => {
    const shoot = await createShoot(admin);
    const racers = await Promise.all(Array.from({ length: 5 }, () => login()));
    const results = await Promise.all(
      racers.map((r) => call(r, 'POST', `/api/shoots/${shoot.id}/squads/${shoot.squads[2]!.id}/scorer`, { code: shoot.code })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });
});

describe('guessing join codes', () => {
  it('when a member misses ten lookups or claims, then the next is 429 with Retry-After, even with the right code', async () => {
    const shoot = await createShoot(admin);
    const guesser = await login();
    const address = '198.51.100.10';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await callFrom(address, guesser, 'GET', `/api/shoots/code/${otherCode(shoot.code, i)}`)).status);
    const claim = `/api/shoots/${shoot.id}/squads/${shoot.squads[0]!.id}/scorer`;
    for (let i = 0; i < 4; i++)
      statuses.push((await callFrom(address, guesser, 'POST', claim, { code: otherCode(shoot.code, 40 + i) })).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 403, 403, 403, 403]);
    const refused = await callFrom(address, guesser, 'GET', `/api/shoots/code/${shoot.code}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error.message).toMatch(/^Too many wrong join codes\. Please try again in \d+ minutes?\.$/);
    expect((await callFrom(address, guesser, 'POST', claim, { code: shoot.code })).status).toBe(429);
    // someone else at the same address still joins
    expect((await callFrom(address, await login(), 'POST', claim, { code: shoot.code })).status).toBe(200);
  });

  it('when a club’s 40 scorers share one range Wi-Fi address and each mistypes the code twice, then every one of them still joins', async () => {
    const shoot = await createShoot(admin, {
      squads: Array.from({ length: 40 }, (_, i) => ({
        name: `Squad ${i + 1}`,
        discipline: 'olympic-trap',
        startsAt: inDays(3, '09:00'),
        shooters: [{ name: `Shooter ${i + 1}` }],
      })),
    });
    const address = '198.51.100.20';
    const scorers = await Promise.all(shoot.squads.map(() => login()));
    const statuses = await Promise.all(
      scorers.map(async (scorer, i) => {
        const typo1 = (await callFrom(address, scorer, 'GET', `/api/shoots/code/${otherCode(shoot.code, 2 * i)}`)).status;
        const typo2 = (await callFrom(address, scorer, 'GET', `/api/shoots/code/${otherCode(shoot.code, 2 * i + 1)}`)).status;
        const found = (await callFrom(address, scorer, 'GET', `/api/shoots/code/${shoot.code}`)).status;
        const joined = (
          await callFrom(address, scorer, 'POST', `/api/shoots/${shoot.id}/squads/${shoot.squads[i]!.id}/scorer`, { code: shoot.code })
        ).status;
        return [typo1, typo2, found, joined];
      }),
    );
    expect(statuses.every((s) => s.join() === '404,404,200,200')).toBe(true);
    // 40 logins and 160 join attempts: past 60 s at load 25-30 on 2 cores
  }, 180_000);

  it('when members at one address miss 150 codes between them, then that address is 429 for everyone while another address is not', async () => {
    const shoot = await createShoot(admin);
    const address = '198.51.100.30';
    const members = await Promise.all(Array.from({ length: 15 }, () => login()));
    for (let round = 0; round < 10; round++)
      await Promise.all(
        members.map(async (m, i) =>
          expect((await callFrom(address, m, 'GET', `/api/shoots/code/${otherCode(shoot.code, round * 15 + i)}`)).status).toBe(404),
        ),
      );
    const fresh = await login();
    const refused = await callFrom(address, fresh, 'GET', `/api/shoots/code/${shoot.code}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await callFrom('198.51.100.31', fresh, 'GET', `/api/shoots/code/${shoot.code}`)).status).toBe(200);
  });
});

describe('targets', () => {
  it('when 40 distinct targets reach one card at once, then all 40 are stored and none is lost or answered 500', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squad = shoot.squads[0]!;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    const sent = await Promise.all(
      Array.from({ length: 40 }, (_, i) => target(scorer, shoot.id, squad.id, { shooterId: squad.shooters[i % 2]!.id, outcome: 'first' })),
    );
    expect(sent.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(sent.every((r) => r.body.created)).toBe(true);
    const card = await call(scorer, 'GET', `/api/shoots/${shoot.id}/squads/${squad.id}/card`);
    expect(card.body.targets).toHaveLength(40);
    expect((await board(shoot.id)).targetsScored).toBe(40);
    // 120 join attempts and 40 logins: over a minute on a machine loaded by other test runs
  }, 180_000);

  it('when the same target is sent three times (an offline queue replaying), then it is stored and counted once', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squad = shoot.squads[0]!;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    const body = { id: tid(), shooterId: squad.shooters[0]!.id, round: 1, outcome: 'first' };
    const sent = await Promise.all([1, 2, 3].map(() => call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/targets`, body)));
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(sent.filter((r) => r.body.created).length).toBe(1);
    const card = await call(scorer, 'GET', `/api/shoots/${shoot.id}/squads/${squad.id}/card`);
    expect(card.body.targets).toHaveLength(1);
    expect((await board(shoot.id)).targetsScored).toBe(1);
    // taken back (undo), it stays used: sending it again stores nothing
    expect((await call(scorer, 'DELETE', `/api/shoots/${shoot.id}/squads/${squad.id}/targets/${body.id}`)).body.target.deleted).toBe(true);
    expect((await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/targets`, body)).body.created).toBe(false);
    expect((await board(shoot.id)).targetsScored).toBe(0);
  });

  it('when a round has 25 counted targets, then the next is 409 but a no-bird is replayed and not counted', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squad = shoot.squads[0]!;
    const shooterId = squad.shooters[0]!.id;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    expect((await target(scorer, shoot.id, squad.id, { shooterId, outcome: 'no-bird' })).status).toBe(200);
    await scoreRound(scorer, shoot.id, squad.id, shooterId, 1, '1'.repeat(25));
    const over = await target(scorer, shoot.id, squad.id, { shooterId, outcome: 'first' });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe('This round is complete');
    expect((await target(scorer, shoot.id, squad.id, { shooterId, outcome: 'first', round: 3 })).status).toBe(400);
  });
});

describe('locking', () => {
  it('when the card is locked, then the scorer can neither score nor correct, and the organiser’s change is recorded', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squad = shoot.squads[0]!;
    const shooterId = squad.shooters[0]!.id;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    const t = await target(scorer, shoot.id, squad.id, { shooterId, outcome: 'lost' });
    const path = `/api/shoots/${shoot.id}/squads/${squad.id}/targets/${t.body.target.id}`;
    // before the lock the scorer corrects
    expect((await call(scorer, 'PATCH', path, { outcome: 'second' })).body.target.outcome).toBe('second');
    expect((await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/lock`)).body.lockedAt).not.toBeNull();
    const refused = await call(scorer, 'PATCH', path, { outcome: 'first' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This card is locked: only the organiser can change it');
    expect((await target(scorer, shoot.id, squad.id, { shooterId, outcome: 'first' })).status).toBe(409);
    expect((await call(scorer, 'DELETE', path)).status).toBe(409);
    // the organiser changes it, with the reason recorded
    const changed = await call(admin, 'PATCH', path, { outcome: 'first', reason: 'Referee upheld the appeal' });
    expect(changed.status).toBe(200);
    const card = await call(admin, 'GET', `/api/shoots/${shoot.id}/squads/${squad.id}/card`);
    expect(
      card.body.corrections.map((c: { from: string; to: string; afterLock: boolean; reason: string }) => [
        c.from,
        c.to,
        c.afterLock,
        c.reason,
      ]),
    ).toEqual([
      ['lost', 'second', false, ''],
      ['second', 'first', true, 'Referee upheld the appeal'],
    ]);
    // another member sees no card
    expect((await call(await login(), 'GET', `/api/shoots/${shoot.id}/squads/${squad.id}/card`)).status).toBe(403);
  });
});

describe('leaderboard', () => {
  it('when two ISSF shooters tie on total, then count-back (last round first) ranks them; identical cards share a rank for a shoot-off', async () => {
    const shoot = await createShoot(admin, {
      squads: [
        {
          name: 'Tie squad',
          discipline: 'olympic-trap',
          startsAt: inDays(3),
          shooters: [{ name: 'Anand' }, { name: 'Bela' }, { name: 'Chand' }, { name: 'Dev' }],
        },
      ],
    });
    const scorer = await login();
    const squad = shoot.squads[0]!;
    const [a, b, c, d] = squad.shooters.map((s) => s.id) as [string, string, string, string];
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    // Anand 1+2, Bela 2+1: 3 each; Anand's last round is better. Chand and Dev: the same card (a shoot-off).
    await scoreRound(scorer, shoot.id, squad.id, a, 1, '10');
    await scoreRound(scorer, shoot.id, squad.id, a, 2, '11');
    await scoreRound(scorer, shoot.id, squad.id, b, 1, '11');
    await scoreRound(scorer, shoot.id, squad.id, b, 2, '10');
    for (const s of [c, d]) {
      await scoreRound(scorer, shoot.id, squad.id, s, 1, '10');
      await scoreRound(scorer, shoot.id, squad.id, s, 2, '01');
    }
    const group = (await board(shoot.id)).groups[0]!;
    expect(group.entries.map((e) => [e.name, e.rank, e.total, e.rounds, e.tieBreak])).toEqual([
      ['Anand', 1, 3, [1, 2], 'count-back'],
      ['Bela', 2, 3, [2, 1], 'count-back'],
      ['Chand', 3, 2, [1, 1], 'shoot-off'],
      ['Dev', 3, 2, [1, 1], 'shoot-off'],
    ]);
  });

  it('when round scores tie too, then the target-by-target count-back from the last target decides; DTL ranks by kills then points', async () => {
    const shoot = await createShoot(admin, {
      disciplines: [
        { discipline: 'olympic-trap', rounds: 1 },
        { discipline: 'down-the-line', rounds: 1 },
      ],
      squads: [
        { name: 'OT', discipline: 'olympic-trap', startsAt: inDays(3), shooters: [{ name: 'Early miss' }, { name: 'Late miss' }] },
        { name: 'DTL', discipline: 'down-the-line', startsAt: inDays(3), shooters: [{ name: 'Seconds' }, { name: 'Firsts' }] },
      ],
    });
    const scorer = await login();
    const [ot, dtl] = shoot.squads as [(typeof shoot.squads)[0], (typeof shoot.squads)[0]];
    for (const s of [ot, dtl]) await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${s.id}/scorer`, { code: shoot.code });
    await scoreRound(scorer, shoot.id, ot.id, ot.shooters[0]!.id, 1, '011');
    await scoreRound(scorer, shoot.id, ot.id, ot.shooters[1]!.id, 1, '110');
    await scoreRound(scorer, shoot.id, dtl.id, dtl.shooters[0]!.id, 1, '22');
    await scoreRound(scorer, shoot.id, dtl.id, dtl.shooters[1]!.id, 1, '11');
    const groups = (await board(shoot.id)).groups;
    expect(groups.map((g) => g.discipline)).toEqual(['olympic-trap', 'down-the-line']);
    expect(groups[0]!.entries.map((e) => [e.name, e.rank])).toEqual([
      ['Early miss', 1],
      ['Late miss', 2],
    ]);
    expect(groups[1]!.entries.map((e) => [e.name, e.total, e.points])).toEqual([
      ['Firsts', 2, 6],
      ['Seconds', 2, 4],
    ]);
  });

  it('when a target is stored, then a leaderboard frame with it goes out on NATS', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squad = shoot.squads[0]!;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
    const nc = svc.ctx.bus.nc;
    const frames: { targetsScored: number }[] = [];
    const sub = nc.subscribe(svc.ctx.bus.subject(liveShootSubject(shoot.id)), {
      callback: (_e, m) => {
        frames.push(JSON.parse(new TextDecoder().decode(m.data)) as { targetsScored: number });
      },
    });
    await nc.flush();
    await target(scorer, shoot.id, squad.id, { shooterId: squad.shooters[0]!.id, outcome: 'first' });
    await eventually(() => frames.some((f) => f.targetsScored === 1));
    sub.unsubscribe();
  });
});

describe('finishing', () => {
  it('when the organiser finishes, then every card locks and one results event names each member with their rounds', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squadB = shoot.squads.find((s) => s.name === 'Squad B')!;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squadB.id}/scorer`, { code: shoot.code });
    await scoreRound(scorer, shoot.id, squadB.id, squadB.shooters[0]!.id, 1, '1111122222000001111122222');
    expect((await call(scorer, 'POST', `/api/shoots/${shoot.id}/finish`)).status).toBe(403);
    const finished = await call(admin, 'POST', `/api/shoots/${shoot.id}/finish`);
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('finished');
    expect(finished.body.squads.every((s: { locked: boolean }) => s.locked)).toBe(true);
    expect((await call(admin, 'POST', `/api/shoots/${shoot.id}/finish`)).status).toBe(200);
    expect((await target(scorer, shoot.id, squadB.id, { shooterId: squadB.shooters[1]!.id, outcome: 'first' })).status).toBe(409);
    await svc.relay.flush();
    const events = (await publishedEvents(svc.ctx.bus, 'community')).filter(
      (e) => e.subject.endsWith(shootFinished.subject) && e.data.shootId === shoot.id,
    );
    expect(events).toHaveLength(1);
    const results = events[0]!.data.results as { userId: string; total: number; rounds: { shots: unknown[] }[]; rank: number }[];
    // only members who shot: Kynan (20 kills); Prithviraj shot nothing, guests are never in it
    expect(results.map((r) => [r.userId, r.total, r.rounds.length, r.rounds[0]!.shots.length, r.rank])).toEqual([
      [squadB.shooters[0]!.userId, 20, 1, 25, 1],
    ]);
    expect(events[0]!.data.location).toBe('Pink City Trap Club, Jaipur');
  });
});

describe("a finished shoot's leaderboard", () => {
  it('is computed once and kept: the same board on every read, from Redis, and computed again from the stored cards when it is gone', async () => {
    const shoot = await createShoot(admin);
    const scorer = await login();
    const squadB = shoot.squads.find((s) => s.name === 'Squad B')!;
    await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squadB.id}/scorer`, { code: shoot.code });
    await scoreRound(scorer, shoot.id, squadB.id, squadB.shooters[0]!.id, 1, '1111122222000001111122222');
    const live = await call(null, 'GET', `/api/shoots/${shoot.id}/leaderboard`);
    const key = `${svc.ctx.config.REDIS_PREFIX}shoot-board:${shoot.id}`;
    // a live shoot's board changes with every target: never kept
    expect(await svc.ctx.redis.exists(key)).toBe(0);
    expect((await call(admin, 'POST', `/api/shoots/${shoot.id}/finish`)).status).toBe(200);
    const first = await call(null, 'GET', `/api/shoots/${shoot.id}/leaderboard`);
    expect(first.status).toBe(200);
    const { computedAt: _a, ...board } = first.body;
    const { computedAt: _b, ...liveBoard } = live.body;
    expect(board).toEqual({ ...liveBoard, status: 'finished' });
    expect(await svc.ctx.redis.exists(key)).toBe(1);

    // served without the cards: a card changed behind the service's back does not show
    await svc.ctx.conn.collection('shoot_cards').updateMany({ shootId: shoot.id }, { $set: { targets: [] } });
    const kept = await call(null, 'GET', `/api/shoots/${shoot.id}/leaderboard`);
    expect(kept.body).toEqual({ ...first.body, computedAt: kept.body.computedAt });
    expect(Date.parse(kept.body.computedAt)).toBeGreaterThanOrEqual(Date.parse(first.body.computedAt));

    // gone from Redis (expired, flushed): computed again from what is stored
    await svc.ctx.redis.del(key);
    const again = await call(null, 'GET', `/api/shoots/${shoot.id}/leaderboard`);
    expect(again.body.targetsScored).toBe(0);
    expect(again.body.groups.flatMap((g: { entries: { total: number }[] }) => g.entries.map((e) => e.total))).not.toContain(20);
  });
});
