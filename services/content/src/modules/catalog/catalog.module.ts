import type { ContentEntity } from '@trap/contracts';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import { CatalogService } from './catalog.service.ts';
import { podcastsDefinition } from '../podcasts/podcasts.model.ts';
import { amasDefinition } from '../amas/amas.model.ts';
import { blogDefinition } from '../blog/blog.model.ts';
import { shootersDefinition } from '../shooters/shooters.model.ts';
import { rangesDefinition } from '../ranges/ranges.model.ts';
import { tipsDefinition } from '../tips/tips.model.ts';
import { tagsDefinition } from '../tags/tags.model.ts';
import { TagRelationsRepository } from '../tags/tag-relations.repository.ts';
import { contentDeletedSubscriptions } from '../../events/subscriptions.ts';
import { seedDemoContent } from '../../seed/seed.ts';

/** Every kind's catalog, each typed by its items (the AMAs' is a CatalogService<Ama>). */
function catalogsOf(ctx: ServiceContext) {
  return {
    podcast: new CatalogService(podcastsDefinition(ctx.conn), ctx),
    ama: new CatalogService(amasDefinition(ctx.conn), ctx),
    blog_post: new CatalogService(blogDefinition(ctx.conn), ctx),
    shooter: new CatalogService(shootersDefinition(ctx.conn), ctx),
    shooting_range: new CatalogService(rangesDefinition(ctx.conn), ctx),
    shooting_tip: new CatalogService(tipsDefinition(ctx.conn), ctx),
    content_tag: new CatalogService(tagsDefinition(ctx.conn), ctx),
  } satisfies Record<ContentEntity, CatalogService>;
}
export type Catalogs = ReturnType<typeof catalogsOf>;

/**
 * The content catalogs (podcasts, AMAs, blog posts, shooters, ranges, tips, tags) and the tag relations
 * between their items, which the kinds' modules are handed by service.ts; the demo content; a deleted
 * item's clean-up (its saved copies through `removeSavedTip`, its tag relations, then its tombstone).
 */
export async function catalogModule(
  ctx: ServiceContext,
  removeSavedTip: (tipId: string) => Promise<void>,
): Promise<ServiceModule & { catalogs: Catalogs; relations: TagRelationsRepository }> {
  const catalogs = catalogsOf(ctx);
  const relations = new TagRelationsRepository(ctx.conn);
  // unique indexes enforce SPEC 3.2's rules, so they must exist before the first write
  await Promise.all([...Object.values(catalogs).map((c) => c.def.model.createIndexes()), relations.model.createIndexes()]);
  return {
    name: 'catalog',
    catalogs,
    relations,
    // before the modules whose demo data hangs on it (the blog's comments)
    seedDemo: () => seedDemoContent(catalogs, relations, ctx.logger),
    subscriptions: contentDeletedSubscriptions({
      catalogs,
      savedTips: { removeForTip: removeSavedTip },
      removeTagRelations: (entity, id) => relations.removeFor(entity, id),
    }),
  };
}
