import type { Redis } from 'ioredis';
import { forumReplyDeleted, forumReplyPosted, forumTopicDeleted, forumTopicPublished } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import { CacheInvalidator } from './cache-invalidator.ts';

/** The community events that change a server-rendered forum page (a topic, its replies, the lists). */
const FORUM_PAGE_CHANGES = [forumTopicPublished, forumTopicDeleted, forumReplyPosted, forumReplyDeleted].map((e) => e.subject);

export interface ForumPagesOptions {
  redis: Redis;
  prefix: string;
  natsUrl: string;
  namespace: string;
  logger: Logger;
}

/**
 * The forum's generation for the server-rendered pages: a forum event bumps it (in Redis, shared by
 * the replicas), so a topic page kept by the renderer is rendered anew after a reply, as a content
 * event does for the content pages. null while the community's events are not followed: the pages
 * are rendered each time then, so a missed event never leaves a stale page behind.
 */
export function forumPagesGeneration(opts: ForumPagesOptions) {
  const key = `${opts.prefix}cache:forum:gen`;
  const invalidator = new CacheInvalidator({
    natsUrl: opts.natsUrl,
    namespace: opts.namespace,
    logger: opts.logger,
    stream: 'community',
    subjects: FORUM_PAGE_CHANGES,
    invalidate: async () => void (await opts.redis.incr(key)),
  });
  invalidator.start();
  return {
    invalidator,
    generation: async (): Promise<string | null> => (invalidator.live ? ((await opts.redis.get(key)) ?? '0') : null),
    close: () => invalidator.stop(),
  };
}
