import {
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

/** What the feed consumes: practice sessions (shown within the owner’s sharing), the sharing setting itself, and forum topics. */
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
    on(forumTopicDeleted, (d) => repo.deleteItem(`forum_topic:${d.topicId}`)),
    on(practiceSharingChanged, async (d) => {
      await repo.applySharing(d.userId, {
        shareWithFriends: d.shareWithFriends,
        shareWithCoaches: d.shareWithCoaches,
        revision: d.revision,
      });
    }),
  ];
}
