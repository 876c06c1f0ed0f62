import type { Connection } from 'mongoose';
import { amaSchema, type Ama } from '@trap/contracts';
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';
import { teaserOf } from '../gating/content-gate.ts';

/** SPEC 3.2 amas: status live | upcoming | completed; scheduledFor null means TBD. */
export function amasDefinition(conn: Connection): CatalogDefinition<Ama> {
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
      streamUrl: String,
      featured: Boolean,
    },
    [{ fields: { status: 1, scheduledFor: -1 } }],
  );
  return {
    entity: 'ama',
    label: 'AMA',
    model,
    item: amaSchema,
    filter: (q) => (q.status ? { status: q.status } : {}),
    searchField: 'title',
    sort: { scheduledFor: -1 },
    defaults: {
      shooterId: null,
      shooterName: null,
      scheduledFor: null,
      transcript: null,
      imageUrl: null,
      streamUrl: null,
      featured: false,
    },
    search: (item) => ({
      type: 'ama',
      id: String(item.id),
      title: String(item.title),
      body: `${item.description}${item.transcript ? ` ${item.transcript}` : ''}`,
      teaser: `${item.description}${item.transcript ? ` ${teaserOf(String(item.transcript))}` : ''}`,
      url: `/ama/${item.id}`,
    }),
  };
}
