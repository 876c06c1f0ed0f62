import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, notificationsApi } from '@trap/contracts/api/route-paths';
import { changeLanguage, pageLanguage, startInLanguage, startLanguage, USER_QUERY_KEY } from '@trap/ui';
import { apiError, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import '../../shared/i18n/shell-texts.ts';

// a member's header reads their unread count
const server = setupApiServer(mockRoute(notificationsApi.countUnread, { count: 0 }));

const page = (options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(
    <>
      <SiteHeader />
      <SiteFooter />
    </>,
    options,
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

  it('when a signed-in member picks हिन्दी, then the page turns Hindi at once and their account is told (PATCH /api/user)', async () => {
    const saved: unknown[] = [];
    server.use(
      mockRoute(authApi.updateProfile, async ({ request }) => {
        const body = (await request.json()) as { language: 'en' | 'hi' };
        saved.push(body);
        return testUser({ language: body.language });
      }),
    );
    const user = userEvent.setup();
    const view = page({ user: testUser({ language: 'en' }) });
    await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await within(screen.getByRole('banner')).findByRole('combobox', { name: 'भाषा' })).toBeTruthy();
    await vi.waitFor(() => expect(saved).toEqual([{ language: 'hi' }]));
    expect(document.documentElement.lang).toBe('hi');
    view.unmount();
  });

  it('when a member’s account says Hindi, then the page opens in Hindi although this browser’s cookie says English', async () => {
    document.cookie = 'trap_lang=en; Path=/';
    const view = page({ user: testUser({ language: 'hi' }) });
    expect(await within(screen.getByRole('banner')).findByRole('combobox', { name: 'भाषा' })).toBeTruthy();
    expect(pageLanguage()).toBe('hi');
    view.unmount();
  });

  it('when the account cannot save the choice, then the member is told their account keeps the earlier language', async () => {
    const user = userEvent.setup();
    const view = page({ user: testUser({ language: 'en' }) });
    server.use(mockRoute(authApi.updateProfile, () => apiError(503, 'Auth is restarting')));
    await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(await screen.findByText('भाषा सेव नहीं हुई')).toBeTruthy();
    expect(screen.getByText('Auth is restarting')).toBeTruthy();
    expect(view.queryClient.getQueryData<{ language?: string }>(USER_QUERY_KEY)?.language).toBe('en');
    view.unmount();
  });

  it('when a shared link names Hindi (?lang=hi), then a guest whose cookie says English starts in Hindi; picking a language drops it from the address', async () => {
    document.cookie = 'trap_lang=en; Path=/';
    history.replaceState(null, '', '/blog?lang=hi');
    try {
      expect(startLanguage('en')).toBe('hi');
      await act(async () => {
        await startInLanguage(startLanguage('en'));
      });
      const view = page();
      const user = userEvent.setup();
      await user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'भाषा' }), 'English');
      expect(location.search).toBe('');
      expect(startLanguage('hi')).toBe('en');
      view.unmount();
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
