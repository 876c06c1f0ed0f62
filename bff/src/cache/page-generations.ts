import type { Redis } from 'ioredis';
import {
  bannerUpdated,
  forumReplyDeleted,
  forumReplyPosted,
  forumTopicDeleted,
  forumTopicPublished,
  siteSettingsUpdated,
} from '@trap/contracts';
import type { Logger } from '@trap/kit';
import { CacheInvalidator } from './cache-invalidator.ts';

/**
 * The producers, other than content, whose events change a server-rendered page: the forum's
 * (a topic, its replies, the lists) and the settings' (every page carries the site settings and
 * the banner in its state: a page kept from before maintenance was switched on would hydrate with
 * it off and never send the visitor to /maintenance).
 */
export const PAGE_CHANGES = {
  forum: { stream: 'community', subjects: [forumTopicPublished, forumTopicDeleted, forumReplyPosted, forumReplyDeleted] },
  settings: { stream: 'settings', subjects: [siteSettingsUpdated, bannerUpdated] },
} as const;

export interface PageGenerationOptions {
  redis: Redis;
  prefix: string;
  natsUrl: string;
  namespace: string;
  logger: Logger;
}

/**
 * One producer's generation for the server-rendered pages: its events bump it (in Redis, shared by
 * the replicas), so a page kept by the renderer is rendered anew after a change, as a content event
 * does for the content pages. null while the producer's events are not followed: the pages are
 * rendered each time then, so a missed event never leaves a stale page behind.
 */
export function pageGeneration(name: keyof typeof PAGE_CHANGES, opts: PageGenerationOptions) {
  const key = `${opts.prefix}cache:${name}:gen`;
  const { stream, subjects } = PAGE_CHANGES[name];
  const invalidator = new CacheInvalidator({
    natsUrl: opts.natsUrl,
    namespace: opts.namespace,
    logger: opts.logger,
    stream,
    subjects: subjects.map((e) => e.subject),
    invalidate: async () => void (await opts.redis.incr(key)),
  });
  invalidator.start();
  return {
    invalidator,
    generation: async (): Promise<string | null> => (invalidator.live ? ((await opts.redis.get(key)) ?? '0') : null),
    close: () => invalidator.stop(),
  };
}
