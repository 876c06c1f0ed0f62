import { Schema, type Connection, type Model } from 'mongoose';
import { forumTopicDeleted, forumTopicPublished, type EventData } from '@trap/contracts';
import { documentStore, on, onEveryInstance, type OutboxStore, type Subscription } from '@trap/kit';
import type { SearchIndex } from './search.index.ts';

type Published = EventData<typeof forumTopicPublished>;

/** The community's forum topics as site search shows them: a local copy fed by its events. */
interface ForumSearchTopicDoc {
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

const toSource = (d: Pick<Published, 'topicId' | 'title' | 'body' | 'url'>) =>
  ({ type: 'forum_topic', id: d.topicId, title: d.title, body: d.body, url: d.url }) as const;

/**
 * Forum topics in site search. The community service owns them and publishes
 * community.forum_topic.published / deleted; content keeps a copy (`on`, once per service) so each
 * replica can load them at start, and every replica follows the events into its in-memory index
 * (`onEveryInstance`). The copy's handler also feeds the index of the replica that handles it, so a
 * topic stored just before a replica's start is not missed there.
 */
export class ForumSearchTopics {
  private readonly store: OutboxStore<ForumSearchTopicDoc>;

  constructor(
    conn: Connection,
    private readonly index: SearchIndex,
  ) {
    this.store = documentStore(forumSearchTopicModel(conn));
  }

  async load(): Promise<void> {
    const docs = await this.store.model.find().lean<ForumSearchTopicDoc[]>().exec();
    for (const d of docs) this.index.upsert(toSource({ topicId: d._id, title: d.title, body: d.body, url: d.url }));
  }

  subscriptions(): Subscription[] {
    return [
      on(forumTopicPublished, async (d) => {
        await this.store.write(d.topicId, () => ({
          next: { _id: d.topicId, title: d.title, body: d.body, url: d.url, syncedAt: new Date() },
          events: [],
        }));
        this.index.upsert(toSource(d));
      }),
      on(forumTopicDeleted, async (d) => {
        await this.store.remove(d.topicId);
        this.index.remove('forum_topic', d.topicId);
      }),
      onEveryInstance(forumTopicPublished, async (d) => this.index.upsert(toSource(d))),
      onEveryInstance(forumTopicDeleted, async (d) => this.index.remove('forum_topic', d.topicId)),
    ];
  }
}
