import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amaInputSchema,
  blogPostInputSchema,
  contentTagInputSchema,
  podcastInputSchema,
  rangeInputSchema,
  shooterInputSchema,
  tipInputSchema,
  type ContentEntity,
} from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { demoContent } from '../../src/seed/demo-content.ts';
import { seedId } from '../../src/seed/seed.ts';
import { ADMIN, startContentService } from '../support/content-service.ts';

/**
 * Hostile shapes of otherwise ordinary content writes. A tag's metaData nested 3,000 deep
 * answered 500 (a recursive key check overflowed the stack); now every such input is a 400 naming
 * the field, and nothing is stored.
 */
let svc: TestService;
let admin: string;
const url = (path: string) => `${svc.url}${path}`;
const tagCount = async () => (await fetchJson(url('/api/content-tags?limit=100'))).body.length as number;

/** `{"a":{"a":...1}}` as text: JSON.stringify itself cannot write a value this deep. */
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
});
afterAll(() => svc?.stop());

describe('content tags with free-form metaData', () => {
  it('when a tag’s metaData is nested 3,000 deep, then it is 400 naming metaData and no tag is stored', async () => {
    const before = await tagCount();
    const res = await fetchJson(url('/api/content-tags'), {
      token: admin,
      body: `{"name":"Deep","slug":"deep","metaData":${deepJson(3000)}}`,
    });
    expect(res.status, res.text.slice(0, 200)).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields)).toEqual(['metaData']);
    expect(await tagCount()).toBe(before);
  });

  it('when metaData nests past its documented depth of 5, then it is 400 with the metaData message', async () => {
    const res = await fetchJson(url('/api/content-tags'), {
      token: admin,
      body: `{"name":"Six","slug":"six-levels","metaData":${deepJson(6)}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ metaData: 'Meta data may nest at most 5 levels' });
  });

  it('when an existing tag is updated with deep metaData, then it is 400 and the tag keeps its metaData', async () => {
    const metaData = { discount: { kind: 'percent', value: 10 }, tiers: ['pro_lane'] };
    const created = await fetchJson(url('/api/content-tags'), { token: admin, json: { name: 'Promo', slug: 'promo-bounds', metaData } });
    expect(created.status).toBe(201);
    const res = await fetchJson(url(`/api/content-tags/${created.body.id}`), {
      method: 'PATCH',
      token: admin,
      body: `{"metaData":${deepJson(3000)}}`,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['metaData']);
    expect((await fetchJson(url(`/api/content-tags/${created.body.id}`))).body.metaData).toEqual(metaData);
  });

  it('when a body nests 40,000 deep (still under the size limit), then it is a 400 before validation, never a 500', async () => {
    const before = await tagCount();
    const res = await fetchJson(url('/api/content-tags'), {
      token: admin,
      body: `{"name":"Deeper","slug":"deeper","metaData":{"x":${'['.repeat(40_000)}${']'.repeat(40_000)}}}`,
    });
    expect(res.status, res.text.slice(0, 200)).toBe(400);
    expect(res.body.error.fields).toEqual({ metaData: expect.stringMatching(/nested too deeply/i) });
    expect(await tagCount()).toBe(before);
  });
});

describe('URLs and dates of content', () => {
  it('when a podcast’s image is a javascript: URL or its date is in the year 275760, then it is 400 naming each field', async () => {
    const res = await fetchJson(url('/api/podcasts'), {
      token: admin,
      json: {
        title: 'Bounds',
        description: 'Checks',
        audioUrl: '/audio/a.mp3',
        imageUrl: 'javascript:alert(1)',
        duration: 60,
        episodeNumber: 9001,
        publishedAt: '+275760-09-13T00:00:00.000Z',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      imageUrl: 'Image URL must be an http(s) URL or a site path',
      publishedAt: 'Published date must be within a year from now',
    });
    expect((await fetchJson(url('/api/podcasts?limit=100'))).body.some((p: { episodeNumber: number }) => p.episodeNumber === 9001)).toBe(
      false,
    );
  });
});

describe('the demo catalogue', () => {
  const INPUT: Record<ContentEntity, z.ZodType> = {
    podcast: podcastInputSchema,
    ama: amaInputSchema,
    blog_post: blogPostInputSchema,
    shooter: shooterInputSchema,
    shooting_range: rangeInputSchema,
    shooting_tip: tipInputSchema,
    content_tag: contentTagInputSchema,
  };

  it('when it is checked against the write contracts, then every demo item is within their bounds', () => {
    const data = demoContent(new Date(), (entity, key) => String(seedId(entity, key)));
    const refused = Object.entries(data).flatMap(([entity, items]) =>
      items.flatMap(({ key, doc }) => {
        const result = INPUT[entity as ContentEntity].safeParse(doc);
        return result.success ? [] : [`${entity} ${key}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
      }),
    );
    expect(refused).toEqual([]);
  });
});
