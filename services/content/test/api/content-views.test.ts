import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentViewsCounted } from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { publishedContentEvents, startContentService } from '../support/content-service.ts';

/**
 * Content views for the super-admin's analytics: the site reports page views (POST /api/content-views),
 * the service counts them in memory and publishes them in batches as content.views.counted
 * (docs/decisions.md, "Content views for analytics").
 */
let svc: TestService;
beforeAll(async () => {
  svc = await startContentService();
});
afterAll(() => svc?.stop());

const view = (json: unknown, token?: string, on: TestService = svc) => fetchJson(`${on.url}/api/content-views`, { json, token });
const batches = async () =>
  (await publishedContentEvents(svc.ctx.bus)).filter((e) => e.subject === contentViewsCounted.subject).map((e) => e.data);

describe('content views', () => {
  it('when visitors and members open content pages, then one batch carries the views per kind when the process stops', async () => {
    // a second replica, so its stop (which publishes what it counted) leaves the stream to read
    const replica = await startContentService({}, { replicaOf: svc });
    for (let i = 0; i < 3; i++) expect((await view({ kind: 'blog_post', id: 'p1' }, undefined, replica)).status).toBe(204);
    const member = await replica.loginAs({ userId: 'b3b3b3b3b3b3b3b3b3b3b3b3' });
    expect((await view({ kind: 'podcast', id: 'e1' }, member, replica)).status).toBe(204);
    // not a content page: refused with the field named, and not counted
    const bad = await view({ kind: 'content_tag', id: 't1' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['kind']);
    expect((await view({ kind: 'ama', id: '' })).status).toBe(400);

    expect(await batches()).toEqual([]); // nothing is published per view
    await replica.stop(); // the stop publishes what was counted
    const [batch, ...more] = await batches();
    expect(more).toEqual([]);
    expect(batch).toMatchObject({ counts: { blog_post: 3, podcast: 1 } });
    expect(Date.parse(batch!.to)).toBeGreaterThanOrEqual(Date.parse(batch!.from));
  });
});
