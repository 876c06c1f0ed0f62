import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, MEMBER, settle, startContentService } from '../support/content-service.ts';

let svc: TestService;
let admin: string;
let member: string;
let other: string;
const url = (path: string) => `${svc.url}${path}`;
const create = async (path: string, json: unknown) => {
  const res = await fetchJson(url(path), { token: admin, json });
  expect(res.status).toBe(201);
  return res.body;
};

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
  member = await svc.loginAs(MEMBER);
  other = await svc.loginAs({ userId: 'e5e5e5e5e5e5e5e5e5e5e5e5', role: 'member' });
});
afterAll(() => svc?.stop());

describe('site search', () => {
  let post: { id: string };
  let range: { id: string };

  beforeAll(async () => {
    post = await create('/api/blog', {
      title: 'Choke selection for trap',
      content: 'Which **choke** suits the first barrel? A tight choke helps on long targets. <script>alert(1)</script> & more.',
      category: 'Equipment',
    });
    await create('/api/blog', {
      title: 'Footwork basics',
      content: 'Your stance decides the swing. A choke is mentioned once.',
      category: 'Technique',
    });
    range = await create('/api/shooting-ranges', {
      name: 'Choke Point Clay Club',
      city: 'Pune',
      state: 'Maharashtra',
      description: 'Trap layouts',
    });
    await create('/api/podcasts', {
      title: 'Monsoon shooting',
      description: 'Wet gear and light',
      audioUrl: '/a.mp3',
      duration: 60,
      episodeNumber: 5,
    });
    await create('/api/shooting-tips', { category: 'Focus', difficulty: 'beginner', tipText: 'Soft eyes above the trap house.' });
    await create('/api/shooters', { name: 'Meera Test', type: 'Skeet', bio: 'Cross-trains on trap' });
    await create('/api/amas', { title: 'Ask about gun fit', description: 'Comb height and cast', status: 'upcoming' });
    await settle(svc);
  });

  it('when a word is searched, then hits from every kind come back ranked, title matches first', async () => {
    const res = await fetchJson(url('/api/search?q=choke'));
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    const ids = res.body.results.map((r: { id: string }) => r.id);
    expect(ids.slice(0, 2).sort()).toEqual([post.id, range.id].sort());
    expect(res.body.results[2].type).toBe('blog_post');
    const scores = res.body.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.results.find((r: { id: string }) => r.id === range.id)).toMatchObject({
      type: 'shooting_range',
      url: `/shooting-ranges/${range.id}`,
    });
  });

  it('when results are shown, then matches are in <mark> and everything else is HTML-escaped', async () => {
    const res = await fetchJson(url('/api/search?q=choke&type=blog_post'));
    const hit = res.body.results.find((r: { id: string }) => r.id === post.id);
    expect(hit.titleHtml).toBe('<mark>Choke</mark> selection for trap');
    expect(hit.snippetHtml).toContain('<mark>choke</mark>');
    expect(hit.snippetHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more.');
    expect(hit.snippetHtml.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(res.body.results.every((r: { type: string }) => r.type === 'blog_post')).toBe(true);
  });

  it('when the query is a prefix or slightly misspelt, then it still finds the item', async () => {
    expect((await fetchJson(url('/api/search?q=monso'))).body.results[0].type).toBe('podcast');
    expect((await fetchJson(url('/api/search?q=monsooon'))).body.results[0].type).toBe('podcast');
    expect((await fetchJson(url('/api/search?q=soft%20eyes'))).body.results[0].type).toBe('shooting_tip');
    expect((await fetchJson(url('/api/search?q=comb%20height'))).body.results[0].type).toBe('ama');
    expect((await fetchJson(url('/api/search?q=skeet'))).body.results[0].type).toBe('shooter');
  });

  it('when the query is empty, too long or names an unknown type, then it is 400; markup in it is inert', async () => {
    expect((await fetchJson(url('/api/search?q='))).status).toBe(400);
    expect((await fetchJson(url(`/api/search?q=${'a'.repeat(201)}`))).status).toBe(400);
    expect((await fetchJson(url('/api/search?q=trap&type=forum'))).body.error.fields).toHaveProperty('type');
    const xss = await fetchJson(url(`/api/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`));
    expect(xss.status).toBe(200);
    expect(JSON.stringify(xss.body.results)).not.toContain('<img');
  });

  it('when an item changes or is deleted, then search follows through the content events', async () => {
    await fetchJson(url(`/api/blog/${post.id}`), { method: 'PATCH', token: admin, json: { title: 'Barrel selection for trap' } });
    await settle(svc);
    const renamed = (await fetchJson(url('/api/search?q=barrel'))).body.results.find((r: { id: string }) => r.id === post.id);
    expect(renamed.titleHtml).toBe('<mark>Barrel</mark> selection for trap');
    await fetchJson(url(`/api/shooting-ranges/${range.id}`), { method: 'DELETE', token: admin });
    await settle(svc);
    expect((await fetchJson(url('/api/search?q=choke'))).body.results.map((r: { id: string }) => r.id)).not.toContain(range.id);
  });
});

describe('saved tips', () => {
  let tip: { id: string };
  let keep: { id: string };

  beforeAll(async () => {
    tip = await create('/api/shooting-tips', { category: 'Mount', difficulty: 'beginner', tipText: 'Bring the gun to your face.' });
    keep = await create('/api/shooting-tips', { category: 'Mental', difficulty: 'advanced', tipText: 'One target at a time.' });
  });

  it('when anonymous, then saved tips are 401', async () => {
    expect((await fetchJson(url('/api/shooting-tips/saved'))).status).toBe(401);
    expect((await fetchJson(url('/api/shooting-tips/saved'), { json: { tipId: tip.id } })).status).toBe(401);
  });

  it('when a member saves a tip with notes, then only they see it; saving again updates the notes', async () => {
    const saved = await fetchJson(url('/api/shooting-tips/saved'), { token: member, json: { tipId: tip.id, notes: 'Try on Sunday' } });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ tipId: tip.id, notes: 'Try on Sunday', tip: { id: tip.id, category: 'Mount' } });
    const again = await fetchJson(url('/api/shooting-tips/saved'), { token: member, json: { tipId: tip.id, notes: 'Worked!' } });
    expect(again.status).toBe(200);
    await fetchJson(url('/api/shooting-tips/saved'), { token: member, json: { tipId: keep.id } });
    const mine = (await fetchJson(url('/api/shooting-tips/saved'), { token: member })).body;
    expect(mine.map((s: { tipId: string }) => s.tipId).sort()).toEqual([tip.id, keep.id].sort());
    expect(mine.find((s: { tipId: string }) => s.tipId === tip.id).notes).toBe('Worked!');
    expect((await fetchJson(url('/api/shooting-tips/saved'), { token: other })).body).toEqual([]);
  });

  it('when notes are edited, then they change; bad input is 400 and an unknown tip 404', async () => {
    const res = await fetchJson(url(`/api/shooting-tips/saved/${keep.id}`), { method: 'PATCH', token: member, json: { notes: 'Mantra' } });
    expect(res.status).toBe(200);
    expect(res.body.notes).toBe('Mantra');
    const bad = await fetchJson(url('/api/shooting-tips/saved'), { token: member, json: { tipId: 'nope', notes: 'x'.repeat(2001) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['notes', 'tipId']);
    expect((await fetchJson(url('/api/shooting-tips/saved'), { token: member, json: { tipId: '0123456789abcdef01234567' } })).status).toBe(
      404,
    );
    expect(
      (await fetchJson(url(`/api/shooting-tips/saved/${keep.id}`), { method: 'PATCH', token: other, json: { notes: 'x' } })).status,
    ).toBe(404);
  });

  it('when a member unsaves a tip, then it is gone; unsaving again is 404', async () => {
    expect((await fetchJson(url(`/api/shooting-tips/saved/${keep.id}`), { method: 'DELETE', token: member })).status).toBe(204);
    expect((await fetchJson(url(`/api/shooting-tips/saved/${keep.id}`), { method: 'DELETE', token: member })).status).toBe(404);
  });

  it('when the tip is removed, then every bookmark of it is removed too', async () => {
    await fetchJson(url('/api/shooting-tips/saved'), { token: other, json: { tipId: tip.id } });
    expect(await svc.ctx.conn.collection('saved_tips').countDocuments({ tipId: tip.id })).toBe(2);
    expect((await fetchJson(url(`/api/shooting-tips/${tip.id}`), { method: 'DELETE', token: admin })).status).toBe(204);
    await settle(svc);
    expect(await svc.ctx.conn.collection('saved_tips').countDocuments({ tipId: tip.id })).toBe(0);
    expect((await fetchJson(url('/api/shooting-tips/saved'), { token: member })).body).toEqual([]);
  });
});
