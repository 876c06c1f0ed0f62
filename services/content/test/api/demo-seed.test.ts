import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, contentEvents } from '@trap/contracts';
import { composeModules } from '@trap/kit';
import { fetchJson, publishedEvents } from '@trap/kit/testing';
import { buildContentService } from '../../src/service.ts';
import { ADMIN, startContentService } from '../support/content-service.ts';

let svc: Awaited<ReturnType<typeof startContentService>>;
const get = (path: string) => fetchJson(`${svc.url}${path}`);
/** The service's modules made again on the same database and their demo data seeded, as a restart in DEMO_MODE does. */
const startAgain = async () => {
  const parts = await buildContentService(svc.ctx);
  await composeModules(parts.modules ?? []).seedDemo();
  return parts;
};

beforeAll(async () => {
  svc = await startContentService({ DEMO_MODE: 'true' });
});
afterAll(() => svc?.stop());

describe('demo content (DEMO_MODE)', () => {
  it('when a visitor opens the demo premium post, then it is a teaser for Pro Lane; a Pro Lane member reads it in full', async () => {
    const post = (await get('/api/blog?limit=100')).body.find((p: { title: string }) => p.title === 'Recoil Pads and Comb Adjustments');
    const asGuest = (await get(`/api/blog/${post.id}`)).body;
    expect(asGuest).toMatchObject({ locked: true, requiredMembershipTier: 'pro_lane' });
    const pro = await svc.loginAs({ userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', role: 'member', tier: 'pro_lane' });
    const asPro = (await fetchJson(`${svc.url}/api/blog/${post.id}`, { token: pro })).body;
    expect(asPro).toMatchObject({ locked: false });
    expect(asPro.content.length).toBeGreaterThan(asGuest.content.length);
  });

  it('when the service starts in demo mode, then every collection has its demo items', async () => {
    expect((await get('/api/podcasts?limit=100')).body.length).toBeGreaterThanOrEqual(12);
    expect((await get('/api/amas?limit=100')).body).toHaveLength(8);
    expect((await get('/api/amas/live')).body.length).toBeGreaterThan(0);
    expect((await get('/api/amas/upcoming')).body.length).toBeGreaterThan(0);
    expect((await get('/api/amas/past')).body.length).toBeGreaterThan(0);
    const blog = (await get('/api/blog?limit=100')).body;
    // 20 in English and one in Hindi
    expect(blog).toHaveLength(21);
    // the draft and the scheduled post are only in the admin panel's list
    const admin = await svc.loginAs(ADMIN);
    const hidden = async (state: string) =>
      (await fetchJson(`${svc.url}/api/blog/admin/posts?state=${state}`, { token: admin })).body.map((p: { title: string }) => p.title);
    expect(await hidden('draft')).toEqual(['Choosing chokes for a windy final']);
    expect(await hidden('scheduled')).toEqual(['Selection trials: what to expect this season']);
    expect(new Set(blog.map((p: { category: string }) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
    expect((await get('/api/shooters?limit=100')).body).toHaveLength(12);
    const ranges = (await get('/api/shooting-ranges?limit=100')).body;
    expect(ranges).toHaveLength(25);
    expect(ranges.every((r: { latitude: number; longitude: number }) => r.latitude > 6 && r.longitude > 68)).toBe(true);
    expect(new Set(ranges.map((r: { state: string }) => r.state)).size).toBeGreaterThanOrEqual(15);
    // 40 in English and two in Hindi
    expect((await get('/api/shooting-tips?limit=100')).body).toHaveLength(42);
    expect((await get('/api/podcasts/featured')).body.length).toBeGreaterThan(0);
    expect((await get('/api/blog/featured')).body.length).toBeGreaterThan(0);
    expect((await get('/api/shooters/featured')).body.length).toBeGreaterThanOrEqual(4);
    expect((await get('/api/content-tags')).body.length).toBeGreaterThan(0);
  });

  it('when the upcoming AMAs are listed, then dated ones come soonest first and a TBD one last', async () => {
    const upcoming = (await get('/api/amas/upcoming')).body;
    expect(upcoming.at(-1).scheduledFor).toBeNull();
    const dated = upcoming
      .filter((a: { scheduledFor: string | null }) => a.scheduledFor)
      .map((a: { scheduledFor: string }) => Date.parse(a.scheduledFor));
    expect(dated).toEqual([...dated].sort((a, b) => a - b));
    expect(upcoming[0].shooterName).toEqual(expect.any(String));
  });

  it('when the service starts again on the same database, then nothing is duplicated', async () => {
    const again = await startAgain();
    expect(again.modules?.length).toBeGreaterThan(0);
    expect(await svc.ctx.conn.collection('podcasts').countDocuments()).toBe(12);
    expect(await svc.ctx.conn.collection('shooting_tips').countDocuments()).toBe(42);
  });

  it('when the service starts on a store seeded by an older version, then untouched demo items take the current texts and images, and edited ones keep their edits', async () => {
    const ranges = svc.ctx.conn.collection('shooting_ranges');
    const nagpur = await ranges.findOne({ name: 'Nagpur Orange City Range' });
    const jaipur = await ranges.findOne({ name: 'Pink City Trap Club' });
    expect(nagpur && jaipur).toBeTruthy();
    // as an older seed wrote it: a placeholder image, an old phone, one timetable for all; never edited
    await ranges.updateOne(
      { _id: nagpur!._id },
      { $set: { imageUrl: '/images/placeholders/range.svg', contact: '+91 712 280 3349', openingHours: { Mon: 'Closed' } } },
    );
    // and an item an admin has edited since (its updatedAt moved)
    const edited = new Date(nagpur!.createdAt.getTime() + 60_000);
    await ranges.updateOne({ _id: jaipur!._id }, { $set: { imageUrl: '/images/uploads/our-layout.jpg', updatedAt: edited } });

    await startAgain();

    const after = await get(`/api/shooting-ranges/${String(nagpur!._id)}`);
    expect(after.body).toMatchObject({ imageUrl: '/images/ranges/floodlit.svg', contact: '+91 712 080 3349' });
    expect(after.body.openingHours).toMatchObject({ 'Tue-Fri': '16:00-21:00' });
    const stored = await ranges.findOne({ _id: nagpur!._id });
    // its dates are the first seeding's, and it still counts as untouched
    expect(stored!.createdAt).toEqual(nagpur!.createdAt);
    expect(stored!.updatedAt).toEqual(nagpur!.updatedAt);
    expect((await get(`/api/shooting-ranges/${String(jaipur!._id)}`)).body.imageUrl).toBe('/images/uploads/our-layout.jpg');
    expect(await ranges.countDocuments()).toBe(25);
  });

  it('when the site is searched, then the demo content is found', async () => {
    const res = await get('/api/search?q=monsoon');
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
  });

  it('when the site is searched for a Hindi word, then the Hindi post and tips are found with the word marked, and no English item', async () => {
    const hits = async (q: string) => {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return res.body.results as { type: string; title: string; titleHtml: string; snippetHtml: string }[];
    };
    // "अभ्यास" (practice): the post's title and the mount tip
    const practice = await hits('अभ्यास');
    expect(practice.map((h) => h.type).sort()).toEqual(['blog_post', 'shooting_tip']);
    const post = practice.find((h) => h.type === 'blog_post')!;
    expect(post.title).toBe('स्टेशन 3 का अभ्यास: सीधे टारगेट पर भरोसा कैसे बनाएँ');
    expect(post.titleHtml).toBe('स्टेशन 3 का <mark>अभ्यास</mark>: सीधे टारगेट पर भरोसा कैसे बनाएँ');
    expect(practice.find((h) => h.type === 'shooting_tip')!.snippetHtml).toContain('<mark>अभ्यास</mark>');
    // "निशाना" (aim): the post's body and the focus tip
    const aim = await hits('निशाना');
    expect(aim.map((h) => h.type).sort()).toEqual(['blog_post', 'shooting_tip']);
    for (const hit of aim) expect(hit.snippetHtml).toContain('<mark>निशाना</mark>');
    // typed without the nukta: "जल्दबाजी" finds the post's "जल्दबाज़ी"
    expect((await hits('जल्दबाजी')).map((h) => h.title)).toEqual(['स्टेशन 3 का अभ्यास: सीधे टारगेट पर भरोसा कैसे बनाएँ']);
  });

  it('when the demo is seeded, then the admin panel lists a promo code of each state, and each went out with its published event for checkout', async () => {
    const admin = await svc.loginAs(ADMIN);
    const res = await fetchJson(`${svc.url}/api/content-tags/admin/promo-codes?limit=100`, { token: admin });
    expect(res.status).toBe(200);
    const slugs = (res.body as { slug: string }[]).map((t) => t.slug);
    expect(slugs).toEqual(expect.arrayContaining(['welcome-10', 'pro-lane-500', 'diwali-15', 'monsoon-20', 'club-partner']));
    for (const state of ['active', 'scheduled', 'expired', 'inactive']) {
      const some = await fetchJson(`${svc.url}/api/content-tags/admin/promo-codes?state=${state}`, { token: admin });
      expect(some.body.length, state).toBeGreaterThan(0);
    }
    await svc.relay.flush();
    const published = (await publishedEvents(svc.ctx.bus, 'content'))
      .filter((e) => e.subject === contentEvents.content_tag.published.subject)
      .map((e) => (e.data.item as { slug: string }).slug);
    expect(published).toContain('welcome-10');
    expect((await get('/api/content-tags?limit=100')).body.map((t: { slug: string }) => t.slug)).not.toContain('welcome-10');
  });
});
