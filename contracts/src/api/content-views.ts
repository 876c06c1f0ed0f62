import { z } from 'zod';
import { defineApi } from './define.ts';

/** The kinds of content with a page of their own (tips have none; tags are not content one reads). */
export const VIEWED_CONTENT_KINDS = ['blog_post', 'podcast', 'ama', 'shooter', 'shooting_range'] as const;

export const contentViewInputSchema = z.object({
  kind: z.enum(VIEWED_CONTENT_KINDS, { message: 'Unknown content kind' }),
  id: z.string().trim().min(1, 'The id is required').max(100, 'The id must be at most 100 characters'),
});
export type ContentViewInput = z.infer<typeof contentViewInputSchema>;

/**
 * Content views for the super-admin's analytics (docs/decisions.md, "Content views for analytics"):
 * the site reports a page view of a content item; the content service counts them in memory and
 * publishes the counts per kind in batches (content.views.counted). Nothing personal is kept.
 */
export const contentViewsApi = defineApi({
  recordContentView: {
    method: 'post',
    path: '/api/content-views',
    summary: 'Count a page view of a content item',
    description:
      'Sent by the site when a visitor opens a blog post, podcast episode, AMA, shooter or shooting range page. Counted per kind and published at most once a minute as content.views.counted; no member or item is kept.',
    tags: ['Content'],
    auth: 'optional',
    request: { body: contentViewInputSchema },
    response: { status: 204, description: 'Counted' },
  },
});
