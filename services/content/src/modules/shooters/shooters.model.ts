import { Schema, type Connection } from 'mongoose';
import { shooterSchema, type Shooter } from '@trap/contracts';
import { contentModel, flagFilter } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** SPEC 3.2 shooters. */
export function shootersDefinition(conn: Connection): CatalogDefinition<Shooter> {
  const model = contentModel(
    conn,
    'Shooter',
    'shooters',
    {
      name: String,
      type: String,
      bio: String,
      imageUrl: String,
      achievements: [String],
      tags: [String],
      socialLinks: Schema.Types.Mixed,
      featured: Boolean,
    },
    [{ fields: { featured: -1, name: 1 } }],
  );
  return {
    entity: 'shooter',
    label: 'Shooter',
    model,
    item: shooterSchema,
    filter: (q) => flagFilter('featured', q.featured),
    searchField: 'name',
    sort: { featured: -1, name: 1 },
    defaults: { imageUrl: null, achievements: [], tags: [], socialLinks: {}, featured: false },
    search: (item) => ({
      type: 'shooter',
      id: String(item.id),
      title: String(item.name),
      body: `${item.type}. ${item.bio} ${((item.achievements as string[]) ?? []).join('. ')}`,
      url: `/shooters/${item.id}`,
    }),
  };
}
