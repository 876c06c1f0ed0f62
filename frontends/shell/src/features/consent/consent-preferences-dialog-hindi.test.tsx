import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage, renderScreen, setupApiServer, stubResizeObserver } from '@trap/ui/testing/index.ts';
import { consentActions } from './consent-store.ts';
import { ConsentPreferencesDialog } from './consent-preferences-dialog.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();
// the switches measure themselves
stubResizeObserver();

describe('the cookie preferences dialog in Hindi', () => {
  inLanguage('hi');
  afterEach(() => {
    act(() => consentActions.closePreferences());
  });

  it('when a visitor opens the cookie preferences in Hindi, then its title, tabs, categories, buttons and the 365 days read in Hindi', async () => {
    act(() => consentActions.openPreferences());
    renderScreen(<ConsentPreferencesDialog />, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'कुकी की पसंद' });
    expect(within(dialog).getByRole('tab', { name: 'पसंद' })).toBeTruthy();
    const essential = within(dialog).getByRole('switch', { name: 'ज़रूरी' });
    expect(essential.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('switch', { name: 'एनालिटिक्स' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'पसंद सेव करें' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'कुकी के बारे में' }));
    expect(await within(dialog).findByText(/365 दिनों तक/)).toBeTruthy();
    expect(within(dialog).getByText('cookie_consent')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'कुकी नीति' })).toBeTruthy();
  });
});
