import type { ContentEntity, ContentType } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/index';
import type { ServiceContext, ServiceParts } from '@trap/kit';
import { contentSubscriptions } from './events/subscriptions.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import { podcastsDefinition } from './modules/podcasts/podcasts.model.ts';
import { podcastsRoutes } from './modules/podcasts/podcasts.routes.ts';
import { amasDefinition } from './modules/amas/amas.model.ts';
import { amasRoutes } from './modules/amas/amas.routes.ts';
import { AmasService } from './modules/amas/amas.service.ts';
import { blogDefinition } from './modules/blog/blog.model.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { blogCommentsModule } from './modules/blog-comments/blog-comments.module.ts';
import { shootersDefinition } from './modules/shooters/shooters.model.ts';
import { shootersRoutes } from './modules/shooters/shooters.routes.ts';
import { rangesDefinition } from './modules/ranges/ranges.model.ts';
import { tipsDefinition } from './modules/tips/tips.model.ts';
import { tipsRoutes } from './modules/tips/tips.routes.ts';
import { SavedTipsService } from './modules/tips/saved-tips.service.ts';
import { SavedTipsRepository } from './modules/tips/saved-tips.repository.ts';
import { tagsDefinition } from './modules/tags/tags.model.ts';
import { TagRelationsRepository } from './modules/tags/tag-relations.repository.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { TagsService } from './modules/tags/tags.service.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { ContentGate } from './modules/gating/content-gate.ts';
import { SearchIndex, loadSearchIndex } from './modules/search/search.index.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { ForumSearchTopics } from './modules/search/forum-topics.ts';
import { seedDemoContent } from './seed/seed.ts';
import { AmaRemindersService } from './modules/ama-reminders/ama-reminders.service.ts';
import { AmaRemindersRepository } from './modules/ama-reminders/ama-reminders.repository.ts';
import { amaRemindersRoutes } from './modules/ama-reminders/ama-reminders.routes.ts';
import { amaRoomModule } from './modules/ama-room/ama-room.module.ts';
import { RangeSlotsRepository } from './modules/range-slots/range-slots.repository.ts';
import { RangeSlotsService } from './modules/range-slots/range-slots.service.ts';
import { rangeSlotsRoutes } from './modules/range-slots/range-slots.routes.ts';
import { ContactRepository } from './modules/contact/contact.repository.ts';
import { ContactRateLimiter } from './modules/contact/contact.rate-limit.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { ContentViews, contentViewsRoutes } from './modules/views/content-views.ts';
import { memberDataModule } from './modules/member-data/member-data.module.ts';
import { amaRoomMemberData } from './modules/ama-room/ama-room.member-data.ts';
import { amaRemindersMemberData } from './modules/ama-reminders/ama-reminders.member-data.ts';
import { blogCommentsMemberData } from './modules/blog-comments/blog-comments.member-data.ts';
import { savedTipsMemberData } from './modules/tips/saved-tips.member-data.ts';
import { rangeSlotsMemberData } from './modules/range-slots/range-slots.member-data.ts';
import { contactMemberData } from './modules/contact/contact.member-data.ts';
import { blogMemberData } from './modules/blog/blog.member-data.ts';
import { tagsMemberData } from './modules/tags/tags.member-data.ts';
import type { ContentConfig } from './config.ts';

