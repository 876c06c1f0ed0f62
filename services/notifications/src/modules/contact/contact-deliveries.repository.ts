import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@trap/kit';
import { contactDeliveryModel, type ContactDeliveryDoc } from './contact-deliveries.model.ts';

/** `contact_deliveries`: a contact message's e-mail is claimed (inserted under the message id) before it is sent. */
export class ContactDeliveriesRepository {
  private readonly model: Model<ContactDeliveryDoc>;

  constructor(conn: Connection) {
    this.model = contactDeliveryModel(conn);
  }

  /** False when the message was claimed already (sent, or being sent). */
  async claim(messageId: string, to: string): Promise<boolean> {
    try {
      await this.model.create({ _id: messageId, to, status: 'sending', createdAt: new Date(), sentAt: null });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** A send that failed gives the claim back, so the event's retry sends it. */
  async release(messageId: string): Promise<void> {
    await this.model.deleteOne({ _id: messageId });
  }

  async markSent(messageId: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: messageId }, { $set: { status: 'sent', sentAt: at } });
  }
}
