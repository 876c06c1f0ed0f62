import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, startContentService } from '../support/content-service.ts';

/**
 * Two replicas of the content service on one database and one event namespace, as a deployment
 * with two instances runs them. Each keeps its own in-memory search index, so each must see every
 * content event, whichever replica took the write.
 */
let a: TestService;
let b: TestService;
let admin: string;
let before: { id: string };

/** The ids one replica's search answers for a query (through its HTTP API). */
const searchIds = async (svc: TestService, q: string): Promise<string[]> => {
  const res = await fetchJson(`${svc.url}/api/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (res.body.results as { id: string }[]).map((r) => r.id);
};
const bothAnswer = (q: string, expected: string[]) =>
  eventually(
    async () => {
      const [inA, inB] = await Promise.all([searchIds(a, q), searchIds(b, q)]);
      return (
        JSON.stringify(inA.sort()) === JSON.stringify([...expected].sort()) &&
        JSON.stringify(inB.sort()) === JSON.stringify([...expected].sort())
      );
    },
    { timeoutMs: 10_000, intervalMs: 100 },
  );
const createPost = async (svc: TestService, title: string, content: string) => {
  const res = await fetchJson(`${svc.url}/api/blog`, { token: admin, json: { title, content, category: 'Technique' } });
  expect(res.status).toBe(201);
  return res.body as { id: string };
};

beforeAll(async () => {
  a = await startContentService();
  admin = await a.loginAs(ADMIN);
  // written before the second replica starts: it must find this in the index it loads at start
  before = await createPost(a, 'Gun mount drills at dawn', 'Mount, swing, fire: the quokka drill.');
  await a.relay.flush();
  b = await startContentService({}, { replicaOf: a });
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('site search with two content replicas', () => {
  it('when a replica starts after content was written, then it finds that content too', async () => {
    await bothAnswer('quokka', [before.id]);
  });

  it('when a blog post is created through either replica, then both replicas find it in search', async () => {
    const viaA = await createPost(a, 'Low house eight explained', 'The wombat rule for station eight.');
    const viaB = await createPost(b, 'Reading the wind', 'Another wombat story, about crosswinds.');
    const more = await Promise.all([1, 2, 3, 4].map((i) => createPost(i % 2 ? a : b, `Wombat notes ${i}`, 'Short notes.')));
    await bothAnswer('wombat', [viaA.id, viaB.id, ...more.map((p) => p.id)]);
  });

  it('when a post is renamed through one replica and deleted through the other, then both follow', async () => {
    const post = await createPost(a, 'Choke tubes for beginners', 'Start open: the platypus advice.');
    await bothAnswer('platypus', [post.id]);
    expect(
      (await fetchJson(`${b.url}/api/blog/${post.id}`, { method: 'PATCH', token: admin, json: { title: 'Echidna choke guide' } })).status,
    ).toBe(200);
    await bothAnswer('echidna', [post.id]);
    expect((await fetchJson(`${a.url}/api/blog/${post.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    await bothAnswer('platypus', []);
  });
});
