import { CONTENT_ENTITIES, contentEvents } from '@trap/contracts';
import { on, type Subscription } from '@trap/kit';
import { onContentChanged, onContentDeleted, type ContentHandlerDeps } from './content-changed.handler.ts';

/**
 * The one list of events this service consumes: its own content events, which keep the search
 * index current, remove a deleted tip's bookmarks and clear tombstones.
 */
export function contentSubscriptions(deps: ContentHandlerDeps): Subscription[] {
  return CONTENT_ENTITIES.flatMap((entity) => [
    on(contentEvents[entity].published, onContentChanged(deps)),
    on(contentEvents[entity].updated, onContentChanged(deps)),
    on(contentEvents[entity].deleted, onContentDeleted(deps)),
  ]);
}
