import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import {
  ADMIN,
  BLOG_MODERATOR,
  CONTENT_ADMIN,
  MEMBER,
  publishedContentEvents,
  settle,
  startContentService,
} from '../support/content-service.ts';

let svc: TestService;
const tokens: Record<string, string> = {};
const url = (path: string) => `${svc.url}${path}`;

beforeAll(async () => {
  svc = await startContentService();
  for (const [name, user] of Object.entries({ ADMIN, CONTENT_ADMIN, BLOG_MODERATOR, MEMBER })) tokens[name] = await svc.loginAs(user);
});
afterAll(() => svc?.stop());

/** One valid item per kind of content, a change to it, and a bad input with the fields it must name. */
const KINDS = [
  {
    path: '/api/podcasts',
    entity: 'podcast',
    valid: {
      title: 'Reading the trap house',
      description: 'Angles explained',
      audioUrl: '/audio/ep1.mp3',
      duration: 1800,
      episodeNumber: 1,
    },
    change: { title: 'Reading the trap house, revised' },
    bad: { title: '', duration: -1, episodeNumber: 0, audioUrl: 'javascript:alert(1)' },
    badFields: ['audioUrl', 'description', 'duration', 'episodeNumber', 'title'],
  },
  {
    path: '/api/amas',
    entity: 'ama',
    valid: {
      title: 'Ask me about gun fit',
      description: 'Open session',
      status: 'upcoming',
      scheduledFor: new Date(Date.now() + 86400000).toISOString(),
    },
    change: { status: 'live' },
    bad: { title: 'x', description: 'y', status: 'soon', shooterId: 'nope' },
    badFields: ['shooterId', 'status'],
  },
  {
    path: '/api/blog',
    entity: 'blog_post',
    valid: { title: 'Hold points', content: '# Hold points\n\nStart **low** on station 3.', category: 'Technique' },
    change: { category: 'Training' },
    bad: { title: 'T', content: '', category: 'Gossip' },
    badFields: ['category', 'content'],
  },
  {
    path: '/api/shooters',
    entity: 'shooter',
    valid: { name: 'Test Shooter', type: 'Trap', bio: 'A fictional shooter', achievements: ['Club champion'] },
    change: { featured: true },
    bad: { name: '', type: 'Trap', bio: 'x', achievements: 'many' },
    badFields: ['achievements', 'name'],
  },
  {
    path: '/api/shooting-ranges',
    entity: 'shooting_range',
    valid: {
      name: 'Test Clay Club',
      city: 'Jaipur',
      state: 'Rajasthan',
      description: 'A fictional club',
      features: ['Trap'],
      latitude: 26.9,
      longitude: 75.8,
    },
    change: { verified: true },
    bad: { name: 'R', city: '', state: 'S', description: 'd', latitude: 123, email: 'not-mail' },
    badFields: ['city', 'email', 'latitude'],
  },
  {
    path: '/api/shooting-tips',
    entity: 'shooting_tip',
    valid: { category: 'Focus', difficulty: 'beginner', tipText: 'Soft eyes above the house.' },
    change: { difficulty: 'advanced' },
    bad: { category: 'Luck', difficulty: 'easy', tipText: '' },
    badFields: ['category', 'difficulty', 'tipText'],
  },
  {
    path: '/api/content-tags',
    entity: 'content_tag',
    valid: { name: 'Beginner friendly', slug: 'beginner-friendly', color: '#2E7D32' },
    change: { color: '#000000' },
    bad: { name: '', slug: 'Not A Slug', color: 'red' },
    badFields: ['color', 'name', 'slug'],
  },
] as const;

