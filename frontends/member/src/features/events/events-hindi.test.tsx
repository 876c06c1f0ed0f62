import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clubEventsApi, eventEntriesApi, squadProposalsApi } from '@trap/contracts/api/route-paths';
import { CLUB_EVENT_TYPE_LABELS, EVENT_ENTRY_STATUS_LABELS, SHOOT_CATEGORY_LABELS } from '@trap/contracts';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import en from './texts/en.json';
import { CheckInDesk } from './check-in.tsx';
import { EventDetails } from './event-details.tsx';
import { OrganiserEntries } from './event-entries.tsx';
import { SquadProposalEditor } from './squad-proposal.tsx';
import { ShootForm } from './shoot-form.tsx';
import { clubEvent, entryFees, EVENT_ID, noShootsNorFees, organiser, paidEntry, shooter } from './test-fixtures.ts';

const event = clubEvent();
const entries = [
  paidEntry('6750a1b2c3d4e5f6a7b8c9e1', 'Priya Kapoor', { checkedInAt: '2027-01-10T03:00:00.000Z' }),
  paidEntry('6750a1b2c3d4e5f6a7b8c9e2', 'Arjun Mehta'),
  paidEntry('6750a1b2c3d4e5f6a7b8c9e3', 'Meera Iyer', { status: 'cash', statusLabel: 'Cash at the range', pricePaise: 14_850_000 }),
];
const report: RouteResponse<typeof eventEntriesApi.listEventEntries> = {
  items: entries,
  totals: [
    { status: 'paid', count: 2, amountPaise: 300_000 },
    { status: 'cash', count: 1, amountPaise: 14_850_000 },
  ],
  collectedPaise: 15_150_000,
  placesTaken: 3,
  capacity: 24,
};

const server = setupApiServer(mockRoute(eventEntriesApi.listEventEntries, report));

describe('the events screens’ English', () => {
  it('says event types, entry states and shooters’ categories word for word as contracts’ tables', () => {
    expect(en.types).toEqual(CLUB_EVENT_TYPE_LABELS);
    expect(en.statuses).toEqual(EVENT_ENTRY_STATUS_LABELS);
    expect(en.categories).toEqual(SHOOT_CATEGORY_LABELS);
  });
});

describe('the events screens in Hindi', () => {
  inLanguage('hi');

  it('when the organiser opens check-in in Hindi, then the counts, Scan, the list and the no-show mark read in Hindi', async () => {
    renderScreen(<CheckInDesk eventId={EVENT_ID} />, { path: '/club-events', user: organiser() });
    expect(await screen.findByRole('heading', { name: 'चेक-इन' })).toBeTruthy();
    expect(await screen.findByText('3 में से 1 का चेक-इन हुआ')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'स्कैन करें' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'चेक-इन के लिए शूटर' });
    expect(within(list).getAllByRole('button', { name: 'नो-शो' })).toHaveLength(2);
    // 3:00 UTC is 8:30 in the morning in India
    expect(within(list).getByText(/पर चेक-इन$/).textContent).toMatch(/8:30/);
  });

  it('when the organiser reads the entries in Hindi, then the totals and amounts are in Hindi with rupees in Indian grouping', async () => {
    renderScreen(<OrganiserEntries eventId={EVENT_ID} fees={entryFees()} />, { path: '/club-events', user: organiser() });
    expect(await screen.findByText(/^₹1,51,500.00 जमा · 24 में से 3 जगहें भरीं/)).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'भुगतान की स्थिति के हिसाब से कुल' });
    expect(within(totals).getByRole('rowheader', { name: 'रेंज पर कैश' })).toBeTruthy();
    expect(within(totals).getByText('₹1,48,500.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'एंट्री दर्ज करें' })).toBeTruthy();
  });

  it('when the organiser proposes squads in Hindi, then the editor, its squads and Accept read in Hindi', async () => {
    server.use(
      mockRoute(squadProposalsApi.proposeEventSquads, {
        eventId: EVENT_ID,
        startsAt: '2027-01-10T04:00:00.000Z',
        intervalMinutes: 30,
        checkedIn: 4,
        squads: [
          { name: '', discipline: 'olympic-trap', startsAt: '2027-01-10T04:00:00.000Z', shooters: [1, 2, 3, 4].map((n) => shooter(n)) },
        ],
      }),
      ...noShootsNorFees(),
    );
    renderScreen(<SquadProposalEditor event={event} onClose={() => undefined} />, { path: '/club-events', user: organiser() });
    expect(await screen.findByRole('heading', { name: 'सुझाए गए स्क्वॉड' })).toBeTruthy();
    expect(await screen.findByText('4 शूटरों का चेक-इन हुआ · 1 स्क्वॉड')).toBeTruthy();
    const squad = screen.getByRole('group', { name: 'सुझाया गया स्क्वॉड 1' });
    expect(within(squad).getByText('स्क्वॉड 1', { selector: 'legend' })).toBeTruthy();
    expect(within(squad).getByRole('combobox', { name: 'Shooter 1 की कैटेगरी' })).toBeTruthy();
    expect(within(squad).getAllByRole('option', { name: 'वेटरन' })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'स्क्वॉड मंज़ूर करें' })).toBeTruthy();
  });

  it('when the organiser creates a shoot in Hindi, then the form and the contract’s messages under its fields read in Hindi', async () => {
    renderScreen(<ShootForm eventId={EVENT_ID} eventTitle={event.title} eventStart={event.startDate} onCancel={() => undefined} />, {
      path: '/club-events',
      user: organiser(),
    });
    // the form's first read of the contract's messages fetches their Hindi (the screen suspends until then)
    const form = await screen.findByRole('form', { name: 'शूट बनाएँ' });
    expect(within(form).getByRole('group', { name: 'डिसिप्लिन और राउंड' })).toBeTruthy();
    expect(within(form).getByLabelText('स्क्वॉड का नाम')).toHaveProperty('value', 'स्क्वॉड 1');
    await userEvent.clear(within(form).getByLabelText('शीर्षक'));
    await userEvent.click(within(form).getByRole('button', { name: 'शूट बनाएँ' }));
    expect(await within(form).findByText('शीर्षक ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('नाम ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('ऊपर चिह्नित फ़ील्ड जाँचें।')).toBeTruthy();
  });

  it('when a member opens an event in Hindi, then its facts are in Hindi on India’s clock and the Report dialog’s form is in Hindi', async () => {
    server.use(mockRoute(clubEventsApi.getClubEvent, event), ...noShootsNorFees());
    renderScreen(<EventDetails id={EVENT_ID} onBack={() => undefined} backLabel="इवेंट कैलेंडर पर वापस जाएँ" />, {
      path: '/club-events',
      user: testUser({ id: 'u-priya' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pink City Members Cup' })).toBeTruthy();
    expect(screen.getByText('क्लब शूट')).toBeTruthy();
    expect(screen.getByText('कब')).toBeTruthy();
    expect(screen.getByText('24 में से 21 जगहें बची हैं')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रजिस्टर करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'इस इवेंट के बारे में' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'इवेंट Pink City Members Cup की रिपोर्ट करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'इवेंट की रिपोर्ट करें' });
    expect(within(dialog).getByText('इवेंट')).toBeTruthy();
    expect(within(dialog).getByRole('option', { name: 'स्पैम या विज्ञापन' })).toBeTruthy();
    expect(within(dialog).getByText('क्या गलत है? 0/1000 कैरेक्टर')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('कारण चुनें');
  });
});
