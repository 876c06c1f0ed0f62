import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvents, forumTopicPublished } from '@trap/contracts';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, eventually, publishTestEvent, testEnv } from '@trap/kit/testing';
import { fakeFrontends, startTestBff, startUpstream, type TestBff } from './support/bff.ts';

/** A content service's public lists: `?limit&offset` pages of plain arrays, like the real one. */
const DAY = 86_400_000;
const hex = (n: number) => n.toString(16).padStart(24, '0');
const item = (n: number, updatedAt: Date) => ({
  id: hex(n),
  title: `Item ${n}`,
  createdAt: updatedAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});
const BASE = Date.UTC(2026, 0, 1);
const lists: Record<string, ReturnType<typeof item>[]> = {
  '/api/podcasts': [item(1, new Date(BASE + 5 * DAY)), item(2, new Date(BASE + 1 * DAY))],
  '/api/amas': [item(3, new Date(BASE + 2 * DAY))],
  // more than two pages of the list endpoint's maximum of 100
  '/api/blog': Array.from({ length: 230 }, (_, i) => item(1000 + i, new Date(BASE + i * 3_600_000))),
  '/api/shooters': [item(4, new Date(BASE + 3 * DAY))],
  '/api/shooting-ranges': [item(5, new Date(BASE + 4 * DAY))],
};

/** The community service's latest topics: `?page&pageSize` pages of `{ items }`, newest activity first. */
const topics = Array.from({ length: 60 }, (_, i) => ({
  id: hex(5000 + i),
  title: `Topic ${i}`,
  createdAt: new Date(BASE).toISOString(),
  lastActivityAt: new Date(BASE + (60 - i) * 3_600_000).toISOString(),
}));

