import type { BlogPost } from '@trap/contracts';
import { notFound, type ApiRouter, type ServiceContext } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { BlogCommentsService } from './blog-comments.service.ts';
import { blogCommentsRoutes } from './blog-comments.routes.ts';

/** Blog comments on the blog's posts: comments only under posts visitors can see. */
export function blogCommentsModule(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, blog: CatalogService<BlogPost>) {
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
  return {
    comments,
    seedDemo,
    indexes: () => comments.repo.createIndexes(),
    routes: (api: ApiRouter) => blogCommentsRoutes(api, comments),
  };
}