describe.each(KINDS)('$path', (kind) => {
  let id: string;

  it('when a content admin creates a valid item, then it is 201, readable by anyone and listed', async () => {
    const res = await fetchJson(url(kind.path), { token: tokens.CONTENT_ADMIN, json: kind.valid });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[a-f0-9]{24}$/);
    id = res.body.id;
    const one = await fetchJson(url(`${kind.path}/${id}`));
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ ...kind.valid, id });
    // no internals (the id as _id, the outbox, the tombstone field) in the answer
    expect(Object.keys(one.body).filter((k) => k.startsWith('_') || k === 'deletedAt')).toEqual([]);
    const list = await fetchJson(url(kind.path));
    expect(list.body.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('when the input is bad, then it is 400 with a message per field and nothing is stored', async () => {
    const before = (await fetchJson(url(`${kind.path}?limit=100`))).body.length;
    const res = await fetchJson(url(kind.path), { token: tokens.ADMIN, json: kind.bad });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).sort()).toEqual([...kind.badFields].sort());
    expect((await fetchJson(url(`${kind.path}?limit=100`))).body.length).toBe(before);
    const update = await fetchJson(url(`${kind.path}/${id}`), { method: 'PATCH', token: tokens.ADMIN, json: kind.bad });
    expect(update.status).toBe(400);
  });

  it('when anonymous or a member writes, then it is 401 or 403 and nothing changes', async () => {
    expect((await fetchJson(url(kind.path), { json: kind.valid })).status).toBe(401);
    expect((await fetchJson(url(kind.path), { token: tokens.MEMBER, json: kind.valid })).status).toBe(403);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'PATCH', token: tokens.MEMBER, json: kind.change })).status).toBe(403);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE' })).status).toBe(401);
    expect((await fetchJson(url(`${kind.path}/${id}`))).status).toBe(200);
  });

  it('when an item is updated, then the change is returned and read back', async () => {
    const res = await fetchJson(url(`${kind.path}/${id}`), { method: 'PATCH', token: tokens.ADMIN, json: kind.change });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(kind.change);
    expect((await fetchJson(url(`${kind.path}/${id}`))).body).toMatchObject(kind.change);
  });

  it('when an unknown or malformed id is asked for, then it is 404', async () => {
    for (const missing of ['0123456789abcdef01234567', 'not-an-id']) {
      expect((await fetchJson(url(`${kind.path}/${missing}`))).status).toBe(404);
      expect((await fetchJson(url(`${kind.path}/${missing}`), { method: 'PATCH', token: tokens.ADMIN, json: kind.change })).status).toBe(
        404,
      );
      expect((await fetchJson(url(`${kind.path}/${missing}`), { method: 'DELETE', token: tokens.ADMIN })).status).toBe(404);
    }
  });

  it('when the item is deleted, then it is gone and published, updated and deleted were each published once', async () => {
    const res = await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE', token: tokens.ADMIN });
    expect(res.status).toBe(204);
    expect((await fetchJson(url(`${kind.path}/${id}`))).status).toBe(404);
    expect((await fetchJson(url(`${kind.path}/${id}`), { method: 'DELETE', token: tokens.ADMIN })).status).toBe(404);
    await settle(svc);
    const events = (await publishedContentEvents(svc.ctx.bus)).filter((e) => e.data.id === id);
    expect(events.map((e) => e.subject)).toEqual([
      `content.${kind.entity}.published`,
      `content.${kind.entity}.updated`,
      `content.${kind.entity}.deleted`,
    ]);
    expect(events[1]!.data.item).toMatchObject(kind.change);
    // the tombstone is removed once its event is out
    expect(
      await svc.ctx.conn.collection(collectionOf(kind.path)).countDocuments({ _id: new (await import('mongoose')).Types.ObjectId(id) }),
    ).toBe(0);
  });
});

function collectionOf(path: string): string {
  return {
    '/api/podcasts': 'podcasts',
    '/api/amas': 'amas',
    '/api/blog': 'blog_posts',
    '/api/shooters': 'shooters',
    '/api/shooting-ranges': 'shooting_ranges',
    '/api/shooting-tips': 'shooting_tips',
    '/api/content-tags': 'content_tags',
  }[path]!;
}

