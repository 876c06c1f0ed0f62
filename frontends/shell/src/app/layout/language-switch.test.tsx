import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, startInLanguage, startLanguage } from '@trap/ui';
import { renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import '../../shared/i18n/shell-texts.ts';

setupApiServer();

const page = () =>
  renderScreen(
    <>
      <SiteHeader />
      <SiteFooter />
    </>,
  );

/** What a new page load does before React renders (bootstrap.tsx): the visitor's language, its texts loaded. */
async function reload(view: ReturnType<typeof page>) {
  view.unmount();
  await act(async () => {
    await changeLanguage('en', { remember: false });
    await startInLanguage(startLanguage());
  });
  return page();
}

describe('the language switch', () => {
  afterEach(async () => {
    // the page's instance is shared by every test file of this worker: leave it in English
    document.cookie = 'trap_lang=; Max-Age=0; Path=/';
    await act(async () => {
      await changeLanguage('en', { remember: false });
    });
  });

  it('when a guest chooses हिन्दी in the header, then the header and footer read in Hindi, <html lang> is hi, and the choice survives a reload', async () => {
    const user = userEvent.setup();
    let view = page();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Member Login' })).toBeTruthy();

    await user.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'हिन्दी');

    expect(await within(header).findByRole('link', { name: 'मेंबर लॉगिन' })).toBeTruthy();
    expect(within(header).getByRole('navigation', { name: 'सेक्शन' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'शूटर प्रोफ़ाइल' })).toBeTruthy();
    expect(within(header).getByRole('combobox', { name: 'भाषा' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'एक्सप्लोर करें' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');

    view = await reload(view);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'मेंबर लॉगिन' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('hi');
    view.unmount();
  });

  it('when a guest switches back to English in the footer, then every text is SPEC’s English again and stays so after a reload', async () => {
    const user = userEvent.setup();
    let view = page();
    await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    const footer = screen.getByRole('contentinfo');
    await user.selectOptions(await within(footer).findByRole('combobox', { name: 'भाषा' }), 'English');

    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Member Login' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Manage subscription' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-IN');

    view = await reload(view);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Member Login' })).toBeTruthy();
    view.unmount();
  });
});
