import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, newUser, openAuthTab, registerViaApi, toast, withConsentDecided } from '../support/fixtures.ts';

/**
 * On a phone, a member edits their profile (bad input first: the field messages,
 * then good input), makes it public and chooses what it shows, sees the choice on /members/{id},
 * and asks for their account to be deleted: logged out, and a login says it is marked for deletion.
 * Also: the data download joins every service's export into one JSON file, and the /profile tour.
 */

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: { width: 390, height: 844 } });
// The public page reads community's copy, fed by auth's events.
const expectSoon = expect.configure({ timeout: 30_000 });

const form = (page: Page) => page.getByRole('form', { name: 'Edit profile' });

async function save(page: Page) {
  await form(page).getByRole('button', { name: 'Save profile' }).click();
}

/** The member's public page, read again until `check` holds (the read model follows auth's event). */
async function publicPageShows(page: Page, id: string, text: string, shown: boolean) {
  await expect
    .poll(
      async () => {
        await page.goto(`/members/${id}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        return (await page.getByText(text).count()) > 0;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(shown);
}

test('a member edits their profile with bad then good input, chooses what the public page shows, then deletes their account', async ({
  page,
}) => {
  const user = newUser('prof');
  await page.goto('/');
  await registerViaApi(page, user);
  const me = await (await page.request.get('/api/user')).json();
  const club = `Pune Clay Club ${Date.now().toString(36)}`;

  await page.goto('/profile/edit');
  await expectSoon(page.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
  await expectSoon(form(page).getByRole('textbox', { name: 'Display name' })).toHaveValue(user.displayName);

  // bad input: the messages by the fields, nothing saved
  await form(page).getByRole('textbox', { name: 'Mobile number' }).fill('12ab');
  await form(page).getByRole('spinbutton', { name: 'Height (cm)' }).fill('400');
  await form(page).getByRole('textbox', { name: 'Instagram' }).fill('not a link');
  await save(page);
  await expect(form(page).getByText('Enter a mobile number of 10 to 15 digits, e.g. +91 98765 43210')).toBeVisible();
  await expect(form(page).getByText('Height must be between 50 and 250 cm')).toBeVisible();
  await expect(toast(page, 'Please check the highlighted fields')).toBeVisible();
  expect((await (await page.request.get('/api/user/profile')).json()).mobileNumber).toBeNull();

  // good input
  await form(page).getByRole('textbox', { name: 'Mobile number' }).fill('+91 98765 43210');
  await form(page).getByRole('spinbutton', { name: 'Height (cm)' }).fill('176');
  await form(page).getByRole('textbox', { name: 'Instagram' }).fill('https://instagram.com/e2e.shooter');
  await form(page).getByRole('textbox', { name: 'Club' }).fill(club);
  await form(page).getByRole('textbox', { name: 'NRAI Shooter ID' }).fill('NRAI/MH/2020/0042');
  await form(page).getByLabel('Blood group').selectOption('O+');
  await page.getByRole('switch', { name: 'Public profile' }).click();
  await expect(page.getByRole('switch', { name: 'Public profile' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'Show NRAI Shooter ID and ISSF ID' }).click();
  await save(page);
  await expectSoon(toast(page, 'Profile saved')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const saved = await (await page.request.get('/api/user/profile')).json();
  expect(saved).toMatchObject({
    mobileNumber: '+91 98765 43210',
    height: 176,
    bloodGroup: 'O+',
    clubAffiliation: club,
    isPublicProfile: true,
  });

  // the public page shows what the member chose, never the private fields
  await publicPageShows(page, me.id, 'NRAI/MH/2020/0042', true);
  await expect(page.getByText(club).first()).toBeVisible();
  await expect(page.getByText('+91 98765 43210')).toHaveCount(0);
  await expect(page.getByText('O+', { exact: true })).toHaveCount(0);

  // privacy: hide the club; the public page follows
  await page.goto('/profile/privacy');
  await expectSoon(page.getByRole('heading', { name: 'Privacy', level: 2 })).toBeVisible();
  await page.getByRole('switch', { name: 'Show club' }).click();
  await expect(page.getByRole('switch', { name: 'Show club' })).toHaveAttribute('aria-checked', 'false');
  await save(page);
  await expectSoon(toast(page, 'Profile saved')).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.goto(`/members/${me.id}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        return page.getByText(club).count();
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(0);

  // account deletion: confirmed in a dialog, logged out, and the next login is refused
  await page.goto('/profile/edit');
  await expectSoon(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectSoon(toast(page, 'Account marked for deletion')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);

  await openAuthTab(page, 'Login');
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSoon(toast(page, 'Account Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the dashboard shows recent sessions, the network and the progression cards on a phone', async ({ page }) => {
  const user = newUser('dash');
  await page.goto('/');
  await registerViaApi(page, user);
  await page.goto('/profile');
  await expectSoon(page.getByRole('heading', { name: `Welcome, ${user.displayName}`, level: 1 })).toBeVisible();
  await expectSoon(page.getByText('No sessions yet: log your first round and it shows here.')).toBeVisible();
  const network = page.getByRole('region', { name: 'Network management' });
  await expectSoon(network.getByLabel('0 friends')).toBeVisible();
  await expectSoon(network.getByLabel('0 squads')).toBeVisible();
  await expect(network.getByRole('link', { name: 'Find Friends' })).toHaveAttribute('href', '/friends');
  await expect(page.getByRole('region', { name: 'Achievements' }).getByRole('heading', { name: 'Level and XP' })).toBeVisible();
  await expectSoon(
    page.getByRole('region', { name: 'Achievements' }).getByText('Coming with your first logged rounds.').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the download button saves one JSON file with the account and the data of practice, community, content and notifications', async ({
  page,
}) => {
  const user = newUser('dl');
  await page.goto('/');
  await registerViaApi(page, user);
  // something of the member's in community, to find in the file
  const topic = await apiPost(page, '/api/forum/topics', {
    title: `My download topic ${Date.now().toString(36)}`,
    content: 'Where do you hold on station 4?',
    categoryId: '64f0a0000000000000000001',
  });
  expect(topic.status()).toBe(201);
  const { title } = await topic.json();

  await page.goto('/profile/edit');
  await expectSoon(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toBe(`trap-india-data-${user.username}.json`);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(Object.keys(file).sort()).toEqual(['account', 'community', 'content', 'exportedAt', 'notifications', 'practice']);
  expect(file.account).toMatchObject({ username: user.username });
  expect(file.community.forum_topics).toMatchObject([{ title }]);
  expect(file.content).toMatchObject({ ama_questions: [], blog_comments: [], saved_tips: [], range_bookings: [] });
  expect(file.notifications).toMatchObject({ notifications: [], newsletter_subscriptions: [] });
  expect(typeof file.practice).toBe('object');
  await expect(toast(page, 'Your data is downloading')).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the /profile tour walks through the dashboard, profile information, training hub, network management and achievements', async ({
    page,
  }) => {
    await withConsentDecided(page);
    const user = newUser('ptour');
    await registerViaApi(page, user);
    await page.goto('/profile');
    await expectSoon(page.getByRole('heading', { name: `Welcome, ${user.displayName}`, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Start Feature Tutorial' }).click();
    const steps = [
      ['Your dashboard', 'Your member home: profile, membership and shortcuts to every member tool.'],
      ['Profile information', 'Your name, e-mail and role. Use Edit profile to change your details, club and shooting IDs.'],
      ['Training hub', 'Jump into practice logging, statistics, technique insights and your skill roadmap.'],
      ['Network management', 'Find friends and squads, and manage who you shoot and train with.'],
      ['Achievements', 'Badges and XP you earn from practice, challenges and community activity.'],
    ];
    const tour = page.getByRole('dialog');
    for (const [i, [name, text]] of steps.entries()) {
      await expect(tour).toHaveAccessibleName(name!);
      await expect(tour.getByText(text!)).toBeVisible();
      await expect(tour.getByText(`Step ${i + 1} of 5`)).toBeVisible();
      await tour.getByRole('button', { name: i === steps.length - 1 ? 'Finish' : 'Next' }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
