import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { createPromoCode, DEMO_PASSWORD, newUser, openAuthTab, registerViaApi, TIER_LABELS } from '../support/fixtures.ts';
import { sidewaysOverflow } from '../support/geometry.ts';

/** Paying for a membership on the built-in test gateway (the stack has no Razorpay keys), on a desktop and on a phone. */

const VIEWPORTS = [
  { name: 'on a desktop', viewport: { width: 1280, height: 720 } },
  { name: 'on a phone', viewport: { width: 390, height: 844 } },
] as const;

/** Runs `fn` as the demo admin in a request context of its own (the member's page stays logged in as the member). */
async function asAdmin<T>(fn: (ctx: APIRequestContext, csrf: () => Promise<string>) => Promise<T>): Promise<T> {
  const ctx = await request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000' });
  await ctx.get('/api/user');
  const csrf = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'trap_csrf')?.value ?? '';
  const login = await ctx.post('/api/login', { data: { username: 'admin', password: DEMO_PASSWORD }, headers: { 'x-csrf-token': await csrf() } });
  expect(login.status(), await login.text()).toBe(200);
  try {
    return await fn(ctx, csrf);
  } finally {
    await ctx.dispose();
  }
}

/** A promo code through the content tag API (content.manage): 20 % off Pro Lane. */
const promoCodeByAdmin = (slug: string) => createPromoCode(slug, { discountPercent: 20, tier: 'pro_lane' });

/** A blog post behind a Pro Lane content tag, by the demo admin (as in tier-gates.spec.ts): its id and the sentence only Pro Lane reads. */
const premiumPostByAdmin = () =>
  asAdmin(async (ctx, csrf) => {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const secret = `The paid drill ${id}: low gun on the hard left.`;
    const post$ = async (path: string, data: unknown) => ctx.post(path, { data, headers: { 'x-csrf-token': await csrf() } });
    const tag = await post$('/api/content-tags', { name: `Checkout premium ${id}`, slug: `checkout-premium-${id}`, requiredMembershipTier: 'pro_lane' });
    expect(tag.status(), await tag.text()).toBe(201);
    const intro = 'Mount the gun the same way every time and let the eyes find the target first. '.repeat(6);
    const post = await post$('/api/blog', { title: `Premium: the hard left ${id}`, content: `${intro}\n\n${secret}`, category: 'Technique' });
    expect(post.status(), await post.text()).toBe(201);
    const postId = ((await post.json()) as { id: string }).id;
    const rel = await post$(`/api/content-tags/${((await tag.json()) as { id: string }).id}/relations`, { contentType: 'blog_post', contentId: postId });
    expect([200, 201], await rel.text()).toContain(rel.status());
    return { postId, secret };
  });

const istDate = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

