import type { ContentEntity } from '@trap/contracts';
import type { ServiceContext, ServiceParts } from '@trap/kit';
import { contentSubscriptions } from './events/subscriptions.ts';
import { CatalogService } from './modules/catalog/catalog.service.ts';
import type { CatalogDefinition } from './modules/catalog/catalog.types.ts';
import { podcastsDefinition } from './modules/podcasts/podcasts.model.ts';
import { podcastsRoutes } from './modules/podcasts/podcasts.routes.ts';
import { amasDefinition } from './modules/amas/amas.model.ts';
import { amasRoutes } from './modules/amas/amas.routes.ts';
import { blogDefinition } from './modules/blog/blog.model.ts';
import { blogRoutes } from './modules/blog/blog.routes.ts';
import { shootersDefinition } from './modules/shooters/shooters.model.ts';
import { shootersRoutes } from './modules/shooters/shooters.routes.ts';
import { rangesDefinition } from './modules/ranges/ranges.model.ts';
import { tipsDefinition } from './modules/tips/tips.model.ts';
import { tipsRoutes } from './modules/tips/tips.routes.ts';
import { SavedTipsService } from './modules/tips/saved-tips.service.ts';
import { tagsDefinition, tagRelationModel } from './modules/tags/tags.model.ts';
import { tagsRoutes } from './modules/tags/tags.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { SearchIndex } from './modules/search/search.index.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { seedDemoContent } from './seed/seed.ts';
import { AmaRemindersService } from './modules/ama-reminders/ama-reminders.service.ts';
import { amaRemindersRoutes } from './modules/ama-reminders/ama-reminders.routes.ts';
import { contactMessageModel } from './modules/contact/contact.model.ts';
import { ContactRateLimiter } from './modules/contact/contact.rate-limit.ts';
import { ContactService } from './modules/contact/contact.service.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import type { ContentConfig } from './config.ts';

/** Composition of the content service: podcasts, AMAs, blog, shooters, ranges, tips, tags and site search. */
export async function buildContentService(ctx: ServiceContext<ContentConfig>): Promise<ServiceParts> {
  const definitions: Record<ContentEntity, CatalogDefinition> = {
    podcast: podcastsDefinition(ctx.conn),
    ama: amasDefinition(ctx.conn),
    blog_post: blogDefinition(ctx.conn),
    shooter: shootersDefinition(ctx.conn),
    shooting_range: rangesDefinition(ctx.conn),
    shooting_tip: tipsDefinition(ctx.conn),
    content_tag: tagsDefinition(ctx.conn),
  };
  const catalogs = Object.fromEntries(Object.entries(definitions).map(([entity, def]) => [entity, new CatalogService(def, ctx)])) as Record<
    ContentEntity,
    CatalogService
  >;
  const savedTips = new SavedTipsService(ctx.conn, catalogs.shooting_tip);
  const relations = tagRelationModel(ctx.conn);
  const amaReminders = new AmaRemindersService(ctx.conn, catalogs.ama, ctx);
  const contact = new ContactService(
    contactMessageModel(ctx.conn),
    new ContactRateLimiter(ctx.redis, ctx.config.REDIS_PREFIX, {
      perIp: ctx.config.CONTACT_MAX_PER_IP,
      windowSeconds: ctx.config.CONTACT_WINDOW_SECONDS,
    }),
    ctx,
  );
  // unique indexes enforce SPEC 3.2's rules, so they must exist before the first write
  await Promise.all([
    ...Object.values(definitions).map((d) => d.model.createIndexes()),
    savedTips.model.createIndexes(),
    relations.createIndexes(),
    amaReminders.model.createIndexes(),
    contact.model.createIndexes(),
  ]);

  if (ctx.config.DEMO_MODE) await seedDemoContent(catalogs, ctx.logger);

  const search = new SearchIndex();
  for (const catalog of Object.values(catalogs)) {
    const toSearch = catalog.def.search;
    if (!toSearch) continue;
    for (const doc of await catalog.repo.all()) search.upsert(toSearch(catalog.present(doc)));
  }
  ctx.logger.info({ documents: search.size }, 'search index built');

  return {
    routes: (app) => {
      searchRoutes(app, search);
      podcastsRoutes(app, ctx, catalogs.podcast);
      amaRemindersRoutes(app, ctx, amaReminders);
      amasRoutes(app, ctx, catalogs.ama, catalogs.shooter);
      blogRoutes(app, ctx, catalogs.blog_post);
      shootersRoutes(app, ctx, catalogs.shooter);
      catalogRoutes(app, ctx, catalogs.shooting_range);
      tipsRoutes(app, ctx, catalogs.shooting_tip, savedTips);
      tagsRoutes(app, ctx, catalogs.content_tag, ctx.conn);
      contactRoutes(app, ctx, contact);
    },
    outboxModels: [...Object.values(definitions).map((d) => d.model), contact.model, amaReminders.model],
    subscriptions: contentSubscriptions({
      catalogs,
      search,
      savedTips,
      removeTagRelations: async (entity, id) => {
        await relations.deleteMany(entity === 'content_tag' ? { tagId: id } : { contentType: entity, contentId: id });
      },
    }),
  };
}
