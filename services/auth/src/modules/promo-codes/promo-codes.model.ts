import { Schema, type Connection, type Model } from 'mongoose';
import type { PromoDiscount, Tier } from '@trap/contracts';

/**
 * promo_codes: auth's read model of the content service's promo tags (content owns them; they
 * arrive as content.content_tag.* events), with auth's own count of uses. `_id` is the tag's id.
 */
export interface PromoCodeRecord {
  _id: string;
  /** the tag's slug, lower case: what the member types */
  code: string;
  discount: PromoDiscount | null;
  /** the tier the code is for (null: any paid tier) */
  tier: Tier | null;
  isActive: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  /** the tag's currentUses when it was last changed (uses an admin counted elsewhere) */
  baseUses: number;
  /** uses taken here: reserved by open orders and kept by paid ones (never written by the read model) */
  used?: number;
  /** the tag's updatedAt: an older copy never overwrites a newer one */
  sourceUpdatedAt: Date;
  deleted: boolean;
}

const schema = new Schema<PromoCodeRecord>(
  {
    _id: String,
    code: String,
    discount: Schema.Types.Mixed,
    tier: { type: String, default: null },
    isActive: Boolean,
    validFrom: Date,
    validUntil: Date,
    maxUses: Number,
    baseUses: Number,
    used: Number,
    sourceUpdatedAt: Date,
    deleted: Boolean,
  },
  { collection: 'promo_codes', versionKey: false },
);
schema.index({ code: 1 });

export const promoCodeModel = (conn: Connection): Model<PromoCodeRecord> =>
  (conn.models.PromoCode as Model<PromoCodeRecord>) ?? conn.model<PromoCodeRecord>('PromoCode', schema);
