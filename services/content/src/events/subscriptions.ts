import { CONTENT_ENTITIES, contentEvents } from '@trap/contracts';
import { on, onEveryInstance, type Subscription } from '@trap/kit';
import { onContentChanged, onContentDeleted, onContentDeletedFromSearch, type ContentHandlerDeps } from './content-changed.handler.ts';

/**
 * The service's own content events, as the search index follows them: it lives in each replica's
 * memory, so every replica follows them (onEveryInstance, loaded at start by the search module's warmUp).
 */
export function contentSearchSubscriptions(deps: Pick<ContentHandlerDeps, 'catalogs' | 'search'>): Subscription[] {
  return CONTENT_ENTITIES.flatMap((entity) => [
    onEveryInstance(contentEvents[entity].published, onContentChanged(deps)),
    onEveryInstance(contentEvents[entity].updated, onContentChanged(deps)),
    onEveryInstance(contentEvents[entity].deleted, onContentDeletedFromSearch(deps)),
  ]);
}

/** A deleted item's clean-up: removing a deleted tip's bookmarks, its tag relations and the tombstone are database writes, done once for the service (on). */
export function contentDeletedSubscriptions(deps: Omit<ContentHandlerDeps, 'search'>): Subscription[] {
  return CONTENT_ENTITIES.map((entity) => on(contentEvents[entity].deleted, onContentDeleted(deps)));
}
