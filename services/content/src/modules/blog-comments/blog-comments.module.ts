import type { BlogPost } from '@trap/contracts';
import { notFound, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { BlogCommentsService } from './blog-comments.service.ts';
import { blogCommentsRoutes } from './blog-comments.routes.ts';
import { blogCommentsMemberData } from './blog-comments.member-data.ts';

/** Blog comments on the blog's posts: comments only under posts visitors can see. */
export async function blogCommentsModule(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, blog: CatalogService<BlogPost>): Promise<ServiceModule> {
  const comments = new BlogCommentsService(
    ctx,
    async (id) => {
      const post = await blog.get(id);
      if (post.status === 'draft' || Date.parse(post.publishedAt) > Date.now()) throw notFound('Blog post');
      return post;
    },
    (ids) => blog.repo.titlesOf(ids),
  );
  /** DEMO_MODE: comments to moderate (two waiting, one approved) under the newest visible post. */
  const seedDemo = async () => {
    const [post] = await blog.list({ limit: 1, offset: 0 }, { status: { $ne: 'draft' }, publishedAt: { $lte: new Date() } });
    if (!post) return 0;
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const demo = (n: number, authorName: string, content: string, status: 'pending' | 'approved', minutes: number) => ({
      _id: `64f0c0000000000000000${String(n).padStart(3, '0')}`,
      postId: post.id,
      authorId: `demo-commenter-${n}`,
      authorName,
      content,
      status,
      createdAt: at(minutes),
      updatedAt: at(minutes),
      decidedBy: null,
      decidedAt: null,
      demo: true,
    });
    return comments.repo.insertMissing([
      demo(1, 'Rohan Mehta', 'This helped my pre-shot routine a lot, thank you!', 'approved', 600),
      demo(2, 'Kavya Iyer', 'Could you write one about gun fit for shorter shooters?', 'pending', 90),
      demo(3, 'Cheap Ammo Deals', 'Buy cartridges at half price, message me on WhatsApp!!!', 'pending', 30),
    ]);
  };
  await comments.repo.createIndexes();
  return {
    name: 'blog-comments',
    routes: (api) => blogCommentsRoutes(api, comments),
    memberData: blogCommentsMemberData(ctx.conn),
    // after the catalog's demo content (the comments go under its newest post)
    seedDemo: async () => void (await seedDemo()),
  };
}
