import type { Connection } from 'mongoose';
import { podcastSchema, type Podcast } from '@trap/contracts';
import { contentModel, flagFilter } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** SPEC 3.2 podcasts; episodeNumber is unique. */
export function podcastsDefinition(conn: Connection): CatalogDefinition<Podcast> {
  const model = contentModel(
    conn,
    'Podcast',
    'podcasts',
    {
      title: String,
      description: String,
      imageUrl: String,
      audioUrl: String,
      duration: Number,
      publishedAt: Date,
      episodeNumber: Number,
      featured: Boolean,
      guestName: String,
      guestTitle: String,
    },
    [{ fields: { episodeNumber: 1 }, unique: true }, { fields: { publishedAt: -1 } }],
  );
  return {
    entity: 'podcast',
    label: 'Podcast',
    model,
    item: podcastSchema,
    filter: (q) => flagFilter('featured', q.featured),
    searchField: 'title',
    sort: { publishedAt: -1 },
    defaults: { imageUrl: null, featured: false, guestName: null, guestTitle: null },
    unique: { episodeNumber: 'An episode with this number already exists' },
    prepareCreate: (input) => ({ ...input, publishedAt: input.publishedAt ?? new Date() }),
    search: (item) => ({
      type: 'podcast',
      id: String(item.id),
      title: String(item.title),
      body: `Episode ${item.episodeNumber}. ${item.guestName ? `With ${item.guestName}. ` : ''}${item.description}`,
      url: `/podcasts/${item.id}`,
    }),
  };
}
