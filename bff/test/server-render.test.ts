import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEvents, DEFAULT_SETTINGS, forumReplyPosted, siteSettingsUpdated } from '@trap/contracts';
import { DEVANAGARI_FONT } from '@trap/contracts/devanagari-font';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, eventually, publishTestEvent, testEnv } from '@trap/kit/testing';
import { fakeFrontends, startTestBff, startUpstream, type TestBff } from './support/bff.ts';

/**
 * Server rendering at the bff: a page the shell's server renderer renders leaves with its content and
 * head in the HTML, kept until a content event, per consent; anything it declines or fails on is the
 * plain index.html. The renderer here is a small stand-in module with the real one's signature (the
 * real one is built with the frontends, after this suite; the e2e suite hydrates it in Chromium), and
 * it reads the API the way the real one does: through the bff's own origin.
 */
const RENDERER = `
globalThis.renders = [];
export const isUnknownPath = (pathname) => pathname.startsWith('/no-such-');
export async function renderPage(url, config, apiOrigin, visitor) {
  if (url === '/boom') throw new Error('render failed');
  if (url === '/blog/deleted-post') return { html: '<meta name="robots" content="noindex, nofollow"/>', state: null, status: 404 };
  if (isUnknownPath(url)) {
    return { html: '<title>404 Page Not Found | Trap India</title><meta name="robots" content="noindex, nofollow"/><h1>404 Page Not Found</h1>', state: { config }, status: 404 };
  }
  if (url.startsWith('/forum/topic/')) {
    globalThis.renders.push({ url, consentChosen: visitor.consentChosen });
    const topic = await (await fetch(apiOrigin + '/api/forum/topics/t1')).json();
    return { html: '<title>Topic | Trap India</title><h1>' + topic.title + ' (' + topic.replyCount + ' replies)</h1>', state: { config } };
  }
  if (url === '/blog') {
    globalThis.renders.push({ url, consentChosen: visitor.consentChosen });
    const posts = await (await fetch(apiOrigin + '/api/blog?limit=12&offset=0')).json();
    return { html: '<title>Blog | Trap India</title><h1>Blog</h1><ul>' + posts.map((p) => '<li>' + p.title + '</li>').join('') + '</ul>', state: { config } };
  }
  if (url === '/ranges') {
    globalThis.renders.push({ url, consentChosen: visitor.consentChosen });
    const settings = await (await fetch(apiOrigin + '/api/admin/settings')).json();
    return { html: '<title>Ranges | Trap India</title><h1>Ranges</h1>', state: { config, queries: { settings } } };
  }
  if (url !== '/' && !url.startsWith('/podcasts/')) return null;
  globalThis.renders.push({ url, consentChosen: visitor.consentChosen, language: visitor.language });
  const podcasts = await (await fetch(apiOrigin + '/api/podcasts')).json();
  const banner = visitor.consentChosen ? '' : '<section aria-label="Cookie consent">Cookies?</section>';
  const language = visitor.language ?? 'en';
  return {
    html: '<title>Podcasts | Trap India</title><meta name="description" content="Episodes"/>' +
      '<div class="shell">' + banner + (language === 'hi' ? '<p>पॉडकास्ट</p>' : '') + '<h1>' + podcasts[0].title + '</h1></div>',
    state: { config, queries: { note: '</script><script>alert(1)</script>' }, language },
    language,
  };
}`;

const INDEX =
  '<!doctype html><html><head><title>Generic title</title>\n<meta\n name="description"\n content="Generic"\n data-static-head\n/>' +
  '<script defer src="/static/js/index.3f2a1b4c.js"></script></head><body><div id="root"></div></body></html>';