const locs = (xml: string) => [...xml.matchAll(/<url><loc>https:\/\/trap\.example([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
const lastmodOf = (xml: string, path: string) => locs(xml).find((m) => m[1] === path)?.[2];

describe('the sitemap lists every public page and item', () => {
  const env = testEnv('bffsitemap');
  let bus: EventBus;
  let bff: TestBff;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let frontends: ReturnType<typeof fakeFrontends>;
  let failShooters = false;
  const reads: string[] = [];

  beforeAll(async () => {
    bus = await connectEventBus({
      url: env.NATS_URL!,
      namespace: env.EVENT_NAMESPACE,
      name: 'bff-sitemap-test',
      logger: createLogger('test', 'silent'),
    });
    await ensureStreams(bus, ['content', 'community']);
    upstream = await startUpstream((app) => {
      app.get(Object.keys(lists), (req, res) => {
        reads.push(req.originalUrl);
        if (failShooters && req.path === '/api/shooters') return res.status(500).json({ error: { code: 'INTERNAL', message: 'down' } });
        const limit = Number(req.query.limit ?? 20);
        const offset = Number(req.query.offset ?? 0);
        res.json(lists[req.path]!.slice(offset, offset + Math.min(limit, 100)));
      });
      app.get('/api/forum/topics/latest', (req, res) => {
        reads.push(req.originalUrl);
        const page = Number(req.query.page ?? 1);
        const pageSize = Math.min(Number(req.query.pageSize ?? 20), 50);
        res.json({ items: topics.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: topics.length });
      });
    });
    frontends = fakeFrontends(['shell']);
    // the shell was built at BASE, before any item changed
    utimesSync(path.join(frontends.dir, 'shell', 'dist', 'index.html'), new Date(BASE), new Date(BASE));
    bff = await startTestBff({
      CONTENT_URL: upstream.url,
      COMMUNITY_URL: upstream.url,
      FRONTENDS_DIR: frontends.dir,
      EVENT_NAMESPACE: env.EVENT_NAMESPACE!,
      REDIS_PREFIX: env.REDIS_PREFIX!,
    });
    // the content cache's event consumer tells the sitemap when content changed; wait until it listens
    await eventually(async () => (await fetch(`${bff.url}/api/podcasts?warm=1`)).headers.get('x-cache'), { timeoutMs: 10_000 });
    // and the forum's, when a topic is published
    await eventually(async () => bff.forumPagesInvalidator.live || undefined, { timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
    await bus?.close();
    frontends?.remove();
    await cleanupTestEnv({ ...env, MONGO_DB: '' });
  });

  const sitemap = async () => {
    const res = await fetch(`${bff.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    return res.text();
  };

  it('when a crawler reads it, then each podcast, AMA, blog post, shooter and range has its page with its lastmod', async () => {
    const xml = await sitemap();
    // the bare addresses (each is also listed per language, below)
    const paths = locs(xml)
      .map((m) => m[1]!)
      .filter((p) => !p.includes('?'));
    expect(lastmodOf(xml, `/podcasts/${hex(1)}`)).toBe(new Date(BASE + 5 * DAY).toISOString());
    expect(lastmodOf(xml, `/ama/${hex(3)}`)).toBe(new Date(BASE + 2 * DAY).toISOString());
    expect(lastmodOf(xml, `/shooters/${hex(4)}`)).toBe(new Date(BASE + 3 * DAY).toISOString());
    expect(lastmodOf(xml, `/shooting-ranges/${hex(5)}`)).toBe(new Date(BASE + 4 * DAY).toISOString());
    // all 230 posts, read over three pages of 100
    expect(paths.filter((p) => p.startsWith('/blog/'))).toHaveLength(230);
    expect(reads.filter((r) => r.startsWith('/api/blog'))).toEqual([
      '/api/blog?limit=100&offset=0',
      '/api/blog?limit=100&offset=100',
      '/api/blog?limit=100&offset=200',
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when a crawler reads it, then every forum topic has its page, last modified at its newest activity', async () => {
    const xml = await sitemap();
    const topicPaths = locs(xml)
      .map((m) => m[1]!)
      .filter((p) => p.startsWith('/forum/topic/') && !p.includes('?'));
    expect(topicPaths).toHaveLength(60);
    expect(lastmodOf(xml, `/forum/topic/${hex(5000)}`)).toBe(new Date(BASE + 60 * 3_600_000).toISOString());
    expect(lastmodOf(xml, `/forum/topic/${hex(5059)}`)).toBe(new Date(BASE + 1 * 3_600_000).toISOString());
    // the forum's own page changes with its newest topic
    expect(lastmodOf(xml, '/forum')).toBe(new Date(BASE + 60 * 3_600_000).toISOString());
  });

  it('then every public page is there with a lastmod: list pages from their newest item, the rest from the shell build', async () => {
    const xml = await sitemap();
    for (const page of [
      '/',
      '/podcasts',
      '/ama',
      '/blog',
      '/shooters',
      '/shooting-ranges',
      '/shooting-tips',
      '/about',
      '/membership',
      '/contact',
      '/privacy-policy',
    ]) {
      expect(lastmodOf(xml, page), page).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    expect(lastmodOf(xml, '/about')).toBe(new Date(BASE).toISOString());
    expect(lastmodOf(xml, '/podcasts')).toBe(new Date(BASE + 5 * DAY).toISOString());
    expect(lastmodOf(xml, '/blog')).toBe(new Date(BASE + 229 * 3_600_000).toISOString());
    expect(lastmodOf(xml, '/')).toBe(new Date(BASE + 229 * 3_600_000).toISOString());
    // protected and utility screens stay out
    for (const hidden of ['/community-events', '/auth', '/search', '/practice']) expect(locs(xml).some((m) => m[1] === hidden)).toBe(false);
  });

  it('then every page is listed in English and in Hindi as well as at its bare address, each naming all three as its hreflang alternates', async () => {
    const xml = await sitemap();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const entryOf = (loc: string) => xml.split('\n').find((line) => line.includes(`<url><loc>${loc}</loc>`));
    for (const [bare, en, hi] of [
      ['https://trap.example/', 'https://trap.example/?lang=en', 'https://trap.example/?lang=hi'],
      ['https://trap.example/blog', 'https://trap.example/blog?lang=en', 'https://trap.example/blog?lang=hi'],
      [
        `https://trap.example/blog/${hex(1229)}`,
        `https://trap.example/blog/${hex(1229)}?lang=en`,
        `https://trap.example/blog/${hex(1229)}?lang=hi`,
      ],
    ] as const) {
      for (const loc of [bare, en, hi]) {
        const entry = entryOf(loc);
        expect(entry, loc).toBeDefined();
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${bare}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`);
        expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${hi}"/>`);
      }
    }
    // as many Hindi addresses as bare ones, with the same lastmod
    const all = locs(xml).map((m) => m[1]!);
    expect(all.filter((p) => p.endsWith('?lang=hi'))).toHaveLength(all.filter((p) => !p.includes('?')).length);
    expect(lastmodOf(xml, '/blog?lang=hi')).toBe(lastmodOf(xml, '/blog'));
  });

  it('when it is read again with no content change, then the content service is not asked again', async () => {
    await sitemap();
    const before = reads.length;
    await Promise.all([sitemap(), sitemap(), sitemap()]);
    expect(reads.length).toBe(before);
  });

  it('when content changes, then the next sitemap has the new item', async () => {
    lists['/api/shooters']!.push(item(6, new Date(BASE + 6 * DAY)));
    await publishTestEvent(bus, contentEvents.shooter.published, { entity: 'shooter', id: hex(6), item: { name: 'New' }, by: null });
    const xml = await eventually(async () => {
      const text = await sitemap();
      return text.includes(`/shooters/${hex(6)}</loc>`) ? text : undefined;
    });
    expect(lastmodOf(xml, `/shooters/${hex(6)}`)).toBe(new Date(BASE + 6 * DAY).toISOString());
  });

  it('when a topic is published in the forum, then the next sitemap has it', async () => {
    const id = hex(5999);
    topics.unshift({
      id,
      title: 'New topic',
      createdAt: new Date(BASE + 7 * DAY).toISOString(),
      lastActivityAt: new Date(BASE + 7 * DAY).toISOString(),
    });
    await publishTestEvent(bus, forumTopicPublished, { topicId: id, title: 'New topic', body: 'Text', url: `/forum/topic/${id}` });
    const xml = await eventually(async () => {
      const text = await sitemap();
      return text.includes(`/forum/topic/${id}</loc>`) ? text : undefined;
    });
    expect(lastmodOf(xml, '/forum')).toBe(new Date(BASE + 7 * DAY).toISOString());
  });

  it('when a content list fails, then the sitemap still answers with that kind’s last known items', async () => {
    failShooters = true;
    try {
      const before = reads.length;
      await publishTestEvent(bus, contentEvents.podcast.updated, { entity: 'podcast', id: hex(1), item: { title: 'x' }, by: null });
      // once the event is in, the next sitemap reads the lists again and the shooters fail
      const xml = await eventually(async () => {
        const text = await sitemap();
        return reads.slice(before).some((r) => r.startsWith('/api/shooters')) ? text : undefined;
      });
      expect(xml).toContain(`/shooters/${hex(4)}</loc>`);
      expect(xml).toContain(`/blog/${hex(1229)}</loc>`);
    } finally {
      failShooters = false;
    }
  });
});
