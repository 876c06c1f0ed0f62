import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopicDeleted, forumTopicPublished, type EventData, type EventDefinition } from '@trap/contracts';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { startContentService } from '../support/content-service.ts';

/**
 * Forum topics join site search: the community's community.forum_topic.published / deleted reach
 * the index, and a replica started later loads the topics stored before it.
 */
let svc: TestService;
let later: TestService | undefined;

const publish = async <D extends EventDefinition>(def: D, data: EventData<D>) =>
  publishEnvelope(svc.ctx.bus, recordEvent(def, data as never));
const hits = async (s: TestService, q: string, type = '') => {
  const res = await fetchJson(`${s.url}/api/search?q=${encodeURIComponent(q)}${type ? `&type=${type}` : ''}`);
  expect(res.status).toBe(200);
  return res.body.results as { type: string; id: string; url: string; title: string }[];
};

beforeAll(async () => {
  svc = await startContentService();
});
afterAll(async () => {
  await later?.stop();
  await svc?.stop();
});

describe('forum topics in site search', () => {
  it('when a topic is published, then search finds it as a forum topic with its link; when deleted, it is gone', async () => {
    const topicId = '64f0c0aaaaaaaaaaaaaaaa01';
    await publish(forumTopicPublished, {
      topicId,
      title: 'Quokkaloop choke patterns',
      body: 'Patterning a quokkaloop at thirty five metres',
      url: `/forum/topic/${topicId}`,
    });
    await eventually(async () => (await hits(svc, 'quokkaloop')).some((h) => h.id === topicId), { timeoutMs: 10_000, intervalMs: 100 });
    const [hit] = await hits(svc, 'quokkaloop', 'forum_topic');
    expect(hit).toMatchObject({ type: 'forum_topic', id: topicId, url: `/forum/topic/${topicId}`, title: 'Quokkaloop choke patterns' });

    // a replica started now loads it from the copy, once the copy is stored (its handler runs beside the index's: under load it comes later)
    const copies = svc.ctx.conn.collection<{ _id: string }>('forum_search_topics');
    await eventually(async () => (await copies.countDocuments({ _id: topicId })) === 1, { timeoutMs: 10_000, intervalMs: 100 });
    later = await startContentService({}, { replicaOf: svc });
    expect((await hits(later, 'quokkaloop')).map((h) => h.id)).toContain(topicId);

    await publish(forumTopicDeleted, { topicId });
    await eventually(async () => (await hits(svc, 'quokkaloop')).length === 0, { timeoutMs: 10_000, intervalMs: 100 });
  });
});
