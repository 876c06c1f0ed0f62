import { Schema, type Connection, type Model } from 'mongoose';
import { documentStore, type OutboxStore, type ServiceContext } from '@trap/kit';

/**
 * One document per member (`_id` their user id) holding the topics they bookmarked, newest first:
 * their list is one read by `_id`, whatever the number of members and bookmarks (docs/decisions.md,
 * equality reads on FerretDB's SQLite backend are scans).
 */
export interface ForumBookmarksDoc {
  _id: string;
  topics: { topicId: string; at: Date }[];
  updatedAt: Date;
}

function forumBookmarksModel(conn: Connection): Model<ForumBookmarksDoc> {
  if (conn.models.ForumBookmarks) return conn.models.ForumBookmarks as Model<ForumBookmarksDoc>;
  const schema = new Schema<ForumBookmarksDoc>(
    {
      _id: { type: String, required: true },
      topics: { type: [{ _id: false, topicId: { type: String, required: true }, at: { type: Date, required: true } }], default: [] },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'forum_bookmarks', versionKey: false },
  );
  return conn.model<ForumBookmarksDoc>('ForumBookmarks', schema);
}

export class ForumBookmarksRepository {
  readonly collection: string;

  private readonly docs: OutboxStore<ForumBookmarksDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn'>) {
    const model = forumBookmarksModel(ctx.conn);
    this.collection = model.collection.collectionName;
    this.docs = documentStore(model);
  }

  async list(userId: string): Promise<ForumBookmarksDoc['topics']> {
    return (await this.docs.findById(userId))?.topics ?? [];
  }

  /** The member's bookmarks as stored (their data download). */
  async record(userId: string): Promise<ForumBookmarksDoc | null> {
    return this.docs.findById(userId);
  }

  /** Removes the member's bookmarks (their account went); whether there were any. */
  remove(userId: string): Promise<boolean> {
    return this.docs.remove(userId);
  }

  /** Replaces the member's list with what `change` makes of it (null: leave it as it is). */
  async change(
    userId: string,
    now: Date,
    change: (topics: ForumBookmarksDoc['topics']) => ForumBookmarksDoc['topics'] | null,
  ): Promise<void> {
    await this.docs.write(userId, (current) => {
      const before = current?.topics ?? [];
      const topics = change(before) ?? before;
      return { next: { _id: userId, topics, updatedAt: topics === before && current ? current.updatedAt : now }, events: [] };
    });
  }
}
