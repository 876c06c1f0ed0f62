import { z } from 'zod';

export const SEARCH_TYPES = ['podcast', 'ama', 'blog_post', 'shooter', 'shooting_range', 'shooting_tip', 'forum_topic'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Search text is required' })
    .trim()
    .min(1, 'Search text is required')
    .max(200, 'Search text must be at most 200 characters'),
  type: z.enum(SEARCH_TYPES, { error: `Type must be one of ${SEARCH_TYPES.join(', ')}` }).optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(50, 'Limit must be at most 50')
    .default(20),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One hit. `titleHtml` and `snippetHtml` are HTML-escaped text with `<mark>` around the matched
 * words: safe to render as HTML, and nothing else is markup.
 */
export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  titleHtml: z.string(),
  snippetHtml: z.string(),
  /** the public page of the item, e.g. /blog/{id} */
  url: z.string(),
  score: z.number(),
});
export const searchResultSchema = z.object({ query: z.string(), total: z.number().int(), results: z.array(searchHitSchema) });
export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
