import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/** The ranges directory with its map, a range's page, saved tips with notes, the contact form. */

// Several page loads and reloads per test, on a loaded test machine.
test.describe.configure({ timeout: 60_000 });

test('ranges: filtering by state keeps the filter in the URL and on the map; a marker opens the range with address, hours, facilities and its map', async ({
  page,
}) => {
  await page.goto('/shooting-ranges');
  await expect(page.getByRole('heading', { name: 'Shooting Ranges', level: 1 })).toBeVisible();
  const map = page.getByRole('group', { name: 'Map of India with the shooting ranges' });
  const markers = map.getByTestId('range-marker');
  // one card per range: the list's own items (each card also lists its features)
  const cards = page.getByRole('region', { name: 'Ranges' }).locator('.ranges-list > li');
  await expect(cards.first()).toBeVisible();
  // every demo range has coordinates, so the map shows one marker per listed range
  const total = await cards.count();
  expect(total).toBeGreaterThan(5);
  await expect(markers).toHaveCount(total);

  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  await expect(page).toHaveURL(/[?&]state=Maharashtra/);
  await expect(page.getByRole('status').filter({ hasText: 'match your filters' })).toHaveText(/^\d+ ranges? match your filters$/);
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(total);
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Maharashtra');
  await expect(markers).toHaveCount(shown);
  // a club's card lists its phone and website
  const nagpurCard = cards.filter({ hasText: 'Nagpur Orange City Range' });
  await expect(nagpurCard.getByRole('link', { name: '+91 712 080 3349' })).toHaveAttribute('href', 'tel:+917120803349');
  await expect(nagpurCard.getByRole('link', { name: 'Website of Nagpur Orange City Range (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.nagpur-orange-city-range.example',
  );

  // the filter survives a reload (it lives in the URL); the city list follows the state
  await page.reload();
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Maharashtra');
  await expect(page.getByLabel('City', { exact: true }).locator('option')).toContainText(['All', 'Nagpur', 'Pune']);
  await expect(markers).toHaveCount(shown);

  // markers are links reachable with the keyboard
  const nagpur = map.getByRole('link', { name: 'Nagpur Orange City Range, Nagpur, Maharashtra' });
  await nagpur.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shooting-ranges\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { name: 'Nagpur Orange City Range', level: 1 })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Address and contact' });
  await expect(contact).toContainText('Wardha Road, near Khapri, Nagpur, Maharashtra 441108');
  await expect(contact.getByRole('link', { name: '+91 712 080 3349' })).toHaveAttribute('href', 'tel:+917120803349');
  await expect(contact.getByRole('link', { name: 'www.nagpur-orange-city-range.example' })).toHaveAttribute(
    'href',
    'https://www.nagpur-orange-city-range.example',
  );
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Tue-Fri/ })).toContainText('16:00-21:00');
  await expect(hours.getByRole('row', { name: /Mon/ })).toContainText('Closed');
  await expect(page.getByRole('region', { name: 'Facilities' }).getByRole('listitem')).toContainText([
    'Floodlights',
    'Club house',
    'Changing rooms',
    'Parking',
  ]);
  await expect(page.getByRole('region', { name: 'Programs' })).toContainText('Introduction to Trap');
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByRole('group', { name: 'Map of India showing Nagpur Orange City Range' })).toBeVisible();
  await expect(location.getByTestId('range-marker')).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'SportsActivityLocation',
    name: 'Nagpur Orange City Range',
    address: { addressLocality: 'Nagpur', addressRegion: 'Maharashtra', addressCountry: 'IN' },
    geo: { '@type': 'GeoCoordinates' },
    openingHours: expect.arrayContaining(['Tu-Fr 16:00-21:00']),
  });

  await page.goto('/shooting-ranges/ffffffffffffffffffffffff');
  await expect(page.getByRole('heading', { name: 'Range not found', level: 1 })).toBeVisible();
});

test('tips: a member saves a tip with a note, finds it under Saved after a reload, and unsaves it; a visitor is asked to log in', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage();
  await visitor.goto('/shooting-tips');
  await expect(visitor.getByRole('link', { name: 'Log in to save tips' })).toHaveAttribute('href', '/auth?returnTo=%2Fshooting-tips');
  await expect(visitor.getByTestId('tip-card').first()).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Save tip' })).toHaveCount(0);
  await visitor.close();

  await registerViaApi(page, newUser('tips'));
  await page.goto('/shooting-tips?category=Focus');
  await expect(page.getByLabel('Category')).toHaveValue('Focus');
  const card = page.getByRole('tabpanel').getByTestId('tip-card').first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Focus');
  const tipText = (await card.locator('.tip-card__text').innerText()).trim();
  const note = `Try this at station 3 (${Date.now()})`;

  await card.getByRole('button', { name: 'Save tip' }).click();
  await card.getByLabel('Personal note').fill(note);
  await card.getByRole('button', { name: 'Save tip' }).click();
  await expect(toast(page, 'Tip saved')).toBeVisible();
  await expect(card.getByLabel('Your note')).toHaveText(note);

  await page.reload();
  await page.getByRole('tab', { name: 'Saved (1)' }).click();
  await expect(page).toHaveURL(/view=saved/);
  await page.reload();
  const saved = page.getByRole('tabpanel').getByTestId('tip-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(tipText);
  await expect(saved.getByLabel('Your note')).toHaveText(note);

  await saved.getByRole('button', { name: 'Unsave' }).click();
  await expect(page.getByText('You have not saved any tips yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saved (0)' })).toBeVisible();
  expect(await (await page.request.get('/api/shooting-tips/saved')).json()).toEqual([]);
});

test('contact: bad input shows each field error and sends nothing; a good message shows the confirmation and reaches the admins', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Contact form' });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/contact')) posts.push(r.url());
  });

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByText('Subject is required')).toBeVisible();
  await expect(form.getByText('Message is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Too short');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  expect(posts).toHaveLength(0);

  const subject = `Range listing ${Date.now()}`;
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('Please add our club in Pune to the directory. We have two trap layouts.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(done).toBeVisible();
  await expect(done).toContainText("Thank you for your message. We'll get back to you soon.");
  expect(posts).toHaveLength(1);

  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const inbox = await (await page.request.get('/api/contact-messages')).json();
  expect(inbox.find((m: { subject: string }) => m.subject === subject)).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });
});
