import { Schema, type Connection, type Model } from 'mongoose';
import { PRACTICE_SHARING_DEFAULTS, type PracticeSharing } from '@trap/contracts';

/** practice_sharing: one document per member who chose (`_id` = their id); the others have the defaults. */
interface SharingDoc extends PracticeSharing {
  _id: string;
  updatedAt: Date;
}

function sharingModel(conn: Connection): Model<SharingDoc> {
  if (conn.models.PracticeSharing) return conn.models.PracticeSharing as Model<SharingDoc>;
  const schema = new Schema<SharingDoc>(
    { _id: { type: String, required: true }, shareWithFriends: Boolean, shareWithCoaches: Boolean, updatedAt: Date },
    { collection: 'practice_sharing', versionKey: false },
  );
  return conn.model<SharingDoc>('PracticeSharing', schema);
}

export class SharingRepository {
  private readonly model: Model<SharingDoc>;

  constructor(conn: Connection) {
    this.model = sharingModel(conn);
  }

  async get(userId: string): Promise<PracticeSharing> {
    const doc = await this.model.findById(userId).lean<SharingDoc>();
    return {
      shareWithFriends: doc?.shareWithFriends ?? PRACTICE_SHARING_DEFAULTS.shareWithFriends,
      shareWithCoaches: doc?.shareWithCoaches ?? PRACTICE_SHARING_DEFAULTS.shareWithCoaches,
    };
  }

  async put(userId: string, sharing: PracticeSharing): Promise<void> {
    await this.model.replaceOne({ _id: userId }, { ...sharing, updatedAt: new Date() }, { upsert: true });
  }
}
