import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, settle, startContentService } from '../support/content-service.ts';

/** Content tags with requiredMembershipTier hide premium posts, AMA transcripts and podcasts from lower tiers. */
let svc: TestService;
let admin: string;
const url = (path: string) => `${svc.url}${path}`;
const BODY = `## Reading the hard right\n\n${'Hold the gun a little under the trap house and let the target come to you. '.repeat(20)}The secret drill: three doubles from station five.`;

const member = (userId: string, tier: 'range_pass' | 'shooters_circle' | 'pro_lane') => svc.loginAs({ userId, role: 'member', tier });

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
});
afterAll(() => svc?.stop());

describe('gated content', () => {
  let postId: string;
  let amaId: string;

  beforeAll(async () => {
    const tag = await fetchJson(url('/api/content-tags'), {
      token: admin,
      json: { name: 'Pro Lane premium', slug: 'pro-premium-gate', requiredMembershipTier: 'pro_lane' },
    });
    expect(tag.status, tag.text).toBe(201);
    const post = await fetchJson(url('/api/blog'), {
      token: admin,
      json: { title: 'Premium: the hard right', content: BODY, category: 'Technique' },
    });
    expect(post.status, post.text).toBe(201);
    postId = post.body.id;
    const ama = await fetchJson(url('/api/amas'), {
      token: admin,
      json: {
        title: 'Premium AMA with a coach',
        description: 'Questions on footwork',
        status: 'completed',
        scheduledFor: '2026-01-10T10:00:00.000Z',
        transcript: `Q: ${BODY}`,
      },
    });
    expect(ama.status, ama.text).toBe(201);
    amaId = ama.body.id;
    for (const [contentType, contentId] of [
      ['blog_post', postId],
      ['ama', amaId],
    ] as const) {
      const rel = await fetchJson(url(`/api/content-tags/${tag.body.id}/relations`), { token: admin, json: { contentType, contentId } });
      expect([200, 201], rel.text).toContain(rel.status);
    }
    await settle(svc);
  });

  it('when a guest or a Range Pass member reads a premium post, then they get a teaser, locked, with the tier needed, in the item and the list', async () => {
    for (const token of [
      undefined,
      await member('d1d1d1d1d1d1d1d1d1d1d1d1', 'range_pass'),
      await member('d2d2d2d2d2d2d2d2d2d2d2d2', 'shooters_circle'),
    ]) {
      const item = await fetchJson(url(`/api/blog/${postId}`), { token });
      expect(item.status).toBe(200);
      expect(item.body).toMatchObject({ locked: true, requiredMembershipTier: 'pro_lane' });
      expect(item.body.content.length).toBeLessThanOrEqual(281);
      expect(item.body.content).not.toContain('The secret drill');
      const list = await fetchJson(url('/api/blog?limit=100'), { token });
      const inList = list.body.find((p: { id: string }) => p.id === postId);
      expect(inList).toMatchObject({ locked: true });
      expect(JSON.stringify(list.body)).not.toContain('The secret drill');
    }
    const ama = await fetchJson(url(`/api/amas/${amaId}`));
    expect(ama.body).toMatchObject({ locked: true, requiredMembershipTier: 'pro_lane' });
    expect(ama.body.transcript).not.toContain('The secret drill');
    expect(JSON.stringify((await fetchJson(url('/api/amas/past'))).body)).not.toContain('The secret drill');
    // site search finds the post by its title but shows no words of the premium text
    const found = await fetchJson(url(`/api/search?q=${encodeURIComponent('premium hard right')}`));
    const hit = found.body.results.find((h: { id: string }) => h.id === postId);
    expect(hit?.snippetHtml).toBe('Premium content for Pro Lane members.');
    expect(JSON.stringify(found.body)).not.toMatch(/secret<\/mark>|three doubles/i);
  });

  it('when a guest reads a premium post whose body has headings, then its teaser is still markdown block by block, so no heading mark lands inside a paragraph', async () => {
    const item = await fetchJson(url(`/api/blog/${postId}`));
    expect(item.body.locked).toBe(true);
    const teaser: string = item.body.content;
    // the heading is a block of its own, the words under it follow as a paragraph cut with an ellipsis
    expect(teaser.startsWith('## Reading the hard right\n\nHold the gun a little under the trap house')).toBe(true);
    expect(teaser.endsWith('…')).toBe(true);
    const paragraphs = teaser.split('\n\n').slice(1);
    for (const paragraph of paragraphs) expect(paragraph).not.toContain('#');
    expect(teaser.length).toBeLessThanOrEqual(280);
  });

  it('when anyone searches for words found only in the locked part of a premium post or AMA transcript, then neither is listed; words of the teaser and the title still find them', async () => {
    const searchIds = async (q: string, token?: string) => {
      const res = await fetchJson(url(`/api/search?q=${encodeURIComponent(q)}&limit=50`), { token });
      expect(res.status).toBe(200);
      return (res.body.results as { id: string }[]).map((h) => h.id);
    };
    for (const token of [undefined, await member('d4d4d4d4d4d4d4d4d4d4d4d4', 'pro_lane')]) {
      for (const q of ['secret drill', 'three doubles station five']) {
        const ids = await searchIds(q, token);
        expect(ids, q).not.toContain(postId);
        expect(ids, q).not.toContain(amaId);
      }
      expect(await searchIds('trap house', token)).toEqual(expect.arrayContaining([postId, amaId]));
      expect(await searchIds('premium hard right', token)).toContain(postId);
    }
  });

  it('when a gate is attached to a post already indexed, then its locked words stop finding it at once, and find it again once the gate is taken off', async () => {
    const text = `${'Open the stance a little and keep the cheek down on every bird. '.repeat(8)}The late reveal: count the clay to the top of its arc.`;
    const post = await fetchJson(url('/api/blog'), {
      token: admin,
      json: { title: 'Working notes on stance', content: text, category: 'Technique' },
    });
    expect(post.status).toBe(201);
    await settle(svc);
    const found = async () =>
      ((await fetchJson(url(`/api/search?q=${encodeURIComponent('late reveal arc')}`))).body.results as { id: string }[]).map((h) => h.id);
    // free content: found by words deep in its text, as before
    expect(await found()).toContain(post.body.id);
    const tag = await fetchJson(url('/api/content-tags'), {
      token: admin,
      json: { name: 'Circle premium', slug: 'circle-premium-gate', requiredMembershipTier: 'shooters_circle' },
    });
    const rel = await fetchJson(url(`/api/content-tags/${tag.body.id}/relations`), {
      token: admin,
      json: { contentType: 'blog_post', contentId: post.body.id },
    });
    expect(rel.status).toBe(201);
    expect(await found()).not.toContain(post.body.id);
    const off = await fetchJson(url(`/api/content-tags/${tag.body.id}/relations/blog_post/${post.body.id}`), {
      method: 'DELETE',
      token: admin,
    });
    expect(off.status).toBe(204);
    expect(await found()).toContain(post.body.id);
  });

  it('when a Pro Lane member or content staff reads it, then they get the full text, marked private so no shared cache keeps it', async () => {
    const pro = await fetchJson(url(`/api/blog/${postId}`), { token: await member('d3d3d3d3d3d3d3d3d3d3d3d3', 'pro_lane') });
    expect(pro.body).toMatchObject({ locked: false, requiredMembershipTier: 'pro_lane', content: BODY });
    expect(pro.headers.get('cache-control')).toContain('private');
    const staff = await fetchJson(url(`/api/amas/${amaId}`), { token: admin });
    expect(staff.body.transcript).toContain('The secret drill');
  });

  it('when a lower tier opens a premium podcast, then its audio is emptied and it is locked, in the item and the lists; Pro Lane gets the audio', async () => {
    const audioUrl = 'https://media.example.com/premium/hard-right-episode.mp3';
    const tag = await fetchJson(url('/api/content-tags'), {
      token: admin,
      json: { name: 'Pro Lane podcasts', slug: 'pro-podcast-gate', requiredMembershipTier: 'pro_lane' },
    });
    expect(tag.status, tag.text).toBe(201);
    const episode = await fetchJson(url('/api/podcasts'), {
      token: admin,
      json: {
        title: 'Premium episode: the hard right',
        description: 'What the coaches say about station five.',
        audioUrl,
        duration: 1800,
        episodeNumber: 42,
        featured: true,
      },
    });
    expect(episode.status, episode.text).toBe(201);
    const id = episode.body.id;
    const rel = await fetchJson(url(`/api/content-tags/${tag.body.id}/relations`), {
      token: admin,
      json: { contentType: 'podcast', contentId: id },
    });
    expect([200, 201], rel.text).toContain(rel.status);
    await settle(svc);

    for (const token of [undefined, await member('d4d4d4d4d4d4d4d4d4d4d4d4', 'shooters_circle')]) {
      const item = await fetchJson(url(`/api/podcasts/${id}`), { token });
      expect(item.status).toBe(200);
      // the title and description stay, so the screen can show what the episode is with its upgrade link
      expect(item.body).toMatchObject({
        locked: true,
        requiredMembershipTier: 'pro_lane',
        audioUrl: '',
        title: 'Premium episode: the hard right',
      });
      for (const list of ['/api/podcasts?limit=100', '/api/podcasts/featured?limit=100']) {
        const body = (await fetchJson(url(list), { token })).body;
        expect(
          body.find((p: { id: string }) => p.id === id),
          list,
        ).toMatchObject({ locked: true, audioUrl: '' });
        expect(JSON.stringify(body), list).not.toContain(audioUrl);
      }
    }
    const pro = await fetchJson(url(`/api/podcasts/${id}`), { token: await member('d5d5d5d5d5d5d5d5d5d5d5d5', 'pro_lane') });
    expect(pro.body).toMatchObject({ locked: false, audioUrl });
    expect(pro.headers.get('cache-control')).toContain('private');
  });

  it('when a post has no gated tag, then everyone gets it whole and nothing marks it', async () => {
    const free = await fetchJson(url('/api/blog'), {
      token: admin,
      json: { title: 'Open notes on grip', content: BODY, category: 'Technique' },
    });
    const item = await fetchJson(url(`/api/blog/${free.body.id}`));
    expect(item.body.content).toBe(BODY);
    expect(item.body.locked).toBeUndefined();
  });
});
