import {
  achievementUnlocked,
  forumReplyDeleted,
  forumReplyPosted,
  forumTopicDeleted,
  forumTopicPublished,
  practiceSessionDeleted,
  practiceSessionLogged,
  practiceSessionUpdated,
  practiceSharingChanged,
} from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import type { FeedRepository } from './feed.repository.ts';

const summaryOf = (d: { totalScore: number | null; maxScore?: number | null; location?: string | null }) =>
  [d.totalScore !== null && d.maxScore ? `${d.totalScore} / ${d.maxScore}` : null, d.location ? `at ${d.location}` : null]
    .filter(Boolean)
    .join(' ') || 'Practice session';

/**
 * What the feed consumes: practice sessions and achievements (shown within the owner’s sharing), the
 * sharing setting itself, and forum topics and replies. Each item's id comes from its source, so a
 * replayed event writes the same item again, and a deleted item stays deleted.
 */
export function feedSubscriptions(repo: FeedRepository): Subscription[] {
  const session = (d: {
    sessionId: string;
    userId: string;
    title: string;
    date: string;
    totalScore: number | null;
    maxScore?: number | null;
    location?: string | null;
  }) =>
    repo.saveItem({
      _id: `practice_session:${d.sessionId}`,
      kind: 'practice_session',
      ownerId: d.userId,
      title: d.title || 'Practice session',
      summary: summaryOf(d),
      link: `/members/${d.userId}`,
      visibility: 'network',
      occurredAt: new Date(d.date),
    });
  return [
    on(practiceSessionLogged, (d) => session(d)),
    on(practiceSessionUpdated, (d) => session(d)),
    on(practiceSessionDeleted, (d) => repo.deleteItem(`practice_session:${d.sessionId}`)),
    // an achievement is practice: shown as the owner shares their sessions
    on(achievementUnlocked, (d) =>
      repo.saveItem({
        _id: `achievement:${d.userId}_${d.achievementId}`,
        kind: 'achievement',
        ownerId: d.userId,
        title: d.title,
        summary: d.description ? `Achievement unlocked: ${d.description}` : 'Achievement unlocked',
        link: `/members/${d.userId}`,
        visibility: 'network',
        occurredAt: new Date(d.unlockedAt),
      }),
    ),
    // forum topics are public: shown to the author's network whatever their practice sharing
    on(forumTopicPublished, async (d) => {
      if (!d.authorId) return; // an event from before topics named their author
      await repo.saveItem({
        _id: `forum_topic:${d.topicId}`,
        kind: 'forum_topic',
        ownerId: d.authorId,
        title: d.title,
        summary: d.body.length > 140 ? `${d.body.slice(0, 139)}…` : d.body,
        link: d.url,
        visibility: 'public',
        occurredAt: d.postedAt ? new Date(d.postedAt) : new Date(),
      });
    }),
    // a hidden topic takes its replies out of the feed with it
    on(forumTopicDeleted, async (d) => {
      await repo.deleteItem(`forum_topic:${d.topicId}`);
      await repo.deleteRepliesOf(d.topicId);
    }),
    // forum replies are public like topics
    on(forumReplyPosted, async (d) => {
      if (!d.topicTitle || !d.url) return; // an event from before replies named their topic
      await repo.saveItem({
        _id: `forum_reply:${d.replyId}`,
        kind: 'forum_reply',
        ownerId: d.authorId,
        title: `Re: ${d.topicTitle}`,
        summary: d.excerpt ?? '',
        link: d.url,
        parentId: d.topicId,
        visibility: 'public',
        occurredAt: new Date(d.postedAt),
      });
    }),
    on(forumReplyDeleted, (d) => repo.deleteItem(`forum_reply:${d.replyId}`)),
    on(practiceSharingChanged, async (d) => {
      await repo.applySharing(d.userId, {
        shareWithFriends: d.shareWithFriends,
        shareWithCoaches: d.shareWithCoaches,
        revision: d.revision,
      });
    }),
  ];
}
