import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStaffActionRecorded } from '@trap/contracts';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, BLOG_MODERATOR, MEMBER, publishedContentEvents, startContentService } from '../support/content-service.ts';

/**
 * Blog comments through the real HTTP server: a member comments, the comment waits for a blog
 * moderator, who approves, hides or deletes it (each recorded for the audit log); guests cannot
 * comment; members cannot moderate.
 */
let svc: TestService;
let admin: string;
let member: string;
let otherMember: string;
let moderator: string;
const url = (path: string) => `${svc.url}${path}`;
const post = (path: string, token: string | undefined, json: unknown) => fetchJson(url(path), { token, json });

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
  member = await svc.loginAs(MEMBER);
  otherMember = await svc.loginAs({ userId: 'e5e5e5e5e5e5e5e5e5e5e5e5', role: 'member' });
  moderator = await svc.loginAs(BLOG_MODERATOR);
});
afterAll(() => svc?.stop());

async function newPost(extra: Record<string, unknown> = {}) {
  const res = await post('/api/blog', admin, { title: 'Comment on me', content: 'Body', category: 'Training', ...extra });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}
const comments = async (postId: string, token?: string) =>
  ((await fetchJson(url(`/api/blog/${postId}/comments`), { token })).body as { content: string; status: string }[]).map(
    (c) => `${c.content}:${c.status}`,
  );

describe('blog comments', () => {
  it('when a member comments, then it waits for approval (only its author sees it), and once a blog moderator approves it everyone does', async () => {
    const p = await newPost();
    const made = await post(`/api/blog/${p.id}/comments`, member, { content: 'Great tips!', authorName: 'Asha' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'pending', authorName: 'Asha', mine: true });
    expect(await comments(p.id)).toEqual([]);
    expect(await comments(p.id, otherMember)).toEqual([]);
    expect(await comments(p.id, member)).toEqual(['Great tips!:pending']);

    const queue = await fetchJson(url('/api/blog/admin/comment-queue'), { token: moderator });
    expect(queue.status).toBe(200);
    expect(queue.body.items.find((c: { id: string }) => c.id === made.body.id)).toMatchObject({ postTitle: 'Comment on me' });
    expect(queue.body.pending).toBeGreaterThanOrEqual(1);

    const approved = await post(`/api/blog/comments/${made.body.id}/approve`, moderator, {});
    expect(approved.status).toBe(200);
    expect(await comments(p.id)).toEqual(['Great tips!:approved']);
    expect((await post(`/api/blog/comments/${made.body.id}/approve`, moderator, {})).status).toBe(409);
  });

  it('when a blog moderator hides and deletes comments, then visitors no longer see them and each action is audited', async () => {
    const p = await newPost();
    const a = (await post(`/api/blog/${p.id}/comments`, member, { content: 'Spam link' })).body as { id: string };
    const b = (await post(`/api/blog/${p.id}/comments`, member, { content: 'Rude words' })).body as { id: string };
    await post(`/api/blog/comments/${a.id}/approve`, moderator, {});
    expect((await post(`/api/blog/comments/${a.id}/hide`, moderator, { reason: 'Advertising' })).status).toBe(200);
    expect((await fetchJson(url(`/api/blog/comments/${b.id}`), { token: moderator, method: 'DELETE' })).status).toBe(204);
    expect(await comments(p.id, member)).toEqual([]);
    const hidden = await fetchJson(url('/api/blog/admin/comment-queue?status=hidden'), { token: moderator });
    expect(hidden.body.items.map((c: { id: string }) => c.id)).toContain(a.id);
    expect((await fetchJson(url(`/api/blog/comments/${b.id}`), { token: moderator, method: 'DELETE' })).status).toBe(404);

    await svc.relay.flush();
    const audited = (await publishedContentEvents(svc.ctx.bus))
      .filter((e) => e.subject === contentStaffActionRecorded.subject && [a.id, b.id].includes((e.data as { itemId: string }).itemId))
      .map((e) => e.data as { action: string; actorId: string; reason: string | null });
    expect(audited.map((x) => x.action)).toEqual(['blog_comment.approve', 'blog_comment.hide', 'blog_comment.delete']);
    expect(audited[1]).toMatchObject({ actorId: BLOG_MODERATOR.userId, reason: 'Advertising' });
  });

  it('when a guest comments, a member moderates, or the post is a draft, then it is refused and nothing is stored', async () => {
    const p = await newPost();
    const draft = await newPost({ status: 'draft' });
    expect((await post(`/api/blog/${p.id}/comments`, undefined, { content: 'Guest here' })).status).toBe(401);
    const empty = await post(`/api/blog/${p.id}/comments`, member, { content: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ content: 'Write a comment' });
    expect((await post(`/api/blog/${draft.id}/comments`, member, { content: 'Early' })).status).toBe(404);
    const c = (await post(`/api/blog/${p.id}/comments`, member, { content: 'Mine' })).body as { id: string };
    expect((await post(`/api/blog/comments/${c.id}/approve`, member, {})).status).toBe(403);
    expect((await fetchJson(url('/api/blog/admin/comment-queue'), { token: member })).status).toBe(403);
    expect((await fetchJson(url(`/api/blog/comments/${c.id}`), { token: member, method: 'DELETE' })).status).toBe(403);
    expect(await comments(p.id)).toEqual([]);
  });
});
