import type { Connection } from 'mongoose';
import { forumTopicDeleted, forumTopicPublished, type EventData } from '@trap/contracts';
import { on, onEveryInstance, type Subscription } from '@trap/kit';
import { ForumSearchTopicsRepository } from './forum-topics.repository.ts';
import type { SearchIndex } from './search.index.ts';

type Published = EventData<typeof forumTopicPublished>;

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
  private readonly repo: ForumSearchTopicsRepository;

  private readonly index: SearchIndex;
  constructor(conn: Connection, index: SearchIndex) {
    this.index = index;
    this.repo = new ForumSearchTopicsRepository(conn);
  }

  async load(): Promise<void> {
    const docs = await this.repo.all();
    for (const d of docs) this.index.upsert(toSource({ topicId: d._id, title: d.title, body: d.body, url: d.url }));
  }

  subscriptions(): Subscription[] {
    return [
      on(forumTopicPublished, async (d) => {
        await this.repo.save({ _id: d.topicId, title: d.title, body: d.body, url: d.url, syncedAt: new Date() });
        this.index.upsert(toSource(d));
      }),
      on(forumTopicDeleted, async (d) => {
        await this.repo.remove(d.topicId);
        this.index.remove('forum_topic', d.topicId);
      }),
      onEveryInstance(forumTopicPublished, async (d) => this.index.upsert(toSource(d))),
      onEveryInstance(forumTopicDeleted, async (d) => this.index.remove('forum_topic', d.topicId)),
    ];
  }
}
