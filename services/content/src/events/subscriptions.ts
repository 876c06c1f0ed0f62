import { CONTENT_ENTITIES, contentEvents } from '@trap/contracts';
import { on, onEveryInstance, type Subscription } from '@trap/kit';
import { onContentChanged, onContentDeleted, onContentDeletedFromSearch, type ContentHandlerDeps } from './content-changed.handler.ts';

/**
 * The one list of events this service consumes: its own content events. The search index lives in
 * each replica's memory, so every replica follows them (onEveryInstance, loaded at start by the
 * service's warmUp); removing a deleted tip's bookmarks, its tag relations and the tombstone are
 * database writes, done once for the service (on).
 */
export function contentSubscriptions(deps: ContentHandlerDeps): Subscription[] {
  return CONTENT_ENTITIES.flatMap((entity) => [
    onEveryInstance(contentEvents[entity].published, onContentChanged(deps)),
    onEveryInstance(contentEvents[entity].updated, onContentChanged(deps)),
    onEveryInstance(contentEvents[entity].deleted, onContentDeletedFromSearch(deps)),
    on(contentEvents[entity].deleted, onContentDeleted(deps)),
  ]);
}
