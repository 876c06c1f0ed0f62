import { memberDataOf, type ServiceContext, type ServiceParts } from '@trap/kit';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { ContentGate } from './modules/gating/content-gate.ts';
import { searchModule } from './modules/search/search.module.ts';
import { podcastsModule } from './modules/podcasts/podcasts.module.ts';
import { amaRoomModule } from './modules/ama-room/ama-room.module.ts';
import { amaRemindersModule } from './modules/ama-reminders/ama-reminders.module.ts';
import { amasModule } from './modules/amas/amas.module.ts';
import { blogCommentsModule } from './modules/blog-comments/blog-comments.module.ts';
import { tipsModule } from './modules/tips/tips.module.ts';
import { rangeSlotsModule } from './modules/range-slots/range-slots.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { blogModule } from './modules/blog/blog.module.ts';
import { tagsModule } from './modules/tags/tags.module.ts';
import { shootersModule } from './modules/shooters/shooters.module.ts';
import { rangesModule } from './modules/ranges/ranges.module.ts';
import { viewsModule } from './modules/views/views.module.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';
import type { ContentConfig } from './config.ts';

/** Composition of the content service: podcasts, AMAs, blog, shooters, ranges, tips, tags and site search. */
export async function buildContentService(ctx: ServiceContext<ContentConfig>): Promise<ServiceParts> {
  // a deleted tip's saved copies go with it (the tips module keeps them)
  const catalog = await catalogModule(ctx, (tipId) => tips.savedTips.removeForTip(tipId));
  const { catalogs, relations } = catalog;
  const tips = await tipsModule(ctx, catalogs.shooting_tip);
  const gate = new ContentGate(ctx.conn);

  // In this order: routes are bound so (specific paths, `/featured`, `/saved`, `/reminders`, before the
  // `/{id}` of their kind), the demo seeded so (the catalog's content before the comments under it), and
  // the download lists the parts of a member's data so, which the account's removal asks in the same order.
  const modules = [
    catalog,
    searchModule(ctx, catalogs, gate),
    podcastsModule(catalogs.podcast),
    await amaRoomModule(ctx, catalogs.ama),
    await amaRemindersModule(ctx, catalogs.ama),
    amasModule(catalogs.ama, catalogs.shooter),
    await blogCommentsModule(ctx, catalogs.blog_post),
    tips,
    await rangeSlotsModule(ctx, catalogs.shooting_range),
    await contactModule(ctx),
    blogModule(catalogs.blog_post),
    tagsModule(catalogs.content_tag, relations),
    shootersModule(catalogs.shooter),
    rangesModule(catalogs.shooting_range),
    viewsModule(ctx),
  ];
  return {
    // premium podcasts, AMA transcripts and posts: a teaser for lower tiers, on the routes that declare `gate`
    answerGate: gate.answerGate(ctx.sessions),
    modules: [...modules, memberDataModule(ctx, memberDataOf(modules))],
  };
}
