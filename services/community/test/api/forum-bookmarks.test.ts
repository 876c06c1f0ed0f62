import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted } from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { handled, newUserId, publish, register, snapshot, startCommunityService } from '../support/community-service.ts';

/** Bookmarked forum topics through the real HTTP server and stores: the toggle, the list, whose it is, bad ids, export and removal. */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const TECHNIQUE = '64f0a0000000000000000001';
const UNKNOWN = '0123456789abcdef01234567';

interface Member {
  id: string;
  token: string;
}
async function member(displayName: string): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName }))).id);
  return { id, token: await svc.loginAs({ userId: id }) };
}
const list = async (who: Member) => {
  const res = await fetchJson(url('/api/forum/bookmarks'), { token: who.token });
  expect(res.status).toBe(200);
  return (res.body as { items: { topicId: string; title: string; bookmarkedAt: string }[] }).items;
};
const mark = (who: Member, topicId: string) => fetchJson(url(`/api/forum/topics/${topicId}/bookmark`), { token: who.token, method: 'PUT' });
const unmark = (who: Member, topicId: string) =>
  fetchJson(url(`/api/forum/topics/${topicId}/bookmark`), { token: who.token, method: 'DELETE' });
const newTopic = async (who: Member, title: string) => {
  const res = await fetchJson(url('/api/forum/topics'), {
    token: who.token,
    json: { title, content: 'What do you think?', categoryId: TECHNIQUE },
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
};

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('forum bookmarks', () => {
  it('when a member bookmarks two topics and removes one, then their list shows the other, newest first, with its title', async () => {
    const asha = await member('Asha Trap');
    const first = await newTopic(asha, 'Hold points on station 4');
    const second = await newTopic(asha, 'Choke for the second barrel');
    expect(await list(asha)).toEqual([]);

    expect(await mark(asha, first)).toMatchObject({ status: 200, body: { topicId: first, bookmarked: true } });
    expect((await mark(asha, second)).status).toBe(200);
    // bookmarking again changes nothing
    expect((await mark(asha, first)).status).toBe(200);
    expect((await list(asha)).map((b) => [b.topicId, b.title])).toEqual([
      [second, 'Choke for the second barrel'],
      [first, 'Hold points on station 4'],
    ]);

    expect(await unmark(asha, second)).toMatchObject({ status: 200, body: { topicId: second, bookmarked: false } });
    expect((await unmark(asha, second)).status).toBe(200);
    expect((await list(asha)).map((b) => b.topicId)).toEqual([first]);
  });

  it('when another member reads the list, then they see their own bookmarks, never mine, and a guest is refused', async () => {
    const asha = await member('Asha Trap');
    const ravi = await member('Ravi Skeet');
    const topic = await newTopic(asha, 'Reading the wind');
    await mark(asha, topic);
    expect(await list(ravi)).toEqual([]);
    // removing a bookmark they never made leaves mine alone
    await unmark(ravi, topic);
    expect((await list(asha)).map((b) => b.topicId)).toEqual([topic]);
    expect((await fetchJson(url('/api/forum/bookmarks'))).status).toBe(401);
    expect((await fetchJson(url(`/api/forum/topics/${topic}/bookmark`), { method: 'PUT' })).status).toBe(401);
  });

  it('when the topic id is malformed or unknown, then the answer says so and the list is unchanged', async () => {
    const asha = await member('Asha Trap');
    const topic = await newTopic(asha, 'Gun fit basics');
    await mark(asha, topic);

    const bad = await mark(asha, 'not-a-topic');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
    const unknown = await mark(asha, UNKNOWN);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Topic not found');
    expect((await unmark(asha, 'not-a-topic')).status).toBe(400);
    expect((await list(asha)).map((b) => b.topicId)).toEqual([topic]);
  });

  it('when a member downloads their data or their account goes, then their bookmarks are in the download, then removed', async () => {
    const asha = await member('Asha Trap');
    const topic = await newTopic(asha, 'Cleaning the barrel');
    await mark(asha, topic);
    const exported = await fetchJson(url('/api/community/export'), { token: asha.token });
    expect(exported.status).toBe(200);
    expect(exported.body.records.forum_bookmarks).toEqual([
      expect.objectContaining({ _id: asha.id, topics: [expect.objectContaining({ topicId: topic })] }),
    ]);

    await handled(svc, (await publish(svc, userDeleted, { userId: asha.id, deletedAt: new Date().toISOString() })).id);
    expect(await svc.ctx.conn.collection('forum_bookmarks').countDocuments({ _id: asha.id as never })).toBe(0);
  });
});
