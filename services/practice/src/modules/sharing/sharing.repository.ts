import { Schema, type Connection, type Model } from 'mongoose';
import { PRACTICE_SHARING_DEFAULTS, practiceSharingChanged, type PracticeSharing } from '@trap/contracts';
import { recordEvent, type OutboxStore, type ServiceContext } from '@trap/kit';

/** practice_sharing: one document per member who chose (`_id` = their id); the others have the defaults. */
interface SharingDoc extends PracticeSharing {
  _id: string;
  /** counts the member's changes, so a consumer keeps the newest (practice.sharing.changed) */
  revision: number;
  updatedAt: Date;
}

function sharingModel(conn: Connection): Model<SharingDoc> {
  if (conn.models.PracticeSharing) return conn.models.PracticeSharing as Model<SharingDoc>;
  const schema = new Schema<SharingDoc>(
    { _id: { type: String, required: true }, shareWithFriends: Boolean, shareWithCoaches: Boolean, revision: Number, updatedAt: Date },
    { collection: 'practice_sharing', versionKey: false },
  );
  return conn.model<SharingDoc>('PracticeSharing', schema);
}

/** The members' sharing settings; every change is announced (the community feed shows practice by them). */
export class SharingRepository {
  private readonly store: OutboxStore<SharingDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(sharingModel(ctx.conn));
  }

  async get(userId: string): Promise<PracticeSharing> {
    const doc = await this.store.findById(userId);
    return {
      shareWithFriends: doc?.shareWithFriends ?? PRACTICE_SHARING_DEFAULTS.shareWithFriends,
      shareWithCoaches: doc?.shareWithCoaches ?? PRACTICE_SHARING_DEFAULTS.shareWithCoaches,
    };
  }

  async put(userId: string, sharing: PracticeSharing): Promise<void> {
    const saved = await this.store.write(userId, (current) => {
      // documents stored before revisions count as the first
      const revision = (current?.revision ?? (current ? 1 : 0)) + 1;
      return {
        next: { _id: userId, ...sharing, revision, updatedAt: new Date() },
        events: [recordEvent(practiceSharingChanged, { userId, ...sharing, revision })],
      };
    });
    // another request stored this member's first setting at the same moment: apply ours over it
    if (!saved) await this.put(userId, sharing);
  }
}