async function membershipCard(page: Page, tier: string) {
  // what auth holds, then what /profile shows
  await expect.poll(async () => (await (await page.request.get('/api/user')).json()).membershipTier).toBe(tier);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  return page.getByRole('region', { name: 'Membership', exact: true });
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`checkout ${name}`, () => {
    test.use({ viewport });
    /**
     * Nothing scrolls sideways. Measured once the page has settled and again for a while if need be: parts
     * arrive after the heading (the bell's count, the plan, the feed; right after a payment a section the old
     * tier locked, until the services hear of the new one), and one sample taken mid-arrival proves nothing
     * either way; an overflow that stays fails, naming what sticks out.
     */
    const fitsTheScreen = async (page: Page) => {
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
      await expect(async () => {
        const { scrollWidth, offenders } = await sidewaysOverflow(page);
        expect(scrollWidth, `${page.url()} scrolls sideways; sticking out: ${offenders.join(', ')}`).toBeLessThanOrEqual(viewport.width);
      }).toPass({ timeout: 10_000 });
    };

    test('when a visitor registers with Pro Lane and pays on the test gateway, then the receipt links the invoice, /profile shows Pro Lane active with its end date, and a Pro Lane post opens whole', async ({
      page,
    }) => {
      const premium = await premiumPostByAdmin();
      const user = newUser('pay');
      await openAuthTab(page, 'Register');
      await page.getByLabel('Username', { exact: true }).fill(user.username);
      await page.getByLabel('Display Name', { exact: true }).fill(user.displayName);
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('radio', { name: TIER_LABELS.pro_lane }).check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL(/\/checkout\/pro_lane$/);
      // while the order is open the member is not Pro Lane yet: the post is its teaser
      expect((await (await page.request.get(`/api/blog/${premium.postId}`)).json()).locked).toBe(true);

      // the tier, what it unlocks (the table /membership lists), and the price with its GST part (18 %, inclusive)
      await expect(page.getByRole('heading', { name: 'Pro Lane', exact: true })).toBeVisible();
      const unlocks = page.getByRole('region', { name: 'What Pro Lane unlocks' }).getByRole('listitem');
      await expect(unlocks.first()).toHaveText("Everything in Shooter's Circle");
      for (const feature of ['AI coach', 'Shot patterns and miss maps', 'Sharing with a coach', 'Premium content'])
        await expect(unlocks.filter({ hasText: new RegExp(`^${feature}$`) })).toHaveCount(1);
      await expect(page.getByTestId('checkout-total')).toHaveText('₹9,000.00');
      await expect(page.getByText('₹1,372.88')).toBeVisible();
      await expect(page.getByText('₹7,627.12')).toBeVisible();
      // renewal is the buyer's choice, off unless ticked (SPEC 9)
      await expect(page.getByRole('checkbox', { name: 'Renew automatically' })).not.toBeChecked();
      await fitsTheScreen(page);
      await page.getByRole('button', { name: 'Pay ₹9,000.00' }).click();

      // the gateway's page, then back to the receipt
      await expect(page.getByRole('heading', { name: 'Pay ₹9,000.00' })).toBeVisible();
      await page.getByRole('button', { name: 'Payment succeeds' }).click();
      await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      await expect(page).toHaveURL(/\/checkout\/pro_lane\?order=[a-f0-9]{24}$/);
      const invoice = page.getByRole('link', { name: 'View invoice' });
      await expect(invoice).toBeVisible();
      const res = await page.request.get((await invoice.getAttribute('href'))!);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/TI\/\d{4}-\d{2}\/\d{5}/);
      expect(html).toContain('₹1,372.88');
      expect(html).toContain(user.displayName);

      const card = await membershipCard(page, 'pro_lane');
      await expect(card.getByText('Pro Lane', { exact: true })).toBeVisible();
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
      // a year from the payment, as the plan on the card says it: not renewing, since the box was left unticked
      const end = new Date();
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      await expect(card.getByText(`Active until ${istDate(end.toISOString())}`)).toBeVisible();
      await fitsTheScreen(page);

      // what was paid for: the gated post opens whole (the services read the live tier auth sets on payment)
      await expect.poll(async () => (await (await page.request.get(`/api/blog/${premium.postId}`)).json()).locked).toBe(false);
      await page.goto(`/blog/${premium.postId}`);
      await expect(page.getByText(premium.secret)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Premium content (locked)' })).toHaveCount(0);
    });

    test('when the payment fails, then a clear message shows and the member stays on Range Pass', async ({ page }) => {
      const user = newUser('fail');
      await registerViaApi(page, user, 'pro_lane');
      await page.goto('/checkout/pro_lane');
      await expect(page.getByTestId('checkout-total')).toHaveText('₹9,000.00');
      await fitsTheScreen(page);
      await page.getByRole('button', { name: 'Pay ₹9,000.00' }).click();
      await page.getByRole('button', { name: 'Payment fails' }).click();

      await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
      await expect(page.getByTestId('checkout-message')).toHaveText(
        'The payment did not go through. You stay on your current membership; you can try again.',
      );
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
      await fitsTheScreen(page);

      const card = await membershipCard(page, 'range_pass');
      await expect(card.getByText('Range Pass', { exact: true })).toBeVisible();
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
    });

    test('when a member applies a promo code, then the price and its GST part drop and the payment charges the lower price', async ({ page }) => {
      const code = `spring-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      await promoCodeByAdmin(code);
      const user = newUser('promo');
      await registerViaApi(page, user, 'pro_lane');
      // auth learns the code from content's event
      await expect.poll(async () => (await page.request.get(`/api/checkout/pro_lane?promoCode=${code}`)).status()).toBe(200);
      await page.goto('/checkout/pro_lane');
      await expect(page.getByTestId('checkout-total')).toHaveText('₹9,000.00');

      await page.getByLabel('Promo code').fill('no-such-code');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('This promo code is not valid', { exact: true })).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('₹9,000.00');

      await page.getByLabel('Promo code').fill(code.toUpperCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByTestId('checkout-total')).toHaveText('₹7,200.00');
      await expect(page.getByTestId('checkout-discount')).toHaveText('−₹1,800.00');
      // 18 % GST inside ₹7,200: ₹1,098.31 on ₹6,101.69
      await expect(page.getByText('₹1,098.31')).toBeVisible();
      await expect(page.getByText('₹6,101.69')).toBeVisible();
      // this buyer chooses to renew
      await page.getByRole('checkbox', { name: 'Renew automatically' }).check();
      await fitsTheScreen(page);

      await page.getByRole('button', { name: 'Pay ₹7,200.00' }).click();
      await expect(page.getByRole('heading', { name: 'Pay ₹7,200.00' })).toBeVisible();
      await page.getByRole('button', { name: 'Payment succeeds' }).click();
      await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText('₹7,200.00');
      const card = await membershipCard(page, 'pro_lane');
      await expect(card.getByText('Active', { exact: true })).toBeVisible();
      await expect(card.getByText(/^Renews on /)).toBeVisible();
      await expect(card.getByRole('checkbox', { name: /^Auto-renew/ })).toBeChecked();
      await expect(card.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
      await fitsTheScreen(page);
    });
  });
}
