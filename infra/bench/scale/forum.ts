import { documentStore } from '@trap/kit';
import {
  forumReplyPageModel,
  forumTopicModel,
  type ForumReplyDoc,
  type ForumTopicWithReplies,
} from '@trap/community/src/modules/forum/forum.model.ts';
import { ForumRepository, storedShape } from '@trap/community/src/modules/forum/forum.repository.ts';
import { ForumSearchTopicsRepository } from '@trap/content/src/modules/search/forum-topics.repository.ts';
import { FULL, dateOf, itemRng, pick, range } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

/** The busy topic (item 0, the newest): the bench reads it and replies to it. */
export const BUSY_TOPIC = 0;
const BUSY_TOPIC_REPLIES = 300;
/** The reply times a topic keeps for the hotness rule (forum.service.ts keeps the newest 100). */
const REPLY_TIMES_KEPT = 100;

export const topicIdOf = (i: number) => objectIdOf('forum-topic', i).toHexString();

/** Replies of topic `i`: the busy topic 300, the others 1–19 (10 on average, so 3,000 topics hold ≈ 30,000). */
export const repliesOf = (i: number) => (i === BUSY_TOPIC ? BUSY_TOPIC_REPLIES : 1 + Math.floor(itemRng('forum-replies', i)() * 19));

const SUBJECTS = [
  'Choke for windy days',
  'Station 4 low left',
  'Cartridge choice for DTL',
  'Gun fit after a stock change',
  'Pre-shot routine',
  'Eye dominance',
];
const TEXT =
  'I have been dropping the hard lefts from station 4 for a month now. **Head on the stock**, eyes on the trap house, and still behind it. ' +
  'Tried a tighter choke in the second barrel; no change. What do the rest of you do when the wind comes from the left?';

/** Topics `from` to `to` (item 0 the newest) with all their replies, as seeds compose them. */
export function forumTopicsOf(
  ctx: Pick<SeedContext, 'members' | 'owner' | 'now'>,
  categories: readonly string[],
  from: number,
  to: number,
): ForumTopicWithReplies[] {
  const topics: ForumTopicWithReplies[] = [];
  for (const i of range(from, to)) {
    const rand = itemRng('forum-topic', i);
    const createdAt = dateOf(i, FULL.forumTopics, ctx.now, rand);
    // replies follow the topic over up to three weeks, never after the set's end
    const span = Math.min(21 * 86_400_000, ctx.now - createdAt.getTime());
    const replyCount = repliesOf(i);
    const replies: ForumReplyDoc[] = Array.from({ length: replyCount }, (_, r) => ({
      _id: objectIdOf(`forum-reply:${i}`, r).toHexString(),
      authorId: ctx.members[ctx.owner(rand())]!.id,
      content: `Reply ${r + 1}: keep the gun moving through the target and trust the second barrel.`,
      quote: null,
      createdAt: new Date(createdAt.getTime() + ((r + 1) / (replyCount + 1)) * span),
      editedAt: null,
      hidden: null,
    }));
    const last = replies.at(-1)?.createdAt ?? createdAt;
    const title = `${pick(rand, SUBJECTS)} (${i})`;
    topics.push({
      _id: topicIdOf(i),
      categoryId: pick(rand, categories),
      authorId: ctx.members[ctx.owner(rand())]!.id,
      title,
      content: TEXT,
      excerpt: TEXT.replace(/\*\*/g, '').slice(0, 240),
      createdAt,
      updatedAt: last,
      lastActivityAt: last,
      replyCount,
      replyTimes: replies.map((r) => r.createdAt).slice(-REPLY_TIMES_KEPT),
      views: Math.floor(rand() * 400),
      pinned: false,
      locked: false,
      replies,
      hidden: null,
      hiddenReplyCount: 0,
      demo: false,
    });
  }
  return topics;
}

/**
 * Forum topics with their replies in the stored shape (`storedShape`: the topic's head, its replies
 * in pages of 50), the derived fields as the service keeps them (reply count, the newest 100 reply
 * times, last activity, the excerpt, the repliers), then the forum's read models rebuilt from the
 * topics as the service's start-up does, and content's search copy of each topic (what the
 * published event would have stored). Each step adds whole topics with all their replies, so no
 * stored topic is rewritten.
 */
export async function seedForum(ctx: SeedContext): Promise<Timing[]> {
  const forum = new ForumRepository({ conn: ctx.conn.community, outboxStore: documentStore });
  const categories = (await forum.allCategories()).map((c) => c._id);
  if (!categories.length) throw new Error('the forum has no categories yet (community seeds them at start)');
  const topics = forumTopicsOf(ctx, categories, ctx.from.forumTopics, ctx.to.forumTopics);
  const topicStore = documentStore(forumTopicModel(ctx.conn.community));
  const pageStore = documentStore(forumReplyPageModel(ctx.conn.community));
  const search = new ForumSearchTopicsRepository(ctx.conn.content);
  const now = new Date();
  const stored = topics.map(storedShape);
  const pages = stored.flatMap((s) => s.pages);
  const timings = [
    await insertTimed('forum_topics', stored, (c) => topicStore.insertMissing(c.map((s) => s.head))),
    await insertTimed(`forum_reply_pages (${topics.reduce((n, t) => n + t.replies.length, 0)} replies)`, pages, (c) =>
      pageStore.insertMissing(c),
    ),
  ];
  const started = Date.now();
  if (!(await forum.rebuildReadModels())) throw new Error('the forum read models were not rebuilt');
  return [
    ...timings,
    { collection: 'forum_lists (read models rebuilt from the topics)', docs: 1, ms: Date.now() - started },
    await insertTimed('forum_search_topics (content)', topics, (c) =>
      search.insertMissing(c.map((t) => ({ _id: t._id, title: t.title, body: t.excerpt, url: `/forum/topic/${t._id}`, syncedAt: now }))),
    ),
  ];
}
