import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@trap/kit';
import { digestDeliveryModel, type DigestDeliveryDoc } from './digest-deliveries.model.ts';

/** `digest_deliveries`: a period's digest to one subscription is claimed (inserted) before it is sent. */
export class DigestDeliveriesRepository {
  private readonly model: Model<DigestDeliveryDoc>;

  constructor(conn: Connection) {
    this.model = digestDeliveryModel(conn);
  }

  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  /** False when this period's digest to the subscription was claimed already (sent, or being sent). */
  async claim(delivery: Omit<DigestDeliveryDoc, 'status' | 'createdAt' | 'sentAt'>): Promise<boolean> {
    try {
      await this.model.create({ ...delivery, status: 'sending', createdAt: new Date(), sentAt: null });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** A send that failed gives the claim back, so a retry sends it. */
  async release(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  async markSent(id: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status: 'sent', sentAt: at } });
  }
}
