import type { ContentEntity, EventData, contentEvents } from '@trap/contracts';
import type { CatalogService } from '../modules/catalog/catalog.service.ts';
import type { SearchIndex } from '../modules/search/search.index.ts';
import type { SavedTipsService } from '../modules/tips/saved-tips.service.ts';

type ItemEvent = EventData<(typeof contentEvents)['podcast']['published']>;
type DeletedEvent = EventData<(typeof contentEvents)['podcast']['deleted']>;

export interface ContentHandlerDeps {
  catalogs: Record<ContentEntity, CatalogService>;
  search: SearchIndex;
  savedTips: Pick<SavedTipsService, 'removeForTip'>;
  /** removes the tag relations of a deleted item (or of a deleted tag) */
  removeTagRelations(entity: ContentEntity, id: string): Promise<void>;
}

/** published / updated, on every replica: its search index takes the item as the event carries it. */
export const onContentChanged = (deps: Pick<ContentHandlerDeps, 'catalogs' | 'search'>) => async (data: ItemEvent) => {
  const toSearch = deps.catalogs[data.entity].def.search;
  if (toSearch) deps.search.upsert(toSearch(data.item));
};

/** deleted, on every replica: out of its search index. */
export const onContentDeletedFromSearch = (deps: Pick<ContentHandlerDeps, 'catalogs' | 'search'>) => async (data: DeletedEvent) => {
  const def = deps.catalogs[data.entity].def;
  if (def.search) deps.search.remove(def.search({ id: data.id }).type, data.id);
};

/**
 * deleted, once per service: a tip's bookmarks and the item's tag relations go with it (SPEC 3.2),
 * and the tombstone is removed now that its event is out. Every step is idempotent, so a replay is
 * harmless.
 */
export const onContentDeleted = (deps: Omit<ContentHandlerDeps, 'search'>) => async (data: DeletedEvent) => {
  if (data.entity === 'shooting_tip') await deps.savedTips.removeForTip(data.id);
  await deps.removeTagRelations(data.entity, data.id);
  await deps.catalogs[data.entity].repo.purge(data.id);
};