describe('rules beyond the common ones', () => {
  it('when two podcasts get the same episode number, then the second is 409 naming the field', async () => {
    const ep = { title: 'Ep', description: 'd', audioUrl: '/a.mp3', duration: 60, episodeNumber: 77 };
    expect((await fetchJson(url('/api/podcasts'), { token: tokens.ADMIN, json: ep })).status).toBe(201);
    const dup = await fetchJson(url('/api/podcasts'), { token: tokens.ADMIN, json: ep });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual({ episodeNumber: 'An episode with this number already exists' });
  });

  it('when two podcasts are changed to the same episode number at the same time, then one gets it and the other a 409, never a 500', async () => {
    const create = (episodeNumber: number) =>
      fetchJson(url('/api/podcasts'), {
        token: tokens.ADMIN,
        json: { title: `Ep ${episodeNumber}`, description: 'd', audioUrl: '/a.mp3', duration: 60, episodeNumber },
      });
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await create(600 + round * 2), await create(601 + round * 2)];
      const target = 700 + round;
      const answers = await Promise.all(
        [a, b].map((p) =>
          fetchJson(url(`/api/podcasts/${p.body.id}`), { token: tokens.ADMIN, method: 'PATCH', json: { episodeNumber: target } }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.error.fields).toEqual({
        episodeNumber: 'An episode with this number already exists',
      });
      const stored = await Promise.all([a, b].map(async (p) => (await fetchJson(url(`/api/podcasts/${p.body.id}`))).body.episodeNumber));
      expect(stored.filter((n) => n === target)).toHaveLength(1);
    }
  });

  it('when a blog moderator writes a post, then it is theirs; the same moderator may not add a podcast', async () => {
    const post = await fetchJson(url('/api/blog'), {
      token: tokens.BLOG_MODERATOR,
      json: { title: 'Club news', content: 'Some **news** for [members](/x).', category: 'Club News' },
    });
    expect(post.status).toBe(201);
    expect(post.body.authorId).toBe(BLOG_MODERATOR.userId);
    expect(post.body.excerpt).toBe('Some news for members.');
    const podcast = await fetchJson(url('/api/podcasts'), {
      token: tokens.BLOG_MODERATOR,
      json: { title: 'Ep', description: 'd', audioUrl: '/a.mp3', duration: 60, episodeNumber: 78 },
    });
    expect(podcast.status).toBe(403);
  });

  it('when the blog is filtered by category, then only that category comes back; a wrong category is 400', async () => {
    await fetchJson(url('/api/blog'), {
      token: tokens.ADMIN,
      json: { title: 'Chokes', content: 'c', category: 'Equipment', featured: true },
    });
    const equipment = (await fetchJson(url('/api/blog?category=Equipment'))).body;
    expect(equipment.length).toBeGreaterThan(0);
    expect(equipment.every((p: { category: string }) => p.category === 'Equipment')).toBe(true);
    expect(
      (await fetchJson(url('/api/blog?category=Club%20News'))).body.every((p: { category: string }) => p.category === 'Club News'),
    ).toBe(true);
    const bad = await fetchJson(url('/api/blog?category=Gossip'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('category');
    expect((await fetchJson(url('/api/blog/featured'))).body.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });

  it('when lists are paged, then limit and offset apply and out-of-range values are 400', async () => {
    for (let n = 0; n < 3; n++)
      await fetchJson(url('/api/shooting-tips'), {
        token: tokens.ADMIN,
        json: { category: 'Safety', difficulty: 'beginner', tipText: `Safety tip ${n}` },
      });
    const all = (await fetchJson(url('/api/shooting-tips?category=Safety'))).body;
    expect(all).toHaveLength(3);
    const page = (await fetchJson(url('/api/shooting-tips?category=Safety&limit=1&offset=1'))).body;
    expect(page.map((t: { id: string }) => t.id)).toEqual([all[1].id]);
    const bad = await fetchJson(url('/api/shooting-tips?limit=1000&offset=-1'));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['limit', 'offset']);
    expect((await fetchJson(url('/api/shooting-tips?difficulty=beginner&category=Safety'))).body).toHaveLength(3);
    expect((await fetchJson(url('/api/shooting-tips?difficulty=advanced&category=Safety'))).body).toHaveLength(0);
  });

  it('when ranges are filtered by state, city and feature, then matching is whole-value and case-insensitive', async () => {
    const make = (name: string, city: string, state: string, features: string[]) =>
      fetchJson(url('/api/shooting-ranges'), { token: tokens.ADMIN, json: { name, city, state, description: 'd', features } });
    await make('Alpha Range', 'Pune', 'Maharashtra', ['Trap', 'Skeet']);
    await make('Beta Range', 'Nagpur', 'Maharashtra', ['Trap']);
    await make('Gamma Range', 'Jaipur', 'Rajasthan', ['Skeet']);
    const names = async (q: string) => (await fetchJson(url(`/api/shooting-ranges?${q}`))).body.map((r: { name: string }) => r.name).sort();
    expect(await names('state=maharashtra')).toEqual(['Alpha Range', 'Beta Range']);
    expect(await names('state=Maharashtra&city=Pune')).toEqual(['Alpha Range']);
    expect(await names('feature=skeet')).toEqual(['Alpha Range', 'Gamma Range']);
    expect(await names('state=Mahara')).toEqual([]);
    expect(await names('state=.*')).toEqual([]);
    const one = (await fetchJson(url('/api/shooting-ranges?city=Pune'))).body[0];
    expect(one.location).toBe('Pune, Maharashtra');
    // a location cleared by a change falls back to the city and state again, never a 500
    await fetchJson(url(`/api/shooting-ranges/${one.id}`), { method: 'PATCH', token: tokens.ADMIN, json: { location: 'Near the fort' } });
    const cleared = await fetchJson(url(`/api/shooting-ranges/${one.id}`), {
      method: 'PATCH',
      token: tokens.ADMIN,
      json: { location: null, city: 'Pimpri' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.location).toBe('Pimpri, Maharashtra');
  });

  it('when the admin lists podcasts and shooters by featured and ranges by verified, then only matching items come back; another value is 400 naming it', async () => {
    const post = (path: string, json: Record<string, unknown>) => fetchJson(url(path), { token: tokens.ADMIN, json });
    const stamp = Date.now().toString(36);
    expect(
      (await post('/api/podcasts', { ...KINDS[0]!.valid, title: `Flagged ${stamp} one`, episodeNumber: 901, featured: true })).status,
    ).toBe(201);
    expect((await post('/api/podcasts', { ...KINDS[0]!.valid, title: `Flagged ${stamp} two`, episodeNumber: 902 })).status).toBe(201);
    expect((await post('/api/shooters', { name: `Flagged ${stamp} star`, type: 'Olympian', bio: 'b', featured: true })).status).toBe(201);
    expect((await post('/api/shooters', { name: `Flagged ${stamp} newcomer`, type: 'Junior', bio: 'b' })).status).toBe(201);
    const verified = await post('/api/shooting-ranges', {
      name: `Flagged ${stamp} Club`,
      city: 'Indore',
      state: 'Madhya Pradesh',
      description: 'd',
    });
    expect(
      (await fetchJson(url(`/api/shooting-ranges/${verified.body.id}`), { method: 'PATCH', token: tokens.ADMIN, json: { verified: true } }))
        .status,
    ).toBe(200);
    expect(
      (await post('/api/shooting-ranges', { name: `Flagged ${stamp} Field`, city: 'Bhopal', state: 'Madhya Pradesh', description: 'd' }))
        .status,
    ).toBe(201);

    const names = async (path: string, query: string) =>
      (await fetchJson(url(`${path}?q=Flagged ${stamp}&${query}`))).body
        .map((i: { title?: string; name?: string }) => i.title ?? i.name)
        .sort();
    expect(await names('/api/podcasts', 'featured=true')).toEqual([`Flagged ${stamp} one`]);
    expect(await names('/api/podcasts', 'featured=false')).toEqual([`Flagged ${stamp} two`]);
    expect(await names('/api/shooters', 'featured=true')).toEqual([`Flagged ${stamp} star`]);
    expect(await names('/api/shooters', 'featured=false')).toEqual([`Flagged ${stamp} newcomer`]);
    expect(await names('/api/shooting-ranges', 'verified=true')).toEqual([`Flagged ${stamp} Club`]);
    expect(await names('/api/shooting-ranges', 'verified=false&state=madhya pradesh')).toEqual([`Flagged ${stamp} Field`]);
    for (const [path, field] of [
      ['/api/podcasts', 'featured'],
      ['/api/shooters', 'featured'],
      ['/api/shooting-ranges', 'verified'],
    ] as const) {
      const bad = await fetchJson(url(`${path}?${field}=yes`));
      expect(bad.status, path).toBe(400);
      expect(Object.keys(bad.body.error.fields)).toEqual([field]);
    }
  });

  it('when a podcast comes without its audio, then it is 400 naming the field and nothing is stored', async () => {
    const before = (await fetchJson(url('/api/podcasts?limit=100'))).body.length;
    for (const audioUrl of [undefined, null, '']) {
      const res = await fetchJson(url('/api/podcasts'), {
        token: tokens.CONTENT_ADMIN,
        json: { title: 'No audio', description: 'd', duration: 60, episodeNumber: 77, audioUrl },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Audio URL is required');
    }
    expect((await fetchJson(url('/api/podcasts?limit=100'))).body.length).toBe(before);
  });

  it('when AMAs are listed by state, then each list holds only its status and carries the shooter name', async () => {
    const shooter = (await fetchJson(url('/api/shooters'), { token: tokens.ADMIN, json: { name: 'Host Shooter', type: 'Trap', bio: 'b' } }))
      .body;
    const make = (status: string, scheduledFor: string | null) =>
      fetchJson(url('/api/amas'), {
        token: tokens.ADMIN,
        json: { title: `AMA ${status}`, description: 'd', status, scheduledFor, shooterId: shooter.id },
      });
    await make('live', new Date().toISOString());
    await make('completed', new Date(Date.now() - 86400000).toISOString());
    await make('upcoming', null);
    for (const [list, status] of [
      ['live', 'live'],
      ['upcoming', 'upcoming'],
      ['past', 'completed'],
    ]) {
      const items = (await fetchJson(url(`/api/amas/${list}`))).body;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((a: { status: string }) => a.status === status)).toBe(true);
      expect(items[0].shooterName).toBe('Host Shooter');
    }
    expect((await fetchJson(url('/api/amas'))).body[0].status).toBe('live');
    const completed = (await fetchJson(url('/api/amas?status=completed'))).body;
    expect(completed.every((a: { status: string }) => a.status === 'completed')).toBe(true);
    expect(completed[0].shooterName).toBe('Host Shooter');
  });

  it('when a tag is attached to an item, then the item lists it, a second attach is harmless and detach removes it', async () => {
    const tag = (await fetchJson(url('/api/content-tags'), { token: tokens.ADMIN, json: { name: 'Gear', slug: 'gear' } })).body;
    const dup = await fetchJson(url('/api/content-tags'), { token: tokens.ADMIN, json: { name: 'Gear 2', slug: 'gear' } });
    expect(dup.status).toBe(409);
    const contentId = '0123456789abcdef01234567';
    const attach = () =>
      fetchJson(url(`/api/content-tags/${tag.id}/relations`), { token: tokens.ADMIN, json: { contentId, contentType: 'blog_post' } });
    expect((await attach()).status).toBe(201);
    expect((await attach()).status).toBe(200);
    expect((await fetchJson(url(`/api/content-tags/${tag.id}/relations`))).body).toEqual([
      { tagId: tag.id, contentId, contentType: 'blog_post' },
    ]);
    const forItem = (await fetchJson(url(`/api/content-tags?contentType=blog_post&contentId=${contentId}`))).body;
    expect(forItem.map((t: { slug: string }) => t.slug)).toEqual(['gear']);
    expect(
      (
        await fetchJson(url(`/api/content-tags/${tag.id}/relations`), {
          token: tokens.MEMBER,
          json: { contentId, contentType: 'blog_post' },
        })
      ).status,
    ).toBe(403);
    const bad = await fetchJson(url(`/api/content-tags/${tag.id}/relations`), {
      token: tokens.ADMIN,
      json: { contentId: 'x', contentType: 'forum' },
    });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['contentId', 'contentType']);
    expect(
      (await fetchJson(url(`/api/content-tags/${tag.id}/relations/blog_post/${contentId}`), { method: 'DELETE', token: tokens.ADMIN }))
        .status,
    ).toBe(204);
    expect(
      (await fetchJson(url(`/api/content-tags/${tag.id}/relations/blog_post/${contentId}`), { method: 'DELETE', token: tokens.ADMIN }))
        .status,
    ).toBe(404);
  });

  it('when a tagged item or the tag itself is deleted, then its relations go with it', async () => {
    const tag = (await fetchJson(url('/api/content-tags'), { token: tokens.ADMIN, json: { name: 'Safety', slug: 'safety' } })).body;
    const tip = (
      await fetchJson(url('/api/shooting-tips'), {
        token: tokens.ADMIN,
        json: { category: 'Safety', difficulty: 'beginner', tipText: 'Muzzle down range.' },
      })
    ).body;
    const other = (await fetchJson(url('/api/shooters'), { token: tokens.ADMIN, json: { name: 'Tagged Shooter', type: 'Trap', bio: 'b' } }))
      .body;
    for (const [contentId, contentType] of [
      [tip.id, 'shooting_tip'],
      [other.id, 'shooter'],
    ])
      await fetchJson(url(`/api/content-tags/${tag.id}/relations`), { token: tokens.ADMIN, json: { contentId, contentType } });
    await fetchJson(url(`/api/shooting-tips/${tip.id}`), { method: 'DELETE', token: tokens.ADMIN });
    await settle(svc);
    expect((await fetchJson(url(`/api/content-tags/${tag.id}/relations`))).body.map((r: { contentId: string }) => r.contentId)).toEqual([
      other.id,
    ]);
    await fetchJson(url(`/api/content-tags/${tag.id}`), { method: 'DELETE', token: tokens.ADMIN });
    await settle(svc);
    expect(await svc.ctx.conn.collection('content_tag_relations').countDocuments({ tagId: tag.id })).toBe(0);
  });

  it('when a public list is revalidated with its ETag, then it is 304', async () => {
    const first = await fetchJson(url('/api/shooters'));
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetchJson(url('/api/shooters'), { headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });
});
