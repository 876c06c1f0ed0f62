import { Schema, type Connection, type Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';

/** The community's forum topics as site search shows them: a local copy fed by its events. */
export interface ForumSearchTopicDoc {
  _id: string;
  title: string;
  body: string;
  url: string;
  syncedAt: Date;
}

function forumSearchTopicModel(conn: Connection): Model<ForumSearchTopicDoc> {
  if (conn.models.ForumSearchTopic) return conn.models.ForumSearchTopic as Model<ForumSearchTopicDoc>;
  const schema = new Schema<ForumSearchTopicDoc>(
    { _id: { type: String, required: true }, title: String, body: String, url: String, syncedAt: Date },
    { collection: 'forum_search_topics', versionKey: false },
  );
  return conn.model<ForumSearchTopicDoc>('ForumSearchTopic', schema);
}

/** forum_search_topics: one document per topic, replaced by each newer copy; no events. */
export class ForumSearchTopicsRepository {
  private readonly store: OutboxStore<ForumSearchTopicDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(forumSearchTopicModel(conn));
  }

  all(): Promise<ForumSearchTopicDoc[]> {
    return this.store.model.find().lean<ForumSearchTopicDoc[]>().exec();
  }

  async save(topic: ForumSearchTopicDoc): Promise<void> {
    await this.store.write(topic._id, () => ({ next: topic, events: [] }));
  }

  /** Stores the copies not stored yet (a bench's data set seeded beside the community's topics); how many were new. */
  insertMissing(topics: readonly ForumSearchTopicDoc[]): Promise<number> {
    return this.store.insertMissing(topics);
  }

  async remove(id: string): Promise<void> {
    await this.store.remove(id);
  }
}
