import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEntry, Shoot, SquadProposal } from '@trap/contracts';
import type { TestService } from '@trap/kit/testing';
import { inDays, startCommunityService, members, type Member } from '../support/community-service.ts';
import { EventEntryRepository } from '../../src/modules/event-entries/event-entry.repository.ts';

/**
 * Squads proposed from an event's checked-in entrants, through the real HTTP server and stores: the
 * organiser asks for a proposal (checked-in entrants only, same discipline together, balanced squads
 * of at most six, start times an interval apart), edits it and accepts it; the squads become a
 * shoot's squads (cards, join code and leaderboard work on them). Accepting again, at once or later,
 * makes no second shoot; a shoot with squads is replaced only on request and only while nothing is
 * scored; only the organiser proposes or accepts.
 */
let svc: TestService;
const { login, call } = members(() => svc);

const HOUR = 3600_000;

let admin: Member;
let organiser: Member;
let stranger: Member;
let eventId: string;
const entries: EventEntry[] = [];
const proposalUrl = () => `/api/club-events/${eventId}/squad-proposal`;
const acceptUrl = () => `/api/club-events/${eventId}/squad-proposal/accept`;
let proposalSeq = 0;
const proposalId = () => `proposal-${Date.now().toString(36)}-${++proposalSeq}`;

/** The organiser (or the entrant at the range) checks entrants in: written to the book as check-in does. */
async function checkIn(ids: string[], mark: { noShow?: boolean } = {}): Promise<void> {
  const repo = new EventEntryRepository(svc.ctx);
  await repo.change(eventId, (book) => ({
    set: {
      entries: book.entries.map((e) =>
        ids.includes(e._id) ? (mark.noShow ? { ...e, noShow: true } : { ...e, checkedInAt: new Date(Date.now() - HOUR + entries.findIndex((x) => x.id === e._id) * 60_000) }) : e,
      ),
    },
    events: [],
  }));
}

const asAccepted = (p: SquadProposal) =>
  p.squads.map((s) => ({ name: s.name, discipline: s.discipline, startsAt: s.startsAt, shooters: s.shooters.map((x) => ({ entryId: x.entryId, category: x.category })) }));

