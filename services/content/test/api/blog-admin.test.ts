import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, MEMBER, publishedContentEvents, settle, startContentService } from '../support/content-service.ts';

let svc: TestService;
let admin: string;
let member: string;
const url = (path: string) => `${svc.url}${path}`;
const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `## ${title}\n\nBody text`,
  category: 'Training',
  ...extra,
});
const titles = (list: { title: string }[]) => list.map((p) => p.title);
const DAY = 86_400_000;

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
  member = await svc.loginAs(MEMBER);
});
afterAll(() => svc?.stop());

describe('blog drafts and scheduled posts (admin panel)', () => {
  it('when a post is a draft or scheduled for tomorrow, then visitors see neither in the list, the item or search, and the admin list has both', async () => {
    const draft = (await fetchJson(url('/api/blog'), { token: admin, json: post('Zephyr draft notes', { status: 'draft' }) })).body;
    const later = (
      await fetchJson(url('/api/blog'), {
        token: admin,
        json: post('Zephyr scheduled notes', { publishedAt: new Date(Date.now() + DAY).toISOString() }),
      })
    ).body;
    const now = (await fetchJson(url('/api/blog'), { token: admin, json: post('Zephyr published notes') })).body;
    expect([draft.status, later.status, now.status]).toEqual(['draft', 'published', 'published']);
    await settle(svc);

    expect(titles((await fetchJson(url('/api/blog?limit=100'))).body)).toEqual(expect.arrayContaining(['Zephyr published notes']));
    expect(titles((await fetchJson(url('/api/blog?limit=100'))).body)).not.toContain('Zephyr draft notes');
    expect(titles((await fetchJson(url('/api/blog?limit=100'))).body)).not.toContain('Zephyr scheduled notes');
    expect((await fetchJson(url(`/api/blog/${draft.id}`))).status).toBe(404);
    expect((await fetchJson(url(`/api/blog/${later.id}`))).status).toBe(404);
    expect(titles((await fetchJson(url('/api/search?q=zephyr'))).body.results)).toEqual(['Zephyr published notes']);

    const all = (await fetchJson(url('/api/blog/admin/posts?q=zephyr&limit=100'), { token: admin })).body;
    expect(titles(all).sort()).toEqual(['Zephyr draft notes', 'Zephyr published notes', 'Zephyr scheduled notes']);
    const byState = async (state: string) =>
      titles((await fetchJson(url(`/api/blog/admin/posts?q=zephyr&state=${state}`), { token: admin })).body);
    expect(await byState('draft')).toEqual(['Zephyr draft notes']);
    expect(await byState('scheduled')).toEqual(['Zephyr scheduled notes']);
    expect(await byState('published')).toEqual(['Zephyr published notes']);
  });

  it('when the admin publishes a draft, then visitors read it at once; a change leaves the fields it does not name (status, featured, tags) as they were', async () => {
    const draft = (
      await fetchJson(url('/api/blog'), { token: admin, json: post('Quokka draft', { status: 'draft', featured: true, tags: ['Chokes'] }) })
    ).body;
    const edited = await fetchJson(url(`/api/blog/${draft.id}`), { method: 'PATCH', token: admin, json: { title: 'Quokka draft edited' } });
    // what a PATCH leaves out stays: the status, featured and tags
    expect(edited.body).toMatchObject({ status: 'draft', featured: true, tags: ['Chokes'] });
    const published = await fetchJson(url(`/api/blog/${draft.id}`), { method: 'PATCH', token: admin, json: { status: 'published' } });
    expect(published.status).toBe(200);
    await settle(svc);
    expect((await fetchJson(url(`/api/blog/${draft.id}`))).body.title).toBe('Quokka draft edited');
    expect(titles((await fetchJson(url('/api/search?q=quokka'))).body.results)).toEqual(['Quokka draft edited']);
  });

  it('when a member asks for the admin list, then 403; a bad state is a 400 naming it', async () => {
    expect((await fetchJson(url('/api/blog/admin/posts'), { token: member })).status).toBe(403);
    expect((await fetchJson(url('/api/blog/admin/posts'))).status).toBe(401);
    const bad = await fetchJson(url('/api/blog/admin/posts?state=secret'), { token: admin });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['state']);
  });

  it('when the admin creates, publishes and deletes a post, then each is a staff action in the audit trail with who, the item, before and after', async () => {
    const draft = (await fetchJson(url('/api/blog'), { token: admin, json: post('Audit trail post', { status: 'draft' }) })).body;
    await fetchJson(url(`/api/blog/${draft.id}`), { method: 'PATCH', token: admin, json: { status: 'published' } });
    expect((await fetchJson(url(`/api/blog/${draft.id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    await settle(svc);
    const actions = (await publishedContentEvents(svc.ctx.bus))
      .filter((e) => e.subject === 'content.staff_action.recorded' && e.data.itemId === draft.id)
      .map((e) => e.data);
    expect(actions.map((a) => a.action)).toEqual(['blog_post.create', 'blog_post.publish', 'blog_post.delete']);
    expect(actions.every((a) => a.actorId === ADMIN.userId && a.actorRole === 'admin' && a.itemLabel === 'Audit trail post')).toBe(true);
    expect(actions[1]).toMatchObject({ before: { status: 'draft' }, after: { status: 'published' } });
  });

  it('when the admin searches a list with ?q=, then only items whose title or name holds the words come back, whatever their case; a long search is a 400', async () => {
    const episode = (title: string, n: number) => ({
      title,
      description: 'Notes',
      audioUrl: '/audio/placeholders/podcast-episode.mp3',
      duration: 60,
      episodeNumber: n,
    });
    await fetchJson(url('/api/podcasts'), { token: admin, json: episode('Marmalade mornings (a+b)', 901) });
    await fetchJson(url('/api/podcasts'), { token: admin, json: episode('Plain toast', 902) });
    const ama = { title: 'Marmalade live', description: 'Questions', status: 'upcoming' };
    await fetchJson(url('/api/amas'), { token: admin, json: ama });
    const found = async (path: string) => titles((await fetchJson(url(path))).body);
    expect(await found('/api/podcasts?q=MARMALADE%20mornings%20(a%2Bb)')).toEqual(['Marmalade mornings (a+b)']);
    expect(await found('/api/amas?q=marmalade')).toEqual(['Marmalade live']);
    expect(await found('/api/amas?q=marmalade&status=live')).toEqual([]);
    const long = await fetchJson(url(`/api/podcasts?q=${'x'.repeat(101)}`));
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toEqual(['q']);
  });
});
