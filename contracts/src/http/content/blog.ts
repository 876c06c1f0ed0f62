import { z } from 'zod';
import { dateInput, paginationQuerySchema, requiredText, storedFields, stringList, urlOrPath } from './common.ts';

export const BLOG_CATEGORIES = ['Technique', 'Equipment', 'Competitions', 'Training', 'Club News'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** SPEC 3.2 blog_posts: title, content (markdown), imageUrl, category, authorId, publishedAt, featured, createdAt, updatedAt. */
export const blogPostInputSchema = z.object({
  title: requiredText('Title', 200),
  content: requiredText('Content', 100_000),
  imageUrl: urlOrPath('Image URL'),
  category: z.enum(BLOG_CATEGORIES, { error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}` }),
  /** shown as the byline; defaults to the author's id when not given */
  authorName: z.string().trim().max(100, 'Author name must be at most 100 characters').nullable().optional(),
  publishedAt: dateInput('Published date').optional(),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  tags: stringList('Tags', 20, 50).default([]),
});
export const blogPostUpdateSchema = blogPostInputSchema.partial();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogPostSchema = z.object({
  ...storedFields,
  title: z.string(),
  content: z.string(),
  /** plain-text start of the content (markdown removed), up to 250 characters (SPEC 9) */
  excerpt: z.string(),
  imageUrl: z.string().nullable(),
  category: z.enum(BLOG_CATEGORIES),
  authorId: z.string(),
  authorName: z.string().nullable(),
  publishedAt: z.string(),
  featured: z.boolean(),
  tags: z.array(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogListQuerySchema = paginationQuerySchema.extend({
  category: z.enum(BLOG_CATEGORIES, { error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}` }).optional(),
});
