import { describe, expect, it } from 'vitest';
import type { ForumTopicDetail } from '@trap/contracts';
import { structuredDataProblems } from '@trap/ui/testing/structured-data-rules.ts';
import { discussionForumPostingJsonLd } from './forum-json-ld.ts';

const ORIGIN = 'https://trap.example';
const site = { origin: ORIGIN, name: 'Trap India' };
const when = '2026-11-02T06:30:00.000Z';
const later = '2026-11-20T10:00:00.000Z';

// only the fields the page's structured data reads
const topic = {
  id: 't1',
  title: 'Chokes for sporting?',
  content: 'What do you run?',
  createdAt: when,
  lastActivityAt: later,
  categoryName: 'Equipment',
  author: { displayName: 'Ravi', profileUrl: '/members/u1' },
  replyCount: 1,
  views: 12,
  replies: [
    { id: 'r1', content: 'Improved modified.', createdAt: later, editedAt: null, author: { displayName: 'Meena', profileUrl: null } },
  ],
} as unknown as ForumTopicDetail;

describe('a forum topic’s structured data, against what search engines require of DiscussionForumPosting', () => {
  it('a forum topic is a DiscussionForumPosting with its author, date, text, comment count and replies', () => {
    const data = discussionForumPostingJsonLd(topic, site);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.author).toEqual({ '@type': 'Person', name: 'Ravi', url: `${ORIGIN}/members/u1` });
    expect(data.commentCount).toBe(1);
  });

  it('the rules catch a topic that misses what its type requires', () => {
    const { datePublished: _gone, ...noDate } = discussionForumPostingJsonLd(topic, site);
    expect(structuredDataProblems(noDate)).toEqual(['DiscussionForumPosting.datePublished']);
  });
});
