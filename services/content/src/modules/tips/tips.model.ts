import { Schema, type Connection, type Model } from 'mongoose';
import { tipSchema, type ShootingTip } from '@trap/contracts';
import { contentModel } from '../catalog/catalog.model.ts';
import type { CatalogDefinition } from '../catalog/catalog.types.ts';

/** SPEC 3.2 shooting_tips. */
export function tipsDefinition(conn: Connection): CatalogDefinition<ShootingTip> {
  const model = contentModel(
    conn,
    'ShootingTip',
    'shooting_tips',
    {
      category: String,
      difficulty: String,
      tipText: String,
      imageUrl: String,
      tags: [String],
      sourceUrl: String,
      author: String,
    },
    [{ fields: { category: 1, difficulty: 1 } }],
  );
  return {
    entity: 'shooting_tip',
    label: 'Tip',
    model,
    item: tipSchema,
    filter: (q) => ({ ...(q.category ? { category: q.category } : {}), ...(q.difficulty ? { difficulty: q.difficulty } : {}) }),
    searchField: 'tipText',
    sort: { createdAt: -1 },
    defaults: { imageUrl: null, tags: [], sourceUrl: null, author: null },
    search: (item) => {
      const text = String(item.tipText);
      return {
        type: 'shooting_tip',
        id: String(item.id),
        title: `${item.category} tip: ${text.length > 60 ? `${text.slice(0, 60).replace(/\s+\S*$/, '')}…` : text}`,
        body: `${text} ${((item.tags as string[]) ?? []).join(' ')}`,
        url: `/shooting-tips#tip-${item.id}`,
      };
    },
  };
}

/** saved_tips: one per member and tip; removed when the tip is removed. */
export interface SavedTipDoc {
  _id: string;
  userId: string;
  tipId: string;
  savedAt: Date;
  notes: string | null;
}
export function savedTipModel(conn: Connection): Model<SavedTipDoc> {
  if (conn.models.SavedTip) return conn.models.SavedTip as Model<SavedTipDoc>;
  const schema = new Schema<SavedTipDoc>(
    { _id: String, userId: { type: String, required: true }, tipId: { type: String, required: true }, savedAt: Date, notes: String },
    { collection: 'saved_tips', versionKey: false },
  );
  schema.index({ userId: 1, tipId: 1 }, { unique: true });
  schema.index({ tipId: 1 });
  return conn.model<SavedTipDoc>('SavedTip', schema);
}