/** Composition of the content service: podcasts, AMAs, blog, shooters, ranges, tips, tags and site search. */
export async function buildContentService(ctx: ServiceContext<ContentConfig>): Promise<ServiceParts> {
  const catalogs = {
    podcast: new CatalogService(podcastsDefinition(ctx.conn), ctx),
    ama: new CatalogService(amasDefinition(ctx.conn), ctx),
    blog_post: new CatalogService(blogDefinition(ctx.conn), ctx),
    shooter: new CatalogService(shootersDefinition(ctx.conn), ctx),
    shooting_range: new CatalogService(rangesDefinition(ctx.conn), ctx),
    shooting_tip: new CatalogService(tipsDefinition(ctx.conn), ctx),
    content_tag: new CatalogService(tagsDefinition(ctx.conn), ctx),
  } satisfies Record<ContentEntity, CatalogService>;
  const savedTipsRepo = new SavedTipsRepository(ctx.conn);
  const savedTips = new SavedTipsService(savedTipsRepo, catalogs.shooting_tip);
  const relations = new TagRelationsRepository(ctx.conn);
  const amaRemindersRepo = new AmaRemindersRepository(ctx);
  const amaReminders = new AmaRemindersService(amaRemindersRepo, catalogs.ama);
  const amaRoom = amaRoomModule(ctx, catalogs.ama);
  const blogComments = blogCommentsModule(ctx, catalogs.blog_post);
  // the download lists the parts' records in this order; the account's removal asks them in the same order
  const memberData = memberDataModule(ctx, [
    amaRoomMemberData(ctx.conn),
    amaRemindersMemberData(ctx.conn, amaRemindersRepo),
    blogCommentsMemberData(ctx.conn),
    savedTipsMemberData(ctx.conn),
    rangeSlotsMemberData(ctx.conn),
    contactMemberData(ctx.conn),
    blogMemberData,
    tagsMemberData,
  ]);
  const rangeSlotsRepo = new RangeSlotsRepository(ctx);
  const rangeSlots = new RangeSlotsService(rangeSlotsRepo, catalogs.shooting_range);
  const contactRepo = new ContactRepository(ctx);
  const contact = new ContactService(
    contactRepo,
    new ContactRateLimiter(ctx.redis, ctx.config.REDIS_PREFIX, {
      perIp: ctx.config.CONTACT_MAX_PER_IP,
      windowSeconds: ctx.config.CONTACT_WINDOW_SECONDS,
    }),
  );
  // unique indexes enforce SPEC 3.2's rules, so they must exist before the first write
  await Promise.all([
    ...Object.values(catalogs).map((c) => c.def.model.createIndexes()),
    savedTipsRepo.model.createIndexes(),
    relations.model.createIndexes(),
    amaRemindersRepo.model.createIndexes(),
    contactRepo.model.createIndexes(),
    amaRoom.indexes(),
    blogComments.indexes(),
    rangeSlotsRepo.indexes(),
  ]);

  if (ctx.config.DEMO_MODE) await seedDemoContent(catalogs, relations, ctx.logger);
  if (ctx.config.DEMO_MODE) await blogComments.seedDemo();

  const gate = new ContentGate(ctx.conn);
  // a gated item is found by its teaser only (the gate is asked at query time)
  const search = new SearchIndex(async (type, ids) => new Set((await gate.requiredTiers(type as ContentType, ids)).keys()));
  const forumSearch = new ForumSearchTopics(ctx.conn, search);
  // page views for the super-admin's analytics, published in batches
  const views = new ContentViews(ctx.bus, ctx.logger);

  return {
    // premium podcasts, AMA transcripts and posts: a teaser for lower tiers, on the routes that declare `gate`
    answerGate: gate.answerGate(ctx.sessions),
    // specific paths (`/featured`, `/saved`, `/reminders`) are bound before the `/{id}` of their kind
    routes: (app, api) => {
      searchRoutes(api, search);
      podcastsRoutes(api, catalogs.podcast);
      amaRemindersRoutes(api, amaReminders);
      amaRoom.routes(api);
      amasRoutes(api, new AmasService(catalogs.ama, catalogs.shooter));
      blogComments.routes(api);
      blogRoutes(api, catalogs.blog_post);
      shootersRoutes(api, catalogs.shooter);
      rangeSlotsRoutes(api, rangeSlots);
      catalogRoutes(api, contentApi.ranges, catalogs.shooting_range);
      tipsRoutes(api, catalogs.shooting_tip, savedTips);
      tagsRoutes(api, new TagsService(catalogs.content_tag, relations));
      contactRoutes(api, contact);
      contentViewsRoutes(api, views);
      memberData.routes(api);
    },
    onStop: () => views.stop(),
    // after the kit has noted where the content stream ends, so every later change reaches the index
    warmUp: async () => {
      await loadSearchIndex(search, Object.values(catalogs));
      await forumSearch.load();
      ctx.logger.info({ documents: search.size }, 'search index built');
    },
    subscriptions: [
      ...contentSubscriptions({
        catalogs,
        search,
        savedTips,
        removeTagRelations: (entity, id) => relations.removeFor(entity, id),
      }),
      ...forumSearch.subscriptions(),
      ...memberData.subscriptions,
    ],
  };
}
