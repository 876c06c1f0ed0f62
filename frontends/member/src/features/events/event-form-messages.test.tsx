import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clubEventsApi } from '@trap/contracts/api/route-paths';
import { apiError, mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { ProposeEventDialog } from './event-form.tsx';

// the service's answers: the contract's refusal of a field, then a refusal of no field (club-event.service)
const TAKEN = 'An event with this id exists: try again';
const answers: Response[] = [];
setupApiServer(mockRoute(clubEventsApi.createClubEvent, () => answers.shift()!));
const open = () => renderScreen(<ProposeEventDialog approvesOwn />, { path: '/club-events', user: testUser() });

/** Opens the form and sends it twice: the first answer refuses the title, the second the whole event. */
async function sendTwice(openLabel: string, send: string, [titleMessage, takenMessage]: [string, string]) {
  answers.push(apiError(400, 'Validation failed', { fields: { title: 'Title is required' } }), apiError(409, TAKEN));
  open();
  await userEvent.click(screen.getByRole('button', { name: openLabel }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: send }));
  expect(await within(dialog).findByText(titleMessage)).toBeTruthy();
  await userEvent.click(within(dialog).getByRole('button', { name: send }));
  expect((await within(dialog).findByText(takenMessage)).getAttribute('role')).toBe('alert');
  return dialog;
}

describe('the event form’s server messages', () => {
  it('in English: a field’s message and a refusal of the event, as the server wrote them', async () => {
    await sendTwice('Propose an event', 'Add to calendar', ['Title is required', TAKEN]);
  });

  it('in Hindi: both read in Hindi', async () => {
    await switchLanguage('hi');
    const dialog = await sendTwice('इवेंट का प्रस्ताव दें', 'कैलेंडर में जोड़ें', ['शीर्षक ज़रूरी है', 'इस id का इवेंट पहले से है: फिर से कोशिश करें']);
    expect(within(dialog).queryByText(TAKEN)).toBeNull();
  });
});
