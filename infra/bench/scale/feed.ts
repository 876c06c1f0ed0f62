import { documentStore } from '@trap/kit';
import {
  feedCommentModel,
  feedKudosModel,
  feedSharingModel,
  type FeedCommentDoc,
  type FeedItemDoc,
  type FeedKudosDoc,
  type FeedSharingDoc,
} from '@trap/community/src/modules/feed/feed.model.ts';
import { FeedRepository } from '@trap/community/src/modules/feed/feed.repository.ts';
import {
  relationshipIdFor,
  relationshipModel,
  type RelationshipDoc,
} from '@trap/community/src/modules/relationships/relationship.model.ts';
import { BUSIEST, FULL, TYPICAL, dateOf, itemRng, range } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

/** Feed item `i`: 7 in 10 a practice session (shown to the owner's network), the rest forum posts (public). */
function feedItem(ctx: SeedContext, i: number): FeedItemDoc {
  const rand = itemRng('feed-item', i);
  const occurredAt = dateOf(i, FULL.feedItems, ctx.now, rand);
  const owner = ctx.members[ctx.owner(rand())]!;
  const source = objectIdOf('feed-source', i).toHexString();
  const u = rand();
  const [kind, title, summary, link, visibility] =
    u < 0.7
      ? (['practice_session', 'Practice session', '3 rounds of Olympic trap: 62/75 (83%)', `/members/${owner.id}`, 'network'] as const)
      : u < 0.9
        ? ([
            'forum_topic',
            'Choke for windy days',
            'What do the rest of you do when the wind comes from the left?',
            `/forum/topic/${source}`,
            'public',
          ] as const)
        : ([
            'forum_reply',
            'Re: Station 4 low left',
            'Keep the gun moving through the target.',
            `/forum/topic/${source}`,
            'public',
          ] as const);
  return {
    _id: `${kind}:${source}`,
    kind,
    ownerId: owner.id,
    title,
    summary,
    link,
    visibility,
    parentId: kind === 'forum_reply' ? source : null,
    occurredAt,
    deletedAt: null,
    updatedAt: occurredAt,
  };
}

/**
 * The activity feed's read model as its event handlers leave it (items, kudos, comments, each
 * member's sharing), and the friendships the feed follows. Written with the feed's models through
 * the kit's document store (the repository writes one item per event; no bulk path), kudos and
 * comments without their notices (those are the notifications this bench seeds on their own).
 */
export async function seedFeed(ctx: SeedContext): Promise<Timing[]> {
  const feed = new FeedRepository({ conn: ctx.conn.community, outboxStore: documentStore });
  const items = range(ctx.from.feedItems, ctx.to.feedItems).map((i) => feedItem(ctx, i));
  // kudos and comments land on items that exist at this scale: item ⌊i × items ÷ kudos⌋
  // one kudos per member and item (its _id): a second draw of the same pair is left out here, since a
  // duplicate in an insert costs FerretDB far more than a new document
  const kudosById = new Map<string, FeedKudosDoc>();
  for (const i of range(ctx.from.feedKudos, ctx.to.feedKudos)) {
    const rand = itemRng('feed-kudos', i);
    const item = feedItem(ctx, Math.floor((i * FULL.feedItems) / FULL.feedKudos));
    const userId = ctx.members[ctx.owner(rand())]!.id;
    kudosById.set(`${item._id}|${userId}`, {
      _id: `${item._id}|${userId}`,
      itemId: item._id,
      userId,
      createdAt: item.occurredAt,
      withdrawnAt: null,
    });
  }
  const kudos = [...kudosById.values()];
  const comments: FeedCommentDoc[] = range(ctx.from.feedComments, ctx.to.feedComments).map((i) => {
    const rand = itemRng('feed-comment', i);
    const item = feedItem(ctx, Math.floor((i * FULL.feedItems) / FULL.feedComments));
    return {
      _id: objectIdOf('feed-comment', i),
      itemId: item._id,
      authorId: ctx.members[ctx.owner(rand())]!.id,
      text: 'Great shooting, see you at the club on Sunday!',
      createdAt: new Date(item.occurredAt.getTime() + 3_600_000),
    };
  });
  const friendships: RelationshipDoc[] = range(ctx.from.friendships, ctx.to.friendships).map((i) => {
    const rand = itemRng('friendship', i);
    const a = ctx.owner(rand());
    // the other side uniformly, never the same member
    const b = (a + 1 + Math.floor(rand() * (ctx.members.length - 1))) % ctx.members.length;
    const [userId, relatedUserId] = [ctx.members[a]!.id, ctx.members[b]!.id];
    const since = dateOf(i, FULL.friendships, ctx.now, rand);
    return {
      _id: relationshipIdFor(userId, relatedUserId, 'friend'),
      userId,
      relatedUserId,
      type: 'friend',
      status: 'accepted',
      since,
      notes: '',
      revision: 1,
      createdAt: since,
      updatedAt: since,
    };
  });
  // every other member shares practice with friends (both measured members do); once, on the first step
  const sharing: FeedSharingDoc[] =
    ctx.from.feedItems === 0
      ? ctx.members.map((m) => ({
          _id: m.id,
          shareWithFriends: m.index === BUSIEST || m.index === TYPICAL || m.index % 2 === 0,
          shareWithCoaches: true,
          revision: 0,
        }))
      : [];
  return [
    await insertTimed('feed_items', items, (c) => feed.insertMissingItems(c)),
    await insertTimed('feed_kudos', kudos, (c) => documentStore(feedKudosModel(ctx.conn.community)).insertMissing(c)),
    await insertTimed('feed_comments', comments, (c) => documentStore(feedCommentModel(ctx.conn.community)).insertMissing(c)),
    await insertTimed('feed_sharing', sharing, (c) => documentStore(feedSharingModel(ctx.conn.community)).insertMissing(c)),
    await insertTimed('user_relationships (friends)', friendships, (c) =>
      documentStore(relationshipModel(ctx.conn.community)).insertMissing(c),
    ),
  ];
}
