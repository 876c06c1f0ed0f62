import type { BlogPost } from '@trap/contracts';
import { contentAdminApi, contentApi } from '@trap/contracts/api/index';
import { notFound, type ApiRouter } from '@trap/kit';
import { catalogRoutes, publicRead } from '../catalog/catalog.routes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { adminBlogFilter, visibleToVisitors } from './blog.model.ts';

/**
 * SPEC 7: /api/blog (newest first, `?category=`) and /api/blog/featured, both with the posts
 * visitors may see (no drafts, nothing scheduled for later); the admin panel's list has them all.
 */
export function blogRoutes(api: ApiRouter, blog: CatalogService<BlogPost>): void {
  api.handle(contentApi.featuredBlogPosts, ({ query }) => blog.list(query, { featured: true, ...visibleToVisitors() }), publicRead);
  api.handle(contentAdminApi.listBlogPostsForAdmin, ({ query }) => {
    const { state, q, ...rest } = query;
    return blog.list(rest, adminBlogFilter({ state, q }));
  });
  catalogRoutes(api, contentApi.blog, blog, {
    list: (query) => blog.list(query, visibleToVisitors()),
    get: async (id) => {
      const post = await blog.get(id);
      if (post.status === 'draft' || Date.parse(post.publishedAt) > Date.now()) throw notFound('Blog post');
      return post;
    },
  });
}
