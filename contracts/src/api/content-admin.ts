import { z } from 'zod';
import { blogAdminListQuerySchema, blogPostSchema } from '../http/content/blog.ts';
import { contentTagSchema, promoCodeAdminListQuerySchema } from '../http/content/tags.ts';
import { defineApi } from './define.ts';
import { BLOG_POST_GATE } from './content.ts';

/**
 * The admin panel's reads of the content service: what visitors never see, such as
 * drafts and scheduled posts. Personal to staff, so never cached; under `/api/blog/admin/` so no
 * public `/api/blog/{id}` read can answer it.
 */
export const contentAdminApi = defineApi({
  listBlogPostsForAdmin: {
    method: 'get',
    path: '/api/blog/admin/posts',
    summary: 'Every blog post, drafts and scheduled ones too (admin panel)',
    description:
      'Newest publish date first. `state`: draft, scheduled (published with a publish date still to come) or published (visible now); `category`; `q` words of the title.',
    tags: ['Blog'],
    auth: 'required',
    capability: 'blog.manage',
    // staff see every body in full; the gate adds each post's required tier and `locked: false`
    gate: BLOG_POST_GATE,
    request: { query: blogAdminListQuerySchema },
    response: { description: 'A page of posts (an array)', schema: z.array(blogPostSchema) },
  },
  listPromoCodesForAdmin: {
    method: 'get',
    path: '/api/content-tags/admin/promo-codes',
    summary: 'Every promo code, inactive and expired ones too (admin panel)',
    description:
      'Promo codes are content tags of the promo type (their slug is the code); created, changed and deleted through /api/content-tags. Newest first. `state`: active, scheduled, expired or inactive; `tier`: the tier a code is restricted to; `q`: words of the name or the code.',
    tags: ['Content tags'],
    auth: 'required',
    capability: 'content.manage',
    request: { query: promoCodeAdminListQuerySchema },
    response: { description: 'A page of promo codes (an array)', schema: z.array(contentTagSchema) },
  },
});
