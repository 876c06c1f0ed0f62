import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shootsApi, squadProposalsApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { apiError, expectRetryableError, mockRoute, mockRoutePending, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import { SquadProposalEditor } from './squad-proposal.tsx';
import { clubEvent, EVENT_ID, noShootsNorFees, organiser, shooter } from './test-fixtures.ts';

const SHOOT_ID = '6750a1b2c3d4e5f6a7b8c9ff';
const event = clubEvent({
  title: 'Nilgiri Dawn Practice Shoot',
  description: '',
  location: 'Nilgiri Shotgun Club, Coimbatore',
  state: 'Tamil Nadu',
  startDate: '2027-01-10T01:00:00.000Z',
  endDate: '2027-01-10T05:00:00.000Z',
  organizer: 'Nilgiri Shotgun Club',
  registeredCount: 0,
  spotsLeft: 24,
});
type Proposal = RouteResponse<typeof squadProposalsApi.proposeEventSquads>;
type Shoot = RouteResponse<typeof shootsApi.getShoot>;

const proposal: Proposal = {
  eventId: EVENT_ID,
  startsAt: '2027-01-10T01:00:00.000Z',
  intervalMinutes: 30,
  checkedIn: 8,
  squads: [
    { name: 'Squad 1', discipline: 'olympic-trap', startsAt: '2027-01-10T01:00:00.000Z', shooters: [1, 2, 3].map((n) => shooter(n)) },
    { name: 'Squad 2', discipline: 'olympic-trap', startsAt: '2027-01-10T01:30:00.000Z', shooters: [4, 5].map((n) => shooter(n)) },
    { name: 'Squad 3', discipline: 'down-the-line', startsAt: '2027-01-10T02:00:00.000Z', shooters: [6, 7, 8].map((n) => shooter(n, 'down-the-line')) },
  ],
};
const shootOf = (squads: Proposal['squads']): Shoot => ({
  id: SHOOT_ID,
  eventId: EVENT_ID,
  title: 'Nilgiri Dawn Practice Shoot',
  status: 'live',
  disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
  squads: squads.map((s, i) => ({
    id: `qabcdefs${i + 1}`,
    name: s.name,
    discipline: s.discipline,
    startsAt: s.startsAt,
    startOrder: i + 1,
    shooters: s.shooters.map((p, j) => ({ id: `qabcdefs${i + 1}p${j + 1}`, name: p.name, userId: null, category: 'open', position: j + 1 })),
    scorerName: null,
    hasScorer: false,
    scoredByYou: false,
    locked: false,
  })),
  code: 'TRAP26',
  isOrganiser: true,
  createdAt: '2027-01-09T00:00:00.000Z',
  finishedAt: null,
});

const server = setupApiServer(
  mockRoute(squadProposalsApi.proposeEventSquads, proposal),
  ...noShootsNorFees(),
);
const open = (onClose = vi.fn()) =>
  renderScreen(<SquadProposalEditor event={event} onClose={onClose} />, { path: '/club-events', user: organiser() });
const squad = (n: number) => screen.getByRole('group', { name: `Proposed squad ${n}` });

describe('the squad proposal editor', () => {
  it('says it is proposing while the proposal loads', async () => {
    server.use(mockRoutePending(squadProposalsApi.proposeEventSquads));
    open();
    expect(await screen.findByText('Proposing squads…')).toBeTruthy();
  });

  it('says no one is checked in yet when there is no one to squad', async () => {
    server.use(mockRoute(squadProposalsApi.proposeEventSquads, { ...proposal, checkedIn: 0, squads: [] }));
    open();
    expect(await screen.findByText('No one is checked in yet. Check entrants in at the range, then propose squads.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept squads' })).toBeNull();
  });

  it('says when the proposal could not be loaded, and Try again loads it', () =>
    expectRetryableError(server, {
      route: squadProposalsApi.proposeEventSquads,
      open: () => open(),
      error: 'The squad proposal could not be loaded',
      answer: proposal,
      recovered: () => screen.findByRole('group', { name: 'Proposed squad 1' }),
    }));

  it('says when the proposal could not be loaded over the network, and Try again loads it', () =>
    expectRetryableError(server, {
      route: squadProposalsApi.proposeEventSquads,
      failure: 'network',
      open: () => open(),
      answer: proposal,
      recovered: () => screen.findByRole('group', { name: 'Proposed squad 1' }),
    }));

  it('shows the squads; an entrant moves only to a squad of their discipline; the move, a category and a rename are what is accepted', async () => {
    const sent: unknown[] = [];
    server.use(
      mockRoute(squadProposalsApi.acceptEventSquads, async ({ request }) => {
        const body = (await request.json()) as { squads: { name: string; startsAt: string; shooters: { entryId: string }[] }[] };
        sent.push(body);
        return shootOf(
          body.squads.map((s) => ({
            name: s.name,
            discipline: 'olympic-trap' as const,
            startsAt: s.startsAt,
            shooters: s.shooters.map((p) => proposal.squads.flatMap((q) => q.shooters).find((x) => x.entryId === p.entryId)!),
          })),
        );
      }),
    );
    open();
    expect(await screen.findByText('8 entrants checked in · 3 squads')).toBeTruthy();
    expect(within(squad(1)).getAllByRole('listitem')).toHaveLength(3);
    const moveTo = within(squad(1)).getByRole('combobox', { name: 'Move Shooter 3 to' });
    // Down-The-Line's squad is not offered to an Olympic Trap entrant
    expect(within(moveTo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Squad 1', 'Squad 2']);
    await userEvent.selectOptions(moveTo, 'Squad 2');
    expect(within(squad(2)).getByText('Shooter 3')).toBeTruthy();
    expect(within(squad(1)).queryByText('Shooter 3')).toBeNull();
    await userEvent.selectOptions(within(squad(2)).getByRole('combobox', { name: 'Category of Shooter 4' }), 'Veteran');
    const name = within(squad(3)).getByRole('textbox', { name: 'Name of squad 3' });
    await userEvent.clear(name);
    await userEvent.type(name, 'DTL Squad');
    expect(squad(3).querySelector('legend')?.textContent).toContain('DTL Squad');
    expect((screen.getByRole('textbox', { name: 'Shoot title' }) as HTMLInputElement).value).toBe('Nilgiri Dawn Practice Shoot');
    await userEvent.click(screen.getByRole('button', { name: 'Accept squads' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      shootId: null,
      title: 'Nilgiri Dawn Practice Shoot',
      replace: false,
      squads: [
        { name: 'Squad 1', shooters: [{ entryId: shooter(1).entryId }, { entryId: shooter(2).entryId }] },
        {
          name: 'Squad 2',
          shooters: [
            { entryId: shooter(4).entryId, category: 'veteran' },
            { entryId: shooter(5).entryId, category: 'open' },
            { entryId: shooter(3).entryId, category: 'open' },
          ],
        },
        { name: 'DTL Squad' },
      ],
    });
  });

  it('says why accepting was refused, and offers replacing an existing shoot’s squads', async () => {
    const existing = shootOf(proposal.squads.slice(0, 1));
    server.use(
      mockRoute(shootsApi.listShoots, { items: [existing] }),
      mockRoute(squadProposalsApi.acceptEventSquads, () => apiError(409, 'This shoot has scores: its squads can no longer be replaced')),
    );
    open();
    await screen.findByRole('option', { name: 'Nilgiri Dawn Practice Shoot (1 squad)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Squads go to' }), 'Nilgiri Dawn Practice Shoot (1 squad)');
    expect(screen.queryByRole('textbox', { name: 'Shoot title' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Replace its squads/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept squads' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This shoot has scores: its squads can no longer be replaced');
    expect(screen.getByRole('button', { name: 'Accept squads' })).toBeTruthy();
  });
});
