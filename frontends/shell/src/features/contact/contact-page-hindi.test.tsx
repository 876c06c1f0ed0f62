import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@trap/contracts';
import { inLanguage, renderScreen, setupApiServer, switchLanguage } from '@trap/ui/testing/index.ts';
import ContactPage from './contact-page.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

describe('the contact page in Hindi', () => {
  inLanguage('hi');

  it('when a visitor sends the form empty in Hindi, then the labels, counter and the schema’s messages read in Hindi', async () => {
    renderScreen(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' });
    expect(within(form).getByText('0/5000 कैरेक्टर (कम से कम 10)')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('मैसेज'), 'Too short');
    await userEvent.click(within(form).getByRole('button', { name: 'मैसेज भेजें' }));
    expect(await within(form).findByText('नाम ज़रूरी है')).toBeTruthy();
    expect(within(form).getByText('मैसेज कम से कम 10 कैरेक्टर का होना चाहिए')).toBeTruthy();
    const aside = screen.getByRole('complementary', { name: 'हमसे संपर्क के दूसरे तरीके' });
    expect(await within(aside).findByRole('link', { name: DEFAULT_SETTINGS.general.contactEmail })).toBeTruthy();
  });

  it('when a visitor sends the form empty in English, then the schema’s messages read as before', async () => {
    await switchLanguage('en');
    renderScreen(<ContactPage />, { path: '/contact' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('0/5000 characters (at least 10)')).toBeTruthy();
    expect((await screen.findByText(/^Email:/)).textContent).toBe(`Email: ${DEFAULT_SETTINGS.general.contactEmail}`);
  });
});
