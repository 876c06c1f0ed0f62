import type { MemberDataPart } from '@trap/kit';

/** Blog posts name the staff member who wrote them (`authorId`): published content, not one member's data (their comments are blog-comments'). */
export const blogMemberData: MemberDataPart = {
  kept: { blog_posts: 'published posts written by staff; the author stays with the post (a member’s comments are in blog_comments)' },
  export: async () => ({}),
};
