import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BlogCategory, BlogPost } from '@trap/contracts';
import { authApi, contentApi } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';

/** Articles per page of /blog (a 3-column grid). */
export const BLOG_PAGE_SIZE = 9;

/**
 * One page of articles, newest first. One extra item is asked for so the screen knows whether a
 * next page exists (the list answer is a plain array without a total).
 */
export const blogPageQuery = (category: BlogCategory | undefined, page: number) =>
  queryOptions(contentApi.blog.list, { query: { category: category || undefined, limit: BLOG_PAGE_SIZE + 1, offset: (page - 1) * BLOG_PAGE_SIZE } });
export function useBlogPage(category: BlogCategory | undefined, page: number) {
  return useQuery({
    ...blogPageQuery(category, page),
    select: (posts: BlogPost[]) => ({ posts: posts.slice(0, BLOG_PAGE_SIZE), hasNext: posts.length > BLOG_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** SPEC 7: featured uses the first item. */
export const featuredPostQuery = (category: BlogCategory | undefined) =>
  queryOptions(contentApi.featuredBlogPosts, { query: { category: category || undefined, limit: 1 } });
export function useFeaturedPost(category: BlogCategory | undefined) {
  return useQuery({
    ...featuredPostQuery(category),
    select: (posts: BlogPost[]) => posts[0] ?? null,
  });
}

/** The article page's first read (also what a prefetched link to it warms). */
export const blogPostQuery = (id: string) => queryOptions(contentApi.blog.get, { params: { id } });
export const useBlogPost = (id: string) => useQuery(blogPostQuery(id));

/** Up to three other articles of the same category. */
export function useRelatedPosts(post: BlogPost | undefined) {
  return useQuery({
    ...queryOptions(contentApi.blog.list, { query: { category: post?.category || undefined, limit: 4 } }),
    enabled: !!post,
    select: (posts: BlogPost[]) => posts.filter((p) => p.id !== post?.id).slice(0, 3),
  });
}

/** SPEC 3.1 "users list for author lookup": only asked when the post carries no byline of its own. */
export function useAuthor(post: BlogPost | undefined) {
  return useQuery({
    ...queryOptions(authApi.listAuthors, { query: { limit: 200 } }),
    enabled: !!post && !post.authorName,
    select: (users) => users.find((u) => u.id === post?.authorId) ?? null,
  });
}
