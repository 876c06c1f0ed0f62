import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { practiceApi, practiceLogsApi } from '@trap/contracts/api/route-paths';
import { apiError, mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { FitnessLogPanel } from './fitness-log.tsx';

// the service's answer when the chosen session is not the member's (services/practice log.service)
const NO_SESSION = 'The linked practice session was not found';

setupApiServer(
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
  mockRoute(practiceLogsApi.fitnessEntries.list, { items: [], total: 0 }),
  mockRoute(practiceLogsApi.fitnessEntries.create, () => apiError(400, NO_SESSION)),
);
const open = () => renderScreen(<FitnessLogPanel />, { path: '/journal', user: testUser() });

/** Opens the add form, saves it empty (the contract's check), then filled in (the server's answer). */
async function saveTwice(add: string, formName: string, [activity, minutes]: [string, string], save: string) {
  await userEvent.click(await screen.findByRole('button', { name: add }));
  const form = screen.getByRole('form', { name: formName });
  await userEvent.click(within(form).getByRole('button', { name: save }));
  const checked = form.textContent;
  await userEvent.type(within(form).getByLabelText(activity), 'Running');
  await userEvent.type(within(form).getByLabelText(minutes), '30');
  await userEvent.click(within(form).getByRole('button', { name: save }));
  return { form, checked };
}

describe('a log form’s contract and server messages', () => {
  it('in English: the contract’s message under its field and the server’s above the buttons, as they came', async () => {
    open();
    const { form, checked } = await saveTwice('Add fitness entry', 'Log a fitness entry', ['Activity', 'Minutes'], 'Save');
    expect(checked).toContain('Enter the activity');
    expect((await within(form).findByText(NO_SESSION)).getAttribute('role')).toBe('alert');
  });

  it('in Hindi: both read in Hindi', async () => {
    await switchLanguage('hi');
    open();
    const { form, checked } = await saveTwice('फ़िटनेस एंट्री जोड़ें', 'फ़िटनेस एंट्री लॉग करें', ['एक्टिविटी', 'मिनट'], 'सेव करें');
    expect(checked).toContain('गतिविधि लिखें');
    expect(checked).not.toContain('Enter the activity');
    expect((await within(form).findByText('जोड़ा गया प्रैक्टिस सेशन नहीं मिला')).getAttribute('role')).toBe('alert');
    expect(within(form).queryByText(NO_SESSION)).toBeNull();
  });
});
