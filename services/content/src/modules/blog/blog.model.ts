import type { Connection } from 'mongoose';
import { blogListQuerySchema, blogPostInputSchema, blogPostUpdateSchema } from '@trap/contracts';
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** Markdown -> plain text for excerpts and search (no HTML ever comes out of here). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/^\s*[-+]\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const EXCERPT = 250;
export const excerptOf = (markdown: string) => {
  const text = plainText(markdown);
  return text.length <= EXCERPT ? text : text.slice(0, EXCERPT);
};

/** SPEC 3.2 blog_posts; authorId is the session user who wrote it. */
export function blogDefinition(conn: Connection): CatalogDefinition {
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
    },
    [{ fields: { category: 1, publishedAt: -1 } }, { fields: { publishedAt: -1 } }],
  );
  return {
    entity: 'blog_post',
    label: 'Blog post',
    path: '/api/blog',
    model,
    capability: 'blog.manage',
    createSchema: blogPostInputSchema,
    updateSchema: blogPostUpdateSchema,
    listQuerySchema: blogListQuerySchema,
    filter: (q) => (q.category ? { category: q.category } : {}),
    sort: { publishedAt: -1 },
    defaults: { imageUrl: null, authorName: null, featured: false, tags: [] },
    prepareCreate: (input, userId) => ({ ...input, authorId: userId, publishedAt: input.publishedAt ?? new Date() }),
    present: (item) => ({ ...item, excerpt: excerptOf(String(item.content ?? '')) }),
    search: (item) => ({
      type: 'blog_post',
      id: String(item.id),
      title: String(item.title),
      body: `${item.category}. ${plainText(String(item.content))}`,
      url: `/blog/${item.id}`,
    }),
  };
}
