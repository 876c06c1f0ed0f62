import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES } from '../src/api/index.ts';
import { amaSchema, blogPostSchema, podcastSchema } from '../src/http/content/index.ts';

/** The kind each premium item schema is, and the field its gate hides. */
const GATED_ITEMS = [
  { schema: blogPostSchema, gate: { kind: 'blog_post', field: 'content' } },
  { schema: podcastSchema, gate: { kind: 'podcast', field: 'audioUrl' } },
  { schema: amaSchema, gate: { kind: 'ama', field: 'transcript' } },
] as const;

const itemOf = (schema: z.ZodType | undefined): z.ZodType | undefined =>
  schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema;

describe('premium content is gated on its routes', () => {
  it('when a read answers podcasts, AMAs or blog posts, then its declaration names their gate, so no new read leaks the full text', () => {
    const reads = API_ROUTES.filter((r) => r.method === 'get');
    let gated = 0;
    for (const route of reads) {
      const kind = GATED_ITEMS.find((g) => g.schema === itemOf(route.response.schema));
      if (!kind) continue;
      gated++;
      expect(route.gate, `${route.method.toUpperCase()} ${route.path}`).toEqual(kind.gate);
    }
    // featured (podcasts, posts), list and item of each kind, the three AMA lists, the admin panel's posts
    expect(gated).toBe(12);
  });

  it('when the site search answers, then its hits pass the gate too; only content reads declare one', () => {
    expect(API_ROUTES.find((r) => r.path === '/api/search')?.gate).toBe('search');
    for (const route of API_ROUTES.filter((r) => r.gate))
      expect(route.method === 'get' && /^\/api\/(blog|podcasts|amas|search)(\/|$)/.test(route.path), route.path).toBe(true);
  });
});
