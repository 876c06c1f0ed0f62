import type { ForumAuthor, ForumTopicDetail } from '@trap/contracts';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';

interface Site {
  origin: string;
}

/** Replies carried in the markup: search engines read the first ones; a busy topic's page stays light. */
const MAX_COMMENTS = 50;

const person = (author: ForumAuthor, site: Site) => ({
  '@type': 'Person',
  name: author.displayName,
  ...(author.profileUrl ? { url: absoluteUrl(site.origin, author.profileUrl) } : {}),
});

/**
 * schema.org DiscussionForumPosting for a forum topic (what Google's discussion forum rich results
 * read): the opening post, its author, its replies as comments, and the reply and view counts.
 */
export function discussionForumPostingJsonLd(t: ForumTopicDetail, site: Site): Record<string, unknown> {
  const url = absoluteUrl(site.origin, `/forum/topic/${t.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'DiscussionForumPosting',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline: t.title,
    text: t.content,
    datePublished: t.createdAt,
    dateModified: t.lastActivityAt,
    author: person(t.author, site),
    articleSection: t.categoryName,
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: t.replyCount },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ViewAction', userInteractionCount: t.views },
    ],
    commentCount: t.replyCount,
    comment: t.replies.slice(0, MAX_COMMENTS).map((r, i) => ({
      '@type': 'Comment',
      url: `${url}#reply-${r.id}`,
      text: r.content,
      datePublished: r.createdAt,
      ...(r.editedAt ? { dateModified: r.editedAt } : {}),
      author: person(r.author, site),
      position: i + 1,
    })),
  };
}
