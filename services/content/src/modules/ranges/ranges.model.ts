import { Schema, type Connection } from 'mongoose';
import { rangeSchema, type ShootingRange } from '@trap/contracts';
import { contentModel, flagFilter } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Case-insensitive whole-value match (an index-friendly equality would need a lower-cased copy; lists are small). */
const exactly = (value: string) => ({ $regex: `^${escapeRegex(value)}$`, $options: 'i' });

/** SPEC 3.2 shooting_ranges plus city and state for the filters. */
export function rangesDefinition(conn: Connection): CatalogDefinition<ShootingRange> {
  const model = contentModel(
    conn,
    'ShootingRange',
    'shooting_ranges',
    {
      name: String,
      city: String,
      state: String,
      location: String,
      description: String,
      fullAddress: String,
      contact: String,
      email: String,
      website: String,
      features: [String],
      openingHours: Schema.Types.Mixed,
      imageUrl: String,
      verified: Boolean,
      programs: Schema.Types.Mixed,
      facilities: [String],
      membershipInfo: String,
      galleryImages: [String],
      latitude: Number,
      longitude: Number,
      featured: Boolean,
    },
    [{ fields: { state: 1, city: 1 } }, { fields: { name: 1 }, unique: true }],
  );
  return {
    entity: 'shooting_range',
    label: 'Shooting range',
    model,
    item: rangeSchema,
    filter: (q) => ({
      ...(q.state ? { state: exactly(String(q.state)) } : {}),
      ...(q.city ? { city: exactly(String(q.city)) } : {}),
      ...(q.feature ? { features: exactly(String(q.feature)) } : {}),
      ...flagFilter('verified', q.verified),
    }),
    searchField: 'name',
    sort: { featured: -1, name: 1 },
    defaults: {
      fullAddress: null,
      contact: null,
      email: null,
      website: null,
      features: [],
      openingHours: {},
      imageUrl: null,
      verified: false,
      programs: [],
      facilities: [],
      membershipInfo: null,
      galleryImages: [],
      latitude: null,
      longitude: null,
      featured: false,
    },
    unique: { name: 'A range with this name already exists' },
    // location is optional text: without one it is the range's city and state
    prepareCreate: (input) => ({ ...input, location: input.location || `${input.city}, ${input.state}` }),
    prepareUpdate: (patch, current) =>
      'location' in patch && !patch.location
        ? { ...patch, location: `${patch.city ?? current.city}, ${patch.state ?? current.state}` }
        : patch,
    search: (item) => ({
      type: 'shooting_range',
      id: String(item.id),
      title: String(item.name),
      body: `${item.city}, ${item.state}. ${item.description} ${((item.features as string[]) ?? []).join(', ')}`,
      url: `/shooting-ranges/${item.id}`,
    }),
  };
}
