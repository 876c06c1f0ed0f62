import { FORUM_BOOKMARKS_MAX, type ForumBookmarkList, type ForumBookmarkState } from '@trap/contracts';
import { conflict, notFound } from '@trap/kit';
import type { ForumBookmarksRepository } from './forum-bookmarks.repository.ts';

/** The forum's topics as this module may see them: their current titles, leaving out those deleted or hidden. */
export type TopicTitles = (ids: string[]) => Promise<{ id: string; title: string }[]>;

/** A member's bookmarked forum topics: the only writer of their list. */
export class ForumBookmarksService {
  private readonly repo: ForumBookmarksRepository;
  private readonly titles: TopicTitles;
  private readonly now: () => Date;

  constructor(repo: ForumBookmarksRepository, titles: TopicTitles, now: () => Date = () => new Date()) {
    this.repo = repo;
    this.titles = titles;
    this.now = now;
  }

  async list(userId: string): Promise<ForumBookmarkList> {
    const marks = await this.repo.list(userId);
    const titles = new Map((await this.titles(marks.map((m) => m.topicId))).map((t) => [t.id, t.title]));
    return {
      items: marks.flatMap((m) => {
        const title = titles.get(m.topicId);
        return title === undefined ? [] : [{ topicId: m.topicId, title, bookmarkedAt: m.at.toISOString() }];
      }),
    };
  }

  async add(userId: string, topicId: string): Promise<ForumBookmarkState> {
    if ((await this.titles([topicId])).length === 0) throw notFound('Topic');
    await this.repo.change(userId, this.now(), (topics) => {
      if (topics.some((t) => t.topicId === topicId)) return null;
      if (topics.length >= FORUM_BOOKMARKS_MAX) throw conflict(`You can keep at most ${FORUM_BOOKMARKS_MAX} bookmarks`);
      return [{ topicId, at: this.now() }, ...topics];
    });
    return { topicId, bookmarked: true };
  }

  async remove(userId: string, topicId: string): Promise<ForumBookmarkState> {
    await this.repo.change(userId, this.now(), (topics) =>
      topics.some((t) => t.topicId === topicId) ? topics.filter((t) => t.topicId !== topicId) : null,
    );
    return { topicId, bookmarked: false };
  }
}
