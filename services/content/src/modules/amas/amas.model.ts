import type { Connection } from 'mongoose';
import { amaInputSchema, amaListQuerySchema, amaUpdateSchema } from '@trap/contracts';
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** SPEC 3.2 amas: status live | upcoming | completed; scheduledFor null means TBD. */
export function amasDefinition(conn: Connection): CatalogDefinition {
  const model = contentModel(
    conn,
    'Ama',
    'amas',
    {
      title: String,
      description: String,
      shooterId: String,
      status: String,
      scheduledFor: Date,
      transcript: String,
      imageUrl: String,
      featured: Boolean,
    },
    [{ fields: { status: 1, scheduledFor: -1 } }],
  );
  return {
    entity: 'ama',
    label: 'AMA',
    path: '/api/amas',
    model,
    capability: 'content.manage',
    createSchema: amaInputSchema,
    updateSchema: amaUpdateSchema,
    listQuerySchema: amaListQuerySchema,
    filter: (q) => (q.status ? { status: q.status } : {}),
    sort: { scheduledFor: -1 },
    defaults: { shooterId: null, shooterName: null, scheduledFor: null, transcript: null, imageUrl: null, featured: false },
    search: (item) => ({
      type: 'ama',
      id: String(item.id),
      title: String(item.title),
      body: `${item.description}${item.transcript ? ` ${item.transcript}` : ''}`,
      url: `/ama/${item.id}`,
    }),
  };
}
