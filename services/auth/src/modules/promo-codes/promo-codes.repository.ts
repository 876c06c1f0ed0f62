import type { Connection } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { promoCodeModel, type PromoCodeRecord } from './promo-codes.model.ts';

/** Auth's read model of promo tags and its own count of their uses (`used`). */
export class PromoCodesRepository {
  private readonly store: OutboxStore<PromoCodeRecord>;

  constructor(conn: Connection) {
    this.store = documentStore(promoCodeModel(conn));
  }

  async init(): Promise<void> {
    await this.store.model.init();
  }

  async exists(id: string): Promise<boolean> {
    return (await this.store.model.exists({ _id: id })) !== null;
  }

  /** Keeps the newer copy of a tag; a new code starts with no uses taken here. */
  async saveUnlessNewer(id: string, set: Omit<PromoCodeRecord, '_id' | 'used'>): Promise<void> {
    await this.store.upsertUnlessNewer(id, { sourceUpdatedAt: { $lt: set.sourceUpdatedAt } }, set, { used: 0 });
  }

  async markDeleted(id: string): Promise<void> {
    await this.store.update(id, () => ({ set: { deleted: true, isActive: false }, events: [] }));
  }

  /** The codes stored under a (lower-case) code: a deleted tag's code may be reused by a new tag. */
  async findByCode(code: string): Promise<PromoCodeRecord[]> {
    return this.store.model.find({ code }).lean<PromoCodeRecord[]>();
  }

  async findById(id: string): Promise<PromoCodeRecord | null> {
    return this.store.findById(id);
  }

  /**
   * Takes one use while the code is active and has one left: the server's conditional increment
   * (`used < maxUses − baseUses` in the filter), so concurrent checkouts never take more than maxUses.
   */
  async takeUse(id: string): Promise<boolean> {
    const after = await this.store.incrementIf(id, (cur) => {
      if (!cur.isActive) return null;
      return cur.maxUses === null ? { inc: { used: 1 } } : { inc: { used: 1 }, where: { used: { $lt: cur.maxUses - cur.baseUses } } };
    });
    return after !== null;
  }

  /** A use taken without the limit (a payment for an order whose reservation was given back). */
  async retakeUse(id: string): Promise<void> {
    await this.store.increment(id, { inc: { used: 1 } });
  }

  async giveBackUse(id: string): Promise<void> {
    await this.store.increment(id, { inc: { used: -1 }, where: { used: { $gt: 0 } } });
  }
}
