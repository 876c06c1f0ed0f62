import { createHash } from 'node:crypto';
import { contentEvents, type ContentEntity } from '@trap/contracts';
import { recordEvent, type Logger } from '@trap/kit';
import type { CatalogService } from '../modules/catalog/catalog.service.ts';
import { newContentId } from '../modules/catalog/catalog.repository.ts';
import { DEMO_PREMIUM_ITEMS, DEMO_PREMIUM_TAG, demoContent, demoPromoCodes } from './demo-content.ts';
import { TagRelationsRepository } from '../modules/tags/tag-relations.repository.ts';

/** A stable id per seed item, so seeding again finds the same documents. */
export const seedId = (entity: string, key: string) => createHash('md5').update(`seed:${entity}:${key}`).digest('hex').slice(0, 24);

/**
 * DEMO_MODE only: inserts the demo catalogue. Idempotent: every item has a stable id and an
 * existing one (or one whose unique field is taken) is not inserted again; an existing one nobody
 * has edited takes the current seed's fields (not its dates), so a store seeded by an older version
 * shows today's demo. No events: the search index is built from the database right after, and
 * nobody else needs to hear about demo data.
 */
export async function seedDemoContent(
  catalogs: Record<ContentEntity, CatalogService>,
  relations: TagRelationsRepository,
  logger: Logger,
): Promise<void> {
  const now = new Date();
  const data = demoContent(now, seedId);
  let inserted = 0;
  let refreshed = 0;
  for (const [entity, items] of Object.entries(data) as [ContentEntity, { key: string; doc: Record<string, unknown> }[]][]) {
    const docs = items.map(({ key, doc }) => ({ _id: newContentId(seedId(entity, key)), createdAt: now, updatedAt: now, ...doc }));
    inserted += await catalogs[entity].repo.insertMissing(docs);
    refreshed += await catalogs[entity].repo.refreshUntouched(docs);
  }
  // the premium demo items carry the premium tag (insert is false when they already do)
  const tagId = seedId('content_tag', `tag-${DEMO_PREMIUM_TAG}`);
  for (const item of DEMO_PREMIUM_ITEMS) {
    const r = { contentId: seedId(item.entity, item.key), contentType: item.contentType };
    await relations.insert({ _id: TagRelationsRepository.idOf(tagId, r), ...r, tagId, createdAt: now });
  }
  // the promo codes go out with their published events: auth keeps its read model of them from those
  const tags = catalogs.content_tag;
  for (const { key, doc } of demoPromoCodes(now)) {
    const stored = { _id: newContentId(seedId('content_tag', key)), createdAt: now, updatedAt: now, ...doc };
    const item = tags.present(stored);
    const event = recordEvent(contentEvents.content_tag.published, { entity: 'content_tag', id: item.id, item, by: null });
    if (await tags.repo.insert(stored, [event])) inserted++;
  }
  logger.info({ inserted, refreshed }, 'demo content seeded');
}