beforeAll(async () => {
  svc = await startCommunityService();
  admin = await login('admin', 'elite_trigger');
  organiser = await login('member', 'elite_trigger');
  stranger = await login('member', 'elite_trigger');
  const proposed = await call(organiser, 'POST', '/api/club-events', {
    title: 'Nilgiri Squadding Cup',
    eventType: 'club_shoot',
    location: 'Nilgiri Shotgun Club, Coimbatore',
    state: 'Tamil Nadu',
    startDate: inDays(10),
    endDate: inDays(10, '16:00'),
    organizer: 'Nilgiri Shotgun Club',
    maxParticipants: 30,
  });
  expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
  eventId = proposed.body.id;
  expect((await call(admin, 'POST', `/api/club-events/${eventId}/approve`)).status).toBe(200);
  const fees = await call(organiser, 'PUT', `/api/club-events/${eventId}/entry-fees`, {
    fees: [
      { discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 },
      { discipline: 'down-the-line', memberPaise: 100_000, guestPaise: 120_000 },
    ],
  });
  expect(fees.status, JSON.stringify(fees.body)).toBe(200);
  // 15 Olympic Trap and 3 Down-The-Line entrants recorded at the range
  for (let i = 1; i <= 18; i++) {
    const res = await call(organiser, 'POST', `/api/club-events/${eventId}/entries/recorded`, {
      kind: 'cash',
      discipline: i <= 15 ? 'olympic-trap' : 'down-the-line',
      name: `Entrant ${String(i).padStart(2, '0')}`,
      amountPaise: 150_000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    entries.push(res.body);
  }
});
afterAll(() => svc?.stop());

describe('who may ask, and before anyone is checked in', () => {
  it('when a member who does not organise the event or a guest asks, then they are refused', async () => {
    expect((await call(stranger, 'GET', proposalUrl())).status).toBe(403);
    expect((await call(null, 'GET', proposalUrl())).status).toBe(401);
    const body = { proposalId: proposalId(), title: 'Mine', squads: [{ name: 'Squad 1', discipline: 'olympic-trap', startsAt: inDays(10), shooters: [{ entryId: entries[0]!.id }] }] };
    const refused = await call(stranger, 'POST', acceptUrl(), body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the organiser of this event manages its entries');
    expect((await call(organiser, 'GET', `/api/shoots?eventId=${eventId}`)).body.items).toEqual([]);
  });

  it('when no one is checked in yet, then the proposal has no squads and accepting is refused with the reason', async () => {
    const empty = await call(organiser, 'GET', proposalUrl());
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body).toMatchObject({ checkedIn: 0, squads: [] });
    const refused = await call(organiser, 'POST', acceptUrl(), {
      proposalId: proposalId(),
      title: 'Too early',
      squads: [{ name: 'Squad 1', discipline: 'olympic-trap', startsAt: inDays(10), shooters: [{ entryId: entries[0]!.id }] }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('No one is checked in yet');
  });
});

describe('the proposal and its acceptance', () => {
  let proposal: SquadProposal;
  let shoot: Shoot;

  it('when 13 Olympic Trap and 3 Down-The-Line entrants are checked in, then they are proposed as 5, 4, 4 and 3, 30 minutes apart from the event’s start; a no-show and those not checked in are left out', async () => {
    await checkIn([...entries.slice(0, 13), ...entries.slice(15)].map((e) => e.id));
    await checkIn([entries[13]!.id], { noShow: true });
    const res = await call(organiser, 'GET', proposalUrl());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    proposal = res.body;
    expect(proposal.checkedIn).toBe(16);
    expect(proposal.intervalMinutes).toBe(30);
    expect(proposal.squads.map((s) => [s.name, s.discipline, s.shooters.length])).toEqual([
      ['Squad 1', 'olympic-trap', 5],
      ['Squad 2', 'olympic-trap', 4],
      ['Squad 3', 'olympic-trap', 4],
      ['Squad 4', 'down-the-line', 3],
    ]);
    const start = Date.parse(inDays(10));
    expect(proposal.squads.map((s) => Date.parse(s.startsAt) - start)).toEqual([0, 30, 60, 90].map((m) => m * 60_000));
    const placed = proposal.squads.flatMap((s) => s.shooters.map((x) => x.entryId));
    expect(placed).not.toContain(entries[13]!.id);
    expect(placed).not.toContain(entries[14]!.id);
  });

  it('when the organiser picks another first start and interval, then the start times follow them; a bad interval is refused', async () => {
    const res = await call(organiser, 'GET', `${proposalUrl()}?startsAt=${encodeURIComponent(inDays(10, '07:00'))}&intervalMinutes=20`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.squads.map((s: { startsAt: string }) => s.startsAt)).toEqual(
      [0, 20, 40, 60].map((m) => new Date(Date.parse(inDays(10, '07:00')) + m * 60_000).toISOString()),
    );
    const bad = await call(organiser, 'GET', `${proposalUrl()}?intervalMinutes=1`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.intervalMinutes).toBe('Interval must be at least 5 minutes');
  });

  it('when an edit puts an entrant in a squad of another discipline, twice, or one not checked in, then it is refused naming the place', async () => {
    const squads = asAccepted(proposal);
    const wrong = structuredClone(squads);
    wrong[3]!.shooters.push(wrong[0]!.shooters.pop()!);
    const res = await call(organiser, 'POST', acceptUrl(), { proposalId: proposalId(), title: 'Cup', squads: wrong });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['squads.3.shooters.3.entryId']).toBe('An entrant is in a squad of another discipline');
    const twice = structuredClone(squads);
    twice[1]!.shooters.push(twice[0]!.shooters[0]!);
    expect((await call(organiser, 'POST', acceptUrl(), { proposalId: proposalId(), title: 'Cup', squads: twice })).body.error.message).toBe(
      'An entrant is in two squads',
    );
    const absent = structuredClone(squads);
    absent[0]!.shooters[0]!.entryId = entries[14]!.id;
    expect((await call(organiser, 'POST', acceptUrl(), { proposalId: proposalId(), title: 'Cup', squads: absent })).body.error.message).toBe(
      'Only checked-in entrants are squadded',
    );
    const untitled = await call(organiser, 'POST', acceptUrl(), { proposalId: proposalId(), squads });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.fields.title).toBe('Title is required');
    expect((await call(organiser, 'GET', `/api/shoots?eventId=${eventId}`)).body.items).toEqual([]);
  });

  it('when the organiser moves an entrant, renames a squad and accepts twice at once, then one shoot holds those squads with cards and a leaderboard', async () => {
    const squads = asAccepted(proposal);
    const moved = squads[0]!.shooters.pop()!;
    squads[1]!.shooters.push(moved);
    // a name is stored as sent, script and all, and answered as JSON (the security suite's injection sweep cannot check in entrants)
    squads[3]!.name = 'DTL <script>window.__xss=1</script>';
    const body = { proposalId: proposalId(), title: 'Squadding Cup', rounds: 2, squads };
    const [a, b] = await Promise.all([call(organiser, 'POST', acceptUrl(), body), call(organiser, 'POST', acceptUrl(), body)]);
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(b.status, JSON.stringify(b.body)).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    shoot = a.body;
    expect(shoot.squads.map((s) => [s.name, s.shooters.length])).toEqual([
      ['Squad 1', 4],
      ['Squad 2', 5],
      ['Squad 3', 4],
      ['DTL <script>window.__xss=1</script>', 3],
    ]);
    expect(shoot.squads[1]!.shooters.at(-1)!.name).toBe(entries.find((e) => e.id === moved.entryId)!.name);
    expect(shoot.disciplines).toEqual([
      { discipline: 'olympic-trap', rounds: 2 },
      { discipline: 'down-the-line', rounds: 2 },
    ]);
    expect(shoot.isOrganiser).toBe(true);
    // accepted again later: still one shoot
    expect((await call(organiser, 'POST', acceptUrl(), body)).body.id).toBe(shoot.id);
    const listed = (await call(organiser, 'GET', `/api/shoots?eventId=${eventId}`)).body.items as Shoot[];
    expect(listed.map((s) => s.id)).toEqual([shoot.id]);
    // the squads work as any shoot's: the organiser reads a card, the leaderboard lists every shooter
    expect((await call(organiser, 'GET', `/api/shoots/${shoot.id}/squads/${shoot.squads[0]!.id}/card`)).status).toBe(200);
    const board = await call(null, 'GET', `/api/shoots/${shoot.id}/leaderboard`);
    expect(board.status).toBe(200);
    expect(board.body.groups.flatMap((g: { entries: unknown[] }) => g.entries)).toHaveLength(16);
  });

  it('when a shoot already has squads, then accepting into it is refused unless replace is asked, and replacing is refused once a target is scored', async () => {
    const squads = asAccepted(proposal);
    const into = { proposalId: proposalId(), shootId: shoot.id, squads };
    const refused = await call(organiser, 'POST', acceptUrl(), into);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This shoot already has squads');
    expect((await call(stranger, 'POST', acceptUrl(), { ...into, replace: true })).status).toBe(403);
    const replaced = await call(organiser, 'POST', acceptUrl(), { ...into, replace: true });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.id).toBe(shoot.id);
    expect(replaced.body.squads.map((s: { shooters: unknown[] }) => s.shooters.length)).toEqual([5, 4, 4, 3]);
    // a scorer joins a squad and scores a target: the squads stay
    const scorer = await login('member', 'range_pass');
    const squadId = replaced.body.squads[0].id as string;
    const code = (await call(organiser, 'GET', `/api/shoots/${shoot.id}`)).body.code as string;
    expect((await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squadId}/scorer`, { code })).status).toBe(200);
    const shooterId = replaced.body.squads[0].shooters[0].id as string;
    const scored = await call(scorer, 'POST', `/api/shoots/${shoot.id}/squads/${squadId}/targets`, { id: 'target-0001', shooterId, round: 1, outcome: 'first' });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    const late = await call(organiser, 'POST', acceptUrl(), { ...into, proposalId: proposalId(), replace: true });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This shoot has scores: its squads can no longer be replaced');
    expect((await call(organiser, 'GET', `/api/shoots/${shoot.id}`)).body.squads[0].id).toBe(squadId);
  });
});