describe('server-rendered pages', () => {
  const env = testEnv('bffssr');
  let bus: EventBus;
  let bff: TestBff;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let frontends: ReturnType<typeof fakeFrontends>;
  let title = 'Episode one';
  let posts = [{ title: 'Station 4 notes' }];
  let replies = 0;
  let community: Awaited<ReturnType<typeof startUpstream>>;
  let maintenance = false;
  let settings: Awaited<ReturnType<typeof startUpstream>>;
  const renders = () => (globalThis as unknown as { renders: { url: string; consentChosen: boolean }[] }).renders;

  beforeAll(async () => {
    bus = await connectEventBus({
      url: env.NATS_URL!,
      namespace: env.EVENT_NAMESPACE,
      name: 'bff-ssr-test',
      logger: createLogger('test', 'silent'),
    });
    await ensureStreams(bus, ['content', 'community', 'settings']);
    upstream = await startUpstream((app) => {
      app.get('/api/podcasts', (_req, res) => res.json([{ title }]));
      app.get('/api/blog', (_req, res) => res.json(posts));
    });
    community = await startUpstream((app) =>
      app.get('/api/forum/topics/t1', (_req, res) => res.json({ title: 'Chokes', replyCount: replies })),
    );
    settings = await startUpstream((app) =>
      app.get('/api/admin/settings', (_req, res) => res.json({ general: { enableMaintenance: maintenance } })),
    );
    frontends = fakeFrontends();
    writeFileSync(path.join(frontends.dir, 'shell', 'dist', 'index.html'), INDEX);
    const ssr = path.join(frontends.dir, 'shell', 'dist-ssr');
    mkdirSync(path.join(ssr, 'static', 'css'), { recursive: true });
    writeFileSync(path.join(ssr, 'render-page.js'), RENDERER);
    writeFileSync(path.join(ssr, 'static', 'css', 'render-page.0123abcd99.css'), 'h1{color:navy}');
    bff = await startTestBff({
      CONTENT_URL: upstream.url,
      COMMUNITY_URL: community.url,
      SETTINGS_URL: settings.url,
      FRONTENDS_DIR: frontends.dir,
      EVENT_NAMESPACE: env.EVENT_NAMESPACE!,
      REDIS_PREFIX: env.REDIS_PREFIX!,
    });
    // pages are kept only while content, forum and settings events are followed
    await eventually(
      async () => (bff.cacheInvalidator.live && bff.forumPagesInvalidator.live && bff.settingsPagesInvalidator.live) || undefined,
      { timeoutMs: 10_000 },
    );
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
    await community?.close();
    await settings?.close();
    await bus?.close();
    frontends?.remove();
    await cleanupTestEnv({ ...env, MONGO_DB: '' });
  });

  const page = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${bff.url}${p}`, { headers: { accept: 'text/html', ...headers } });

  it('when a visitor opens a rendered page, then its content, head and styles are in the HTML, with the state for hydration', async () => {
    const res = await page('/podcasts/42');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<div id="root"><div class="shell">');
    expect(html).toContain('<h1>Episode one</h1>');
    // the page's own title and description replace index.html's generic ones, in the head
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Podcasts | Trap India</title>');
    expect(head).toContain('<meta name="description" content="Episodes"/>');
    expect(html).not.toContain('Generic');
    expect(head).toContain('<link rel="stylesheet" href="/static/css/render-page.0123abcd99.css">');
    // the state cannot end its script element early
    expect(html).not.toContain('</script><script>alert(1)');
    const state = /<script id="server-render-state" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(state)).toMatchObject({
      config: { siteOrigin: 'https://trap.example' },
      queries: { note: '</script><script>alert(1)</script>' },
    });
    // the renderer's stylesheet is served like every hashed file
    const css = await fetch(`${bff.url}/static/css/render-page.0123abcd99.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('when the page is opened again, then it comes from memory, and a revalidation with its ETag gets 304', async () => {
    const before = renders().length;
    const first = await page('/podcasts/7');
    const again = await page('/podcasts/7');
    expect(await again.text()).toBe(await first.text());
    expect(renders().length).toBe(before + 1);
    const etag = again.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // (fetch marks a conditional request no-cache unless told otherwise; a browser revalidating does not)
    expect((await page('/podcasts/7', { 'if-none-match': etag, 'cache-control': 'max-age=0' })).status).toBe(304);
  });

  it('when a visitor has chosen about cookies, then the page comes without the consent banner; one who has not, with it', async () => {
    expect(await (await page('/')).text()).toContain('aria-label="Cookie consent"');
    const chosen = await (await page('/', { cookie: 'cookie_consent=%7B%22essential%22%3Atrue%7D' })).text();
    expect(chosen).toContain('<h1>Episode one</h1>');
    expect(chosen).not.toContain('Cookie consent');
  });

  it('when a guest has chosen Hindi, or their browser asks for Hindi first, then the page is rendered in Hindi with <html lang="hi">, kept apart from the English one', async () => {
    const english = await page('/podcasts/11');
    expect(await english.text()).not.toContain('पॉडकास्ट');
    expect(english.headers.get('vary')).toMatch(/accept-language/i);
    for (const headers of [{ cookie: 'trap_lang=hi' }, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }] as Record<string, string>[]) {
      const html = await (await page('/podcasts/11', headers)).text();
      expect(html).toContain('<p>पॉडकास्ट</p>');
      expect(html).toMatch(/^<!doctype html><html lang="hi">/);
      expect(renders().at(-1)).toMatchObject({ url: '/podcasts/11', language: 'hi' });
    }
    // a chosen English outweighs a Hindi browser; no choice and an English browser leave it to the site's default
    expect(await (await page('/podcasts/11', { cookie: 'trap_lang=en', 'accept-language': 'hi' })).text()).not.toContain('पॉडकास्ट');
    expect(renders().at(-1)).toMatchObject({ url: '/podcasts/11', language: 'en' });
    expect(await (await page('/podcasts/12', { 'accept-language': 'en-IN,hi;q=0.5' })).text()).not.toContain('lang="hi"');
    expect(renders().at(-1)).toMatchObject({ url: '/podcasts/12', language: null });
  });

  it('when a shared link names Hindi (?lang=hi), then it opens in Hindi even for a guest whose cookie says English, and ?lang=en the other way', async () => {
    const hindi = await (await page('/podcasts/13?lang=hi', { cookie: 'trap_lang=en' })).text();
    expect(hindi).toMatch(/^<!doctype html><html lang="hi">/);
    expect(hindi).toContain('<p>पॉडकास्ट</p>');
    expect(renders().at(-1)).toMatchObject({ url: '/podcasts/13?lang=hi', language: 'hi' });
    const english = await (await page('/podcasts/13?lang=en', { cookie: 'trap_lang=hi', 'accept-language': 'hi' })).text();
    expect(english).not.toContain('lang="hi"');
    expect(renders().at(-1)).toMatchObject({ url: '/podcasts/13?lang=en', language: 'en' });
    // a language the site does not have is no choice: the cookie's is used
    await page('/podcasts/13?lang=ta', { cookie: 'trap_lang=hi' });
    expect(renders().at(-1)).toMatchObject({ url: '/podcasts/13?lang=ta', language: 'hi' });
  });

  it('when a page is in Hindi, then its head alone preloads and links the self-hosted Devanagari font, served for a year under its version', async () => {
    const font = DEVANAGARI_FONT;
    const hindiHead = (await (await page('/podcasts/14?lang=hi')).text()).split('</head>')[0]!;
    expect(hindiHead).toContain(`<link rel="preload" as="font" type="font/woff2" href="${font.preload}" crossorigin>`);
    expect(hindiHead).toContain(`<link rel="stylesheet" href="${font.stylesheet}" data-devanagari-font>`);
    const englishHtml = await (await page('/podcasts/14?lang=en')).text();
    expect(englishHtml).not.toContain('devanagari');
    // the shell's build copies the files into the version's folder; they never change under one name
    const dir = path.join(frontends.dir, 'shell', 'dist', font.dir);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, font.files[0]), 'wOF2');
    writeFileSync(path.join(dir, 'devanagari.css'), '@font-face{}');
    for (const file of [font.preload, font.stylesheet]) {
      const res = await fetch(`${bff.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('when a signed-in member opens it, then they get the plain page their browser renders, never a guest’s copy', async () => {
    const before = renders().length;
    const res = await page('/podcasts/42', { cookie: 'trap_session=any.token.value' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(renders().length).toBe(before);
  });

  it('when content changes, then the next visitor gets the page rendered anew', async () => {
    expect(await (await page('/podcasts/9')).text()).toContain('<h1>Episode one</h1>');
    title = 'Episode one, re-edited';
    await publishTestEvent(bus, contentEvents.podcast.updated, {
      entity: 'podcast',
      id: '0123456789abcdef01234567',
      item: { title },
      by: null,
    });
    await eventually(async () =>
      (await (await page('/podcasts/9')).text()).includes('<h1>Episode one, re-edited</h1>') ? true : undefined,
    );
  });

  it('when a new post is published, then the kept blog list page is rendered anew with it', async () => {
    expect(await (await page('/blog')).text()).toContain('<li>Station 4 notes</li>');
    const rendered = renders().length;
    expect(await (await page('/blog')).text()).not.toContain('Low gun or high gun');
    expect(renders().length, 'kept until content changes').toBe(rendered);
    posts = [{ title: 'Low gun or high gun' }, ...posts];
    await publishTestEvent(bus, contentEvents.blog_post.published, {
      entity: 'blog_post',
      id: '0123456789abcdef01234568',
      item: { title: 'Low gun or high gun' },
      by: null,
    });
    await eventually(async () =>
      (await (await page('/blog')).text()).includes('<li>Low gun or high gun</li><li>Station 4 notes</li>') ? true : undefined,
    );
  });

  it('when someone replies in a topic, then the kept topic page is rendered anew with the reply', async () => {
    expect(await (await page('/forum/topic/t1')).text()).toContain('<h1>Chokes (0 replies)</h1>');
    const rendered = renders().length;
    expect(await (await page('/forum/topic/t1')).text()).toContain('<h1>Chokes (0 replies)</h1>');
    expect(renders().length, 'kept until the forum changes').toBe(rendered);
    replies = 1;
    await publishTestEvent(bus, forumReplyPosted, { topicId: 't1', replyId: 'r1', authorId: 'u1', postedAt: new Date().toISOString() });
    await eventually(async () =>
      (await (await page('/forum/topic/t1')).text()).includes('<h1>Chokes (1 replies)</h1>') ? true : undefined,
    );
  });

  it('when the superadmin switches maintenance on, then a kept page is rendered anew with it on, so the visitor is sent to /maintenance', async () => {
    const stateOf = async () =>
      (
        JSON.parse(
          /<script id="server-render-state" type="application\/json">(.*?)<\/script>/.exec(await (await page('/ranges')).text())![1]!,
        ) as {
          queries: { settings: { general: { enableMaintenance: boolean } } };
        }
      ).queries.settings.general.enableMaintenance;
    expect(await stateOf()).toBe(false);
    const rendered = renders().length;
    expect(await stateOf()).toBe(false);
    expect(renders().length, 'kept until the settings change').toBe(rendered);
    maintenance = true;
    const changed = { ...DEFAULT_SETTINGS, general: { ...DEFAULT_SETTINGS.general, enableMaintenance: true } };
    await publishTestEvent(bus, siteSettingsUpdated, { settings: changed, updatedBy: 'u1' });
    await eventually(async () => ((await stateOf()) ? true : undefined));
  });

  it('when the renderer declines a path or fails, then the visitor gets the plain page the browser renders', async () => {
    for (const p of ['/about', '/boom']) {
      const res = await page(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX);
    }
    // the API, files and non-HTML requests never reach the renderer
    const before = renders().length;
    expect((await fetch(`${bff.url}/podcasts/1`, { headers: { accept: 'application/json' } })).status).toBe(404);
    expect(renders().length).toBe(before);
  });

  it('when a path no page answers is opened, then it answers 404 with the 404 page, not the app shell with 200', async () => {
    for (const p of ['/no-such-page', '/blog/deleted-post']) {
      const res = await page(p);
      expect(res.status).toBe(404);
      const html = await res.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    // an unknown path is the 404 page itself; a missing item's page renders its own not-found state in the browser
    const unknown = await (await page('/no-such-page')).text();
    expect(unknown).toContain('<title>404 Page Not Found | Trap India</title>');
    expect(unknown).toContain('<h1>404 Page Not Found</h1>');
    const missing = await (await page('/blog/deleted-post')).text();
    expect(missing).toContain('<div id="root"></div>');
    expect(missing).not.toContain('server-render-state');
    // a signed-in member gets the page their browser renders, with the status too
    const member = await page('/no-such-page', { cookie: 'trap_session=any.token.value' });
    expect(member.status).toBe(404);
    expect(await member.text()).toContain('<div id="root"></div>');
    expect((await page('/about', { cookie: 'trap_session=any.token.value' })).status).toBe(200);
    // the API keeps its own JSON 404
    const api = await fetch(`${bff.url}/api/no-such-thing`, { headers: { accept: 'application/json' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
});
