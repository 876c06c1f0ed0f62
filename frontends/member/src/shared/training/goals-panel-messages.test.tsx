import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainingApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { GoalsPanel } from './goals-panel.tsx';

setupApiServer(mockRoute(trainingApi.listGoals, { items: [] }));
const open = () => renderScreen(<GoalsPanel />, { path: '/training-progress', user: testUser() });

describe('the goal form’s contract messages', () => {
  it('in English: a goal with no target is refused in the contract’s words', async () => {
    open();
    const form = screen.getByRole('form', { name: 'New goal' });
    await userEvent.click(within(form).getByRole('button', { name: 'Set goal' }));
    expect(await within(form).findByText('Target must be a number')).toBeTruthy();
  });

  it('in Hindi: the same refusal reads in Hindi', async () => {
    await switchLanguage('hi');
    open();
    const form = screen.getByRole('form', { name: 'नया लक्ष्य' });
    await userEvent.click(within(form).getByRole('button', { name: 'लक्ष्य तय करें' }));
    expect(await within(form).findByText('संख्या होनी चाहिए')).toBeTruthy();
    expect(within(form).queryByText('Target must be a number')).toBeNull();
  });
});
