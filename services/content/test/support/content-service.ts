import type { EventBus } from '@trap/kit';
import { publishedEvents, startTestService, waitForConsumers, type TestService } from '@trap/kit/testing';
import { loadContentConfig } from '../../src/config.ts';
import { buildContentService } from '../../src/service.ts';

/**
 * The real content service in-process on an ephemeral port, with its own database and namespace.
 * A second replica of a running one: pass `replicaOf` (same database, namespace and Redis prefix;
 * its stop() leaves them to the first).
 */
export const startContentService = (env: Record<string, string> = {}, opts: { replicaOf?: TestService } = {}) => {
  const shared = opts.replicaOf?.env;
  return startTestService({
    service: 'content',
    build: buildContentService,
    config: loadContentConfig,
    env: shared
      ? { ...env, MONGO_DB: shared.MONGO_DB!, EVENT_NAMESPACE: shared.EVENT_NAMESPACE!, REDIS_PREFIX: shared.REDIS_PREFIX! }
      : env,
    cleanup: shared ? 'none' : 'all',
  });
};

export const ADMIN = { userId: 'a1a1a1a1a1a1a1a1a1a1a1a1', role: 'admin' as const };
export const CONTENT_ADMIN = { userId: 'c3c3c3c3c3c3c3c3c3c3c3c3', role: 'content_admin' as const };
export const BLOG_MODERATOR = { userId: 'd4d4d4d4d4d4d4d4d4d4d4d4', role: 'blog_moderator' as const };
export const MEMBER = { userId: 'b2b2b2b2b2b2b2b2b2b2b2b2', role: 'member' as const };

/** Waits until the relay has published every pending event and the service's own consumers handled them. */
export async function settle(svc: TestService): Promise<void> {
  await svc.relay.flush();
  await waitForConsumers(svc);
}

/** Every event in this run's `content` stream, oldest first. */
export const publishedContentEvents = (bus: EventBus) => publishedEvents(bus, 'content');
