import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GROUP_SESSION_TYPE_LABELS, RSVP_LABELS, SQUAD_ROLE_LABELS, type GroupSession, type Squad, type SquadSummary } from '@trap/contracts';
import { squadsApi } from '@trap/contracts/api/route-paths';
import { apiError, inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import SquadsPage from './squads-page.tsx';
import en from './texts/en.json';

const me = testUser();
const at = '2026-11-01T10:00:00.000Z';
const person = (id: string, displayName: string) => ({ id, displayName, avatarUrl: null });
const summary = (over: Partial<SquadSummary>): SquadSummary => ({
  id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  name: 'Dawn Patrol',
  description: '',
  imageUrl: '',
  isPrivate: false,
  ownerId: 'u-asha',
  owner: person('u-asha', 'Asha Verma'),
  memberCount: 3,
  myRole: null,
  myStatus: null,
  invitedBy: null,
  createdAt: at,
  updatedAt: at,
  ...over,
});
const squad: Squad = {
  ...summary({ myRole: 'owner', myStatus: 'active', ownerId: me.id, owner: person(me.id, me.displayName), memberCount: 2 }),
  members: [
    { userId: me.id, displayName: me.displayName, avatarUrl: null, role: 'owner', status: 'active', joinedAt: at, invitedBy: null },
    { userId: 'u-ravi', displayName: 'Ravi Nair', avatarUrl: null, role: 'captain', status: 'active', joinedAt: at, invitedBy: me.id },
  ],
};
// Saturday 27 Nov 2027, 7:00 am in India
const session: GroupSession = {
  id: 'f1f2f3f4f5f6f1f2f3f4f5f6',
  squadId: squad.id,
  squadName: squad.name,
  title: 'Sunday 50 targets',
  description: '',
  date: '2027-11-27T01:30:00.000Z',
  duration: 150,
  location: 'Tughlakabad',
  maxParticipants: 6,
  type: 'competition_prep',
  status: 'scheduled',
  notes: '',
  hostId: me.id,
  host: person(me.id, me.displayName),
  goingCount: 2,
  maybeCount: 1,
  waitlistCount: 0,
  myRsvp: 'going',
  participants: [],
  canManage: true,
  createdAt: at,
  updatedAt: at,
};

const server = setupApiServer(
  mockRoute(squadsApi.listSquads, {
    mine: [summary({ id: 'b1b2c3d4e5f6a1b2c3d4e5f6', name: 'Evening Trap', myRole: 'captain', myStatus: 'active' })],
    invitations: [summary({ id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Weekend Doubles', myStatus: 'invited', invitedBy: person('u-asha', 'Asha Verma') })],
    discover: [summary({ memberCount: 1 })],
  }),
  mockRoute(squadsApi.getSquad, squad),
  mockRoute(squadsApi.listSquadSessions, { upcoming: [session], past: [] }),
);

describe('the squad screens’ English', () => {
  it('says roles, session types and answers word for word as contracts’ tables', () => {
    expect(en.roles).toEqual(SQUAD_ROLE_LABELS);
    expect(en.types).toEqual(GROUP_SESSION_TYPE_LABELS);
    expect(en.rsvp).toEqual(RSVP_LABELS);
  });

  it('writes a session’s day, time and length as before', async () => {
    renderScreen(<SquadsPage />, { path: `/squads?squad=${squad.id}`, user: me });
    // a text query first: finding by role and name walks the whole page, slow on a busy machine
    const when = await screen.findByText('Sat, 27 Nov, 2027, 7:00 am · 2 h 30 min');
    const card = when.closest('li')!;
    expect(card.getAttribute('aria-labelledby')).toBe(`session-${session.id}`);
    expect(within(card).getByText('Hosted by Priya Kapoor · 2 of 6 places taken · 1 maybe')).toBeTruthy();
    expect(within(card).getByText('You: Going')).toBeTruthy();
    expect(within(card).getByText('Competition prep')).toBeTruthy();
  });
});

describe('the squad screens in Hindi', () => {
  inLanguage('hi');

  it('lists my squads, invitations and public squads in Hindi, and joins one', async () => {
    server.use(mockRoute(squadsApi.joinSquad, { ...summary({ myRole: 'member', myStatus: 'active' }), members: [] }));
    renderScreen(<SquadsPage />, { path: '/squads', user: me });
    expect(await screen.findByRole('heading', { level: 1, name: 'स्क्वॉड' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्क्वॉड बनाएँ' })).toBeTruthy();
    const mine = await screen.findByRole('list', { name: 'मेरे स्क्वॉड' });
    expect(within(mine).getByText('3 मेंबर · ओनर Asha Verma')).toBeTruthy();
    expect(within(mine).getByText('कैप्टन')).toBeTruthy();
    const invitations = screen.getByRole('list', { name: 'स्क्वॉड के इनविटेशन' });
    expect(within(invitations).getByText('3 मेंबर · ओनर Asha Verma · Asha Verma ने इनवाइट किया')).toBeTruthy();
    expect(within(invitations).getByRole('button', { name: 'Weekend Doubles का इनविटेशन मंज़ूर करें' })).toBeTruthy();
    const discover = screen.getByRole('list', { name: 'पब्लिक स्क्वॉड' });
    expect(within(discover).getByText('पब्लिक')).toBeTruthy();
    await userEvent.click(within(discover).getByRole('button', { name: 'Dawn Patrol से जुड़ें' }));
    expect(await screen.findByText('आप Dawn Patrol से जुड़ गए')).toBeTruthy();
  });

  it('shows a squad’s members and sessions in Hindi, the session’s date and length too', async () => {
    renderScreen(<SquadsPage />, { path: `/squads?squad=${squad.id}`, user: me });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dawn Patrol' })).toBeTruthy();
    expect(screen.getByText('आप: ओनर')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्क्वॉड एडिट करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'मेंबर (2)' })).toBeTruthy();
    const members = screen.getByRole('list', { name: 'स्क्वॉड के मेंबर' });
    expect(within(members).getByText('Priya Kapoor (आप)')).toBeTruthy();
    expect(within(members).getByRole('button', { name: 'मेंबर बनाएँ' })).toBeTruthy();
    const card = (await screen.findByText('शनि, 27 नव॰ 2027, 7:00 am · 2 घंटे 30 मिनट')).closest('li')!;
    expect(within(card).getByText('होस्ट: Priya Kapoor · 6 में से 2 जगहें भरीं · 1 शायद')).toBeTruthy();
    expect(within(card).getByText('कॉम्पिटिशन की तैयारी')).toBeTruthy();
    const answers = within(card).getByRole('group', { name: 'Sunday 50 targets के लिए आपका जवाब' });
    expect(within(answers).getByRole('button', { name: 'जा रहे हैं' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(card).getByRole('button', { name: 'सेशन रद्द करें' })).toBeTruthy();
  });

  it('checks the create form in Hindi', async () => {
    renderScreen(<SquadsPage />, { path: '/squads/create', user: me });
    expect(await screen.findByRole('heading', { level: 2, name: 'स्क्वॉड बनाएँ' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'स्क्वॉड बनाएँ' });
    expect(within(form).getByText('प्राइवेट स्क्वॉड')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'स्क्वॉड बनाएँ' }));
    expect(await within(form).findByText('नाम ज़रूरी है')).toBeTruthy();
  });

  it('shows the service’s field message in Hindi (contracts’ catalogue)', async () => {
    server.use(
      mockRoute(squadsApi.createSquad, () =>
        apiError(400, 'Validation failed', { fields: { imageUrl: 'Image URL must be at most 2000 characters' } }),
      ),
    );
    renderScreen(<SquadsPage />, { path: '/squads/create', user: me });
    const form = await screen.findByRole('form', { name: 'स्क्वॉड बनाएँ' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'स्क्वॉड का नाम' }), 'Dawn Patrol');
    await userEvent.click(within(form).getByRole('button', { name: 'स्क्वॉड बनाएँ' }));
    expect(await within(form).findByText('ज़्यादा से ज़्यादा 2000 कैरेक्टर हो सकते हैं')).toBeTruthy();
    expect(within(form).getByText('नीचे चिह्नित फ़ील्ड जाँचें।')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
  });
});
