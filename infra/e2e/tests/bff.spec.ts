import { expect, test } from '@playwright/test';

/** The bff's own documents: robots, sitemap, OpenAPI. */

test('robots.txt and sitemap.xml are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/User-agent/i);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('<urlset');
});

test('the OpenAPI document lists the auth endpoints and /api/docs renders', async ({ request, page }) => {
  const res = await request.get('/api/openapi.json');
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\.1/);
  for (const path of ['/api/login', '/api/register', '/api/logout', '/api/user']) expect(Object.keys(doc.paths)).toContain(path);
  await page.goto('/api/docs');
  await expect(page.getByText('/api/login').first()).toBeVisible();
});

test('an unsafe /api request without the CSRF header is refused with 403', async ({ request }) => {
  await request.get('/api/user');
  const res = await request.post('/api/login', { data: { username: 'member', password: 'whatever1' } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error.code).toBe('CSRF_FAILED');
});
