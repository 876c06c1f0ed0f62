import { expect, test, type Page } from '@playwright/test';
import {
  apiPost,
  DEMO_PASSWORD,
  loginViaApi,
  logoutViaApi,
  newUser,
  registerViaApi,
  signInWithForm,
  withConsentDecided,
} from '../support/fixtures.ts';
import { createClubShoot } from '../support/match-day.ts';

/**
 * What users tripped over in the usability test: a premium teaser showing raw markdown, the
 * shared scorecard of a match-day round drawing no targets, and the header's Events Calendar that
 * sent a guest to a bare login page (and after logging in, elsewhere).
 */
const expectSoon = expect.configure({ timeout: 30_000 });
test.describe('the premium teaser', () => {
  async function premiumPostId(page: Page): Promise<string> {
    const res = await page.request.get('/api/blog?limit=100');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { id: string; locked?: boolean }[] | { items: { id: string; locked?: boolean }[] };
    const posts = Array.isArray(body) ? body : body.items;
    const post = posts.find((p) => p.locked);
    expect(post, 'the demo has a premium post').toBeTruthy();
    return post!.id;
  }

  test('when a guest opens a premium post, then its teaser is drawn like the article (no markdown marks) above the lock', async ({
    page,
  }) => {
    await withConsentDecided(page);
    const id = await premiumPostId(page);
    await page.goto(`/blog/${id}`);
    const body = page.getByTestId('article-body');
    await expectSoon(body).toBeVisible();
    await expect(body).not.toHaveText('');
    await expect(body).not.toContainText('##');
    await expect(body.locator('p').first()).toBeVisible();
  });

  test.describe('served by the server', () => {
    test.use({ javaScriptEnabled: false });

    test('when a guest’s browser runs no JavaScript, then the server-rendered premium post shows its teaser without markdown marks', async ({
      page,
    }) => {
      const id = await premiumPostId(page);
      await page.goto(`/blog/${id}`);
      const body = page.getByTestId('article-body');
      await expect(body).toBeVisible();
      await expect(body).not.toHaveText('');
      await expect(body).not.toContainText('##');
    });
  });
});

test.describe('the shared scorecard of a match-day round', () => {
  test('when a member shares the round they shot at a match day, then anyone with the link sees its targets on the trap layout', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const orgContext = await browser.newContext();
    const org = await orgContext.newPage();
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    try {
      await org.goto('/');
      await loginViaApi(org, 'admin', DEMO_PASSWORD);
      await member.goto('/');
      await registerViaApi(member, newUser('mday'));
      const me = (await (await member.request.get('/api/user')).json()) as { id: string };
      const shoot = (await createClubShoot(org, 'Scorecard Match Day e2e', [
        { name: 'Squad 1', shooters: [{ name: 'Card Shooter', userId: me.id }] },
      ])) as { id: string; code: string; squads: { id: string; shooters: { id: string }[] }[] };
      const squad = shoot.squads[0]!;
      // the member scores their own squad as the match-day scorer does: outcomes only, no stations
      const joined = await apiPost(member, `/api/shoots/${shoot.id}/squads/${squad.id}/scorer`, { code: shoot.code });
      expect(joined.status(), await joined.text()).toBe(200);
      for (let t = 0; t < 25; t++) {
        const scored = await apiPost(member, `/api/shoots/${shoot.id}/squads/${squad.id}/targets`, {
          id: `e2e-card-${shoot.id}-${t}`,
          shooterId: squad.shooters[0]!.id,
          round: 1,
          outcome: t >= 20 ? 'lost' : 'first',
        });
        expect(scored.status(), await scored.text()).toBeLessThan(300);
      }
      const finished = await apiPost(org, `/api/shoots/${shoot.id}/finish`);
      expect(finished.status(), await finished.text()).toBe(200);

      let sessionId = '';
      await expect(async () => {
        const list = (await (await member.request.get('/api/practice/sessions')).json()) as { items: { id: string; title: string }[] };
        const session = list.items.find((s) => s.title === 'Scorecard Match Day e2e');
        expect(session, 'the match day reached the member’s practice history').toBeTruthy();
        sessionId = session!.id;
      }).toPass({ timeout: 30_000 });
      const shared = await apiPost(member, `/api/practice/sessions/${sessionId}/scorecard`);
      expect(shared.status(), await shared.text()).toBe(200);
      const { url } = (await shared.json()) as { url: string };

      await guest.goto(url);
      await expectSoon(guest.getByRole('heading', { level: 1, name: 'Scorecard Match Day e2e' })).toBeVisible();
      await expect(guest.getByText('20 / 25')).toBeVisible();
      await expect(guest.getByText('No rounds were scored target by target')).toHaveCount(0);
      await expect(guest.getByText('20 hits and 5 misses; most misses on station 5 (5 of 5).')).toBeVisible();
      const image = guest.getByRole('img', { name: /^The round on the trap layout: 20 hits and 5 misses/ });
      await expect(image).toBeVisible();
      const svg = await (await guest.request.get((await image.getAttribute('src'))!)).text();
      expect(svg).not.toContain('No rounds were scored target by target');
    } finally {
      for (const c of [orgContext, memberContext, guestContext]) await c.close();
    }
  });
});

test.describe('the Events Calendar for a guest', () => {
  for (const phone of [false, true])
    test(`when a guest follows the footer's Events Calendar${phone ? ' on a phone' : ''}, then the login page says it is for members, and logging in opens the calendar`, async ({
      page,
    }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      const user = newUser('calendar');
      await registerViaApi(page, user);
      await logoutViaApi(page);
      await page.context().clearCookies();
      await withConsentDecided(page);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Events Calendar' }).click();
      await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcommunity-events$/);
      await expect(
        page.getByRole('status').filter({ hasText: 'That page is for members. Log in, or register for free, to continue.' }),
      ).toBeVisible();
      await signInWithForm(page, user.username, user.password);
      await expect(page).toHaveURL(/\/community-events$/);
      await expectSoon(page.getByRole('heading', { name: 'Events Calendar', level: 1 })).toBeVisible();
    });
});
