import { Schema, type Connection, type Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';

/**
 * Whether a member's account is marked for deletion, from auth.user.updated: one document per
 * member whose status was heard (`_id` = their id), the newest by auth's `updatedAt`, so a late,
 * older event never turns sharing back on (or off).
 */
interface AccountStatusDoc {
  _id: string;
  accountStatus: string;
  sourceUpdatedAt: Date;
}

function accountStatusModel(conn: Connection): Model<AccountStatusDoc> {
  if (conn.models.PracticeAccountStatus) return conn.models.PracticeAccountStatus as Model<AccountStatusDoc>;
  const schema = new Schema<AccountStatusDoc>(
    { _id: { type: String, required: true }, accountStatus: String, sourceUpdatedAt: Date },
    { collection: 'practice_account_status', versionKey: false },
  );
  return conn.model<AccountStatusDoc>('PracticeAccountStatus', schema);
}

export class AccountStatusRepository {
  private readonly store: OutboxStore<AccountStatusDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(accountStatusModel(conn));
  }

  /** Keeps the status auth reported at `updatedAt` unless a newer one is stored already. */
  async apply(userId: string, accountStatus: string, updatedAt: Date): Promise<void> {
    const saved = await this.store.write(userId, (current) => ({
      next: current && current.sourceUpdatedAt > updatedAt ? current : { _id: userId, accountStatus, sourceUpdatedAt: updatedAt },
      events: [],
    }));
    // another event of this member stored the first document at the same moment: decide again over it
    if (!saved) await this.apply(userId, accountStatus, updatedAt);
  }

  /** While the deletion grace period runs (and after), nothing of the member is shared. */
  async deletionPending(userId: string): Promise<boolean> {
    const doc = await this.store.findById(userId);
    return doc?.accountStatus === 'marked_for_deletion' || doc?.accountStatus === 'deleted';
  }
}
