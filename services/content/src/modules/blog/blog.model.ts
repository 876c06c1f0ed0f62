import type { Connection } from 'mongoose';
import { blogPostSchema, type BlogPost } from '@trap/contracts';
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';
import { headAtLetter, markdownTeaserOf, plainText } from '../gating/teaser.ts';

const EXCERPT = 250;
const excerptOf = (markdown: string) => {
  const text = plainText(markdown);
  return text.length <= EXCERPT ? text : headAtLetter(text, EXCERPT);
};

/** What visitors see of the blog: published posts whose publish date has come (the rest are drafts or scheduled). */
export const visibleToVisitors = (now = new Date()) => ({ status: { $ne: 'draft' }, publishedAt: { $lte: now } });

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The admin panel's filter: a state (draft, scheduled, published) and words of the title. */
export function adminBlogFilter(query: { state?: string; q?: string }, now = new Date()): Record<string, unknown> {
  const state =
    query.state === 'draft'
      ? { status: 'draft' }
      : query.state === 'scheduled'
        ? { status: { $ne: 'draft' }, publishedAt: { $gt: now } }
        : query.state === 'published'
          ? visibleToVisitors(now)
          : {};
  return query.q ? { ...state, title: { $regex: escapeRegex(query.q), $options: 'i' } } : state;
}

/** SPEC 3.2 blog_posts; authorId is the session user who wrote it. */
export function blogDefinition(conn: Connection): CatalogDefinition<BlogPost> {
  const model = contentModel(
    conn,
    'BlogPost',
    'blog_posts',
    {
      title: String,
      content: String,
      imageUrl: String,
      category: String,
      authorId: String,
      authorName: String,
      publishedAt: Date,
      featured: Boolean,
      tags: [String],
      status: String,
    },
    [{ fields: { category: 1, publishedAt: -1 } }, { fields: { publishedAt: -1 } }],
  );
  return {
    entity: 'blog_post',
    label: 'Blog post',
    model,
    item: blogPostSchema,
    filter: (q) => (q.category ? { category: q.category } : {}),
    sort: { publishedAt: -1 },
    defaults: { imageUrl: null, authorName: null, featured: false, tags: [], status: 'published' },
    prepareCreate: (input, userId) => ({
      ...input,
      authorId: userId,
      publishedAt: input.publishedAt ?? new Date(),
      status: input.status ?? 'published',
    }),
    present: (item) => ({ ...item, excerpt: excerptOf(String(item.content ?? '')) }),
    search: (item) => ({
      type: 'blog_post',
      id: String(item.id),
      title: String(item.title),
      body: `${item.category}. ${plainText(String(item.content))}`,
      teaser: `${item.category}. ${plainText(markdownTeaserOf(String(item.content)))}`,
      url: `/blog/${item.id}`,
      // drafts never, scheduled posts from their publish date
      visibleFrom: item.status === 'draft' ? Number.MAX_SAFE_INTEGER : Date.parse(String(item.publishedAt)),
    }),
  };
}
