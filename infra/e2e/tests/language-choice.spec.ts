import { expect, test, type Page } from '@playwright/test';
import { newUser, registerViaApi, signInWithForm, withConsentDecided } from '../support/fixtures.ts';

/**
 * Which language a visitor reads (docs/decisions.md, "Addresses per language" and "Which language"), on a
 * phone: a shared Hindi link (`?lang=hi`) opens in Hindi with its Hindi title whatever the cookie says; a
 * member's pick is kept on their account and follows them to a fresh browser; server-rendered pages carry
 * their language, hreflang alternates and own head; the sitemap lists both languages; the Devanagari font
 * is linked by Hindi pages alone, and the Hindi home and practice pages fit a 360 px phone.
 * (The site's default language, changed by the super-admin, is in global-settings.spec.ts: it is site-wide.)
 */
const PHONE = { width: 360, height: 780 };
test.use({ viewport: PHONE });
// logins, a member remote and several page loads on a loaded test machine
test.describe.configure({ timeout: 180_000 });

const HINDI_TITLE = 'भारत में ट्रैप शूटिंग | परफ़ॉर्मेंस ट्रैकिंग प्लेटफ़ॉर्म | Trap India';
const HINDI_HEADING = 'भारत की प्रमुख ट्रैप शूटिंग कम्युनिटी';

/** The main containers whose content is wider than they are (scrollWidth > clientWidth), by name. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const boxes = [
      document.documentElement,
      document.body,
      ...document.querySelectorAll('header, main, footer, nav, .ui-container, section, form'),
    ];
    return boxes
      .filter((el) => el instanceof HTMLElement && el.offsetParent !== null && getComputedStyle(el).overflowX === 'visible')
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} ${el.scrollWidth} > ${el.clientWidth}`,
      );
  });
}

test('a guest opens a shared Hindi link and reads the page in Hindi with its Hindi title, though their cookie says English', async ({
  page,
}) => {
  await withConsentDecided(page);
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  await page.context().addCookies([{ name: 'trap_lang', value: 'en', domain: url.hostname, path: '/' }]);
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/fonts/noto-sans-devanagari')) fonts.push(new URL(r.url()).pathname);
  });

  await page.goto('/?lang=hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: HINDI_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(HINDI_TITLE);
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  // the self-hosted Devanagari font is what the Hindi text is drawn with
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Noto Sans Devanagari"', 'भारत'))))
    .toBe(true);
  expect(fonts).toContain('/fonts/noto-sans-devanagari-5.3.0/noto-sans-devanagari-devanagari-400-normal.woff2');
  expect(await overflowing(page)).toEqual([]);

  // the link chose the page, not the visitor: their cookie still says English, and a bare address is English
  expect((await page.context().cookies()).find((c) => c.name === 'trap_lang')?.value).toBe('en');
  fonts.length = 0;
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // (a 360 px header keeps Member Login in its menu: the switch says the language)
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(await page.locator('link[data-devanagari-font]').count()).toBe(0);
  expect(fonts).toEqual([]);
});

test('server-rendered pages carry their language, hreflang alternates and their own head per language; the sitemap lists both', async ({
  request,
}) => {
  const origin = (await (await request.get('/app-config.json')).json()) as { siteOrigin: string };
  const site = origin.siteOrigin.replace(/\/+$/, '');
  const html = async (path: string, headers: Record<string, string> = {}) =>
    (await request.get(path, { headers: { accept: 'text/html', ...headers } })).text();
  const headOf = (doc: string) => doc.slice(0, doc.indexOf('</head>'));

  const hindi = headOf(await html('/?lang=hi', { cookie: 'trap_lang=en' }));
  const english = headOf(await html('/?lang=en', { cookie: 'trap_lang=hi', 'accept-language': 'hi-IN' }));
  const bare = headOf(await html('/', { 'accept-language': 'en-IN' }));
  expect(hindi).toMatch(/<html lang="hi"/);
  expect(hindi).toContain(`<title>${HINDI_TITLE}</title>`);
  expect(hindi).toMatch(/<meta name="description" content="अपनी ट्रैप शूटिंग प्रैक्टिस/);
  expect(hindi).toContain(`<link rel="canonical" href="${site}/?lang=hi"/>`);
  expect(hindi).toContain('<link rel="preload" as="font" type="font/woff2"');
  expect(english).toMatch(/<html lang="en-IN"/);
  expect(english).toContain('<title>Trap Shooting in India | Performance Tracking Platform | Trap India</title>');
  expect(english).toContain(`<link rel="canonical" href="${site}/?lang=en"/>`);
  expect(english).not.toContain('devanagari');
  expect(bare).toContain(`<link rel="canonical" href="${site}"/>`);
  // (React writes the attribute hrefLang; HTML's names are case-blind)
  for (const head of [hindi, english, bare].map((h) => h.replaceAll('hrefLang=', 'hreflang='))) {
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${site}/?lang=en"/>`);
    expect(head).toContain(`<link rel="alternate" hreflang="hi" href="${site}/?lang=hi"/>`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${site}"/>`);
  }
  // a content page too: its own Hindi head with the alternates of its own address
  const podcasts = headOf(await html('/podcasts?lang=hi'));
  expect(podcasts).toMatch(/<html lang="hi"/);
  expect(podcasts.replaceAll('hrefLang=', 'hreflang=')).toContain(`<link rel="alternate" hreflang="hi" href="${site}/podcasts?lang=hi"/>`);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${site}/podcasts?lang=hi</loc>`);
  expect(sitemap).toContain(`<loc>${site}/podcasts?lang=en</loc>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${site}/podcasts?lang=hi"/>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/podcasts"/>`);
});

test('a member switches to Hindi, logs out, logs in on a fresh browser and reads Hindi; the practice page fits the phone in Hindi', async ({
  browser,
}) => {
  const member = newUser('lang');
  const first = await browser.newContext({ viewport: PHONE });
  const page = await first.newPage();
  await withConsentDecided(page);
  await registerViaApi(page, member, 'range_pass', { grant: null });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Language' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'PATCH');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.request.post('/api/logout', {
    headers: { 'x-csrf-token': (await first.cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '' },
  });
  await first.close();

  // a fresh browser: no language cookie, an English browser
  const fresh = await browser.newContext({ viewport: PHONE, locale: 'en-IN' });
  const again = await fresh.newPage();
  await withConsentDecided(again);
  await again.goto('/auth');
  await expect(again.locator('html')).toHaveAttribute('lang', 'en-IN');
  await signInWithForm(again, member.username, member.password);
  await expect(again.locator('html')).toHaveAttribute('lang', 'hi', { timeout: 30_000 });
  await expect(again.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');

  // the Hindi practice page on a 360 px phone: nothing wider than its container
  await again.goto('/practice');
  await expect(again.getByRole('heading', { level: 1, name: 'प्रैक्टिस लॉग करें' })).toBeVisible({ timeout: 45_000 });
  await expect
    .poll(() => again.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Noto Sans Devanagari"', 'प्रैक्टिस'))))
    .toBe(true);
  expect(await overflowing(again)).toEqual([]);
  await fresh.close();
});

test('a signed-in member’s shared Hindi link still opens in Hindi; their account’s English is used on the bare address', async ({
  browser,
}) => {
  const member = newUser('langlink');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await withConsentDecided(page);
  await registerViaApi(page, member, 'range_pass', { grant: null });
  await page.goto('/?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: HINDI_HEADING })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: "India's Premier Trap Shooting Community" })).toBeVisible();
  await context.close();
});
