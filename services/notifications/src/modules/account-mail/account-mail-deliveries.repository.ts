import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@trap/kit';
import { accountMailDeliveryModel, type AccountMailDeliveryDoc } from './account-mail-deliveries.model.ts';

/** `account_mail_deliveries`: an account mail is claimed (inserted under its event id) before it is sent. */
export class AccountMailDeliveriesRepository {
  private readonly model: Model<AccountMailDeliveryDoc>;

  constructor(conn: Connection) {
    this.model = accountMailDeliveryModel(conn);
  }

  /** False when the event's mail was claimed already (sent, or being sent). */
  async claim(eventId: string, kind: AccountMailDeliveryDoc['kind'], userId: string): Promise<boolean> {
    try {
      await this.model.create({ _id: eventId, kind, userId, status: 'sending', createdAt: new Date(), sentAt: null });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  /** A send that failed gives the claim back, so the event's retry sends it. */
  /** A removed account's delivery records (which mails went out when): gone with the account. */
  async forgetMember(userId: string): Promise<number> {
    return (await this.model.deleteMany({ userId }).exec()).deletedCount;
  }

  async release(eventId: string): Promise<void> {
    await this.model.deleteOne({ _id: eventId });
  }

  async markSent(eventId: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: eventId }, { $set: { status: 'sent', sentAt: at } });
  }
}
