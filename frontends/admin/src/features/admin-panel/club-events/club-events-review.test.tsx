import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clubEventsApi } from '@trap/contracts/api/route-paths';
import { apiError, clubEvent, inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { ClubEventsReview } from './club-events-review.tsx';

// a member's proposal, waiting for review
const pendingEvent = clubEvent({ status: 'pending', approvedAt: null, registeredCount: 0, spotsLeft: 24, registrationOpen: false });

const server = setupApiServer();
const open = () => renderScreen(<ClubEventsReview />, { path: '/admin/club-events', user: testUser({ role: 'admin' }) });
const rejectDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: `Reject ${pendingEvent.title}` }));
  return screen.findByRole('dialog', { name: 'Reject this event?' });
};

describe('rejecting a member’s club event with a reason', () => {
  it('asks for a reason first, then sends the trimmed reason, says the organiser is told and closes', async () => {
    const sent: unknown[] = [];
    server.use(
      mockRoute(clubEventsApi.listClubEvents, { items: [pendingEvent] }),
      mockRoute(clubEventsApi.rejectClubEvent, async ({ request }) => {
        sent.push(await request.json());
        return { ...pendingEvent, status: 'rejected' as const, rejectionReason: 'The dates clash with the state championship' };
      }),
    );
    open();
    const dialog = await rejectDialog();
    expect(within(dialog).getByText(/“Pink City Members Cup” stays off the calendar/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject event' }));
    expect(await within(dialog).findByText('Give a reason')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), '  The dates clash with the state championship ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject event' }));
    expect(await screen.findByText('The organiser of “Pink City Members Cup” is told why.')).toBeTruthy();
    expect(sent).toEqual([{ reason: 'The dates clash with the state championship' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message for the reason under the field and keeps the dialog open; Cancel empties it', async () => {
    server.use(
      mockRoute(clubEventsApi.listClubEvents, { items: [pendingEvent] }),
      mockRoute(clubEventsApi.rejectClubEvent, () =>
        apiError(400, 'Validation failed', { fields: { reason: 'The reason must be at most 500 characters' } }),
      ),
    );
    open();
    const dialog = await rejectDialog();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Too long, says the server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject event' }));
    expect(await within(dialog).findByText('The reason must be at most 500 characters')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await rejectDialog();
    expect((within(again).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
    expect(within(again).queryByText('The reason must be at most 500 characters')).toBeNull();
  });
});

describe('the club events review in Hindi', () => {
  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the date and the event type too', async () => {
      server.use(mockRoute(clubEventsApi.listClubEvents, { items: [pendingEvent] }));
      open();
      expect(screen.getByRole('heading', { level: 2, name: 'मंज़ूरी बाकी क्लब इवेंट' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'मंज़ूरी बाकी इवेंट' });
      expect(within(list).getByText('10 जन॰ 2027, 9:30 am')).toBeTruthy();
      expect(within(list).getByText('क्लब शूट')).toBeTruthy();
      expect(within(list).getByText(/आयोजक: Pink City Trap Club।/)).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: 'नामंज़ूर करें: Pink City Members Cup' }));
      const dialog = await screen.findByRole('dialog', { name: 'यह इवेंट नामंज़ूर करें?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'इवेंट नामंज़ूर करें' }));
      expect(await within(dialog).findByText('कारण बताएँ')).toBeTruthy();
    });
  });

  it('keeps the English date as it was', async () => {
    server.use(mockRoute(clubEventsApi.listClubEvents, { items: [pendingEvent] }));
    open();
    const list = await screen.findByRole('list', { name: 'Events awaiting approval' });
    expect(within(list).getByText('10 Jan 2027, 09:30 am')).toBeTruthy();
    expect(within(list).getByText('Club Shoot')).toBeTruthy();
  });
});
