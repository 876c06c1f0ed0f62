import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { ContentEntity } from '@trap/contracts';
import { insertMissing, type Logger } from '@trap/kit';
import type { CatalogService } from '../modules/catalog/catalog.service.ts';
import { demoContent } from './demo-content.ts';

/** A stable id per seed item, so seeding again finds the same documents. */
export const seedId = (entity: string, key: string) =>
  new Types.ObjectId(createHash('md5').update(`seed:${entity}:${key}`).digest('hex').slice(0, 24));

/**
 * DEMO_MODE only: inserts the demo catalogue. Idempotent: every item has a stable id and an
 * existing one (or one whose unique field is taken) is left alone. No events: the search index is
 * built from the database right after, and nobody else needs to hear about demo data.
 */
export async function seedDemoContent(catalogs: Record<ContentEntity, CatalogService>, logger: Logger): Promise<void> {
  const now = new Date();
  const data = demoContent(now, (entity, key) => String(seedId(entity, key)));
  let inserted = 0;
  for (const [entity, items] of Object.entries(data) as [ContentEntity, { key: string; doc: Record<string, unknown> }[]][]) {
    const model = catalogs[entity].def.model;
    const docs = items.map(({ key, doc }) => ({ _id: seedId(entity, key), createdAt: now, updatedAt: now, deletedAt: null, ...doc }));
    inserted += await insertMissing(model.collection, docs);
  }
  logger.info({ inserted }, 'demo content seeded');
}
