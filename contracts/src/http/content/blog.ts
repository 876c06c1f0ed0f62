import { z } from 'zod';
import { gatedFields } from './gated.ts';
import { partialWithoutDefaults } from '../../settings/site-settings.ts';
import { dateInput, paginationQuerySchema, requiredText, storedFields, stringList, urlOrPath } from './common.ts';

export const BLOG_CATEGORIES = ['Technique', 'Equipment', 'Competitions', 'Training', 'Club News'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
/** A draft is seen only in the admin panel; a published post shows once its publishedAt has come (scheduled until then). */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** SPEC 3.2 blog_posts: title, content (markdown), imageUrl, category, authorId, publishedAt, featured, createdAt, updatedAt. */
export const blogPostInputSchema = z.object({
  title: requiredText('Title', 200),
  content: requiredText('Content', 100_000),
  imageUrl: urlOrPath('Image URL'),
  category: z.enum(BLOG_CATEGORIES, { error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}` }),
  /** shown as the byline; defaults to the author's id when not given */
  authorName: z.string().trim().max(100, 'Author name must be at most 100 characters').nullable().optional(),
  publishedAt: dateInput('Published date', 'published').optional(),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  tags: stringList('Tags', 20, 50).default([]),
  /** published when not given (on create); a PATCH without it keeps the post's status */
  status: z.enum(BLOG_STATUSES, { error: 'Status must be draft or published' }).optional(),
});
export const blogPostUpdateSchema = partialWithoutDefaults(blogPostInputSchema);
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
  status: z.enum(BLOG_STATUSES),
  ...gatedFields,
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogListQuerySchema = paginationQuerySchema.extend({
  category: z.enum(BLOG_CATEGORIES, { error: `Category must be one of ${BLOG_CATEGORIES.join(', ')}` }).optional(),
});

/** The admin panel's blog list: every post, drafts and scheduled ones too, by state and words of the title. */
export const BLOG_ADMIN_STATES = ['draft', 'scheduled', 'published'] as const;
export const blogAdminListQuerySchema = blogListQuerySchema.extend({
  state: z.enum(BLOG_ADMIN_STATES, { error: 'State must be draft, scheduled or published' }).optional(),
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export type BlogAdminListQuery = z.infer<typeof blogAdminListQuerySchema>;
