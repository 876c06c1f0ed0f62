import type { ContentTag } from '@trap/contracts';
import type { ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { TagRelationsRepository } from './tag-relations.repository.ts';
import { TagsService } from './tags.service.ts';
import { tagsRoutes } from './tags.routes.ts';
import { tagsMemberData } from './tags.member-data.ts';

/** Content tags and which items carry them (the relations are kept with the catalogs, handed over by service.ts). */
export function tagsModule(tags: CatalogService<ContentTag>, relations: TagRelationsRepository): ServiceModule {
  const service = new TagsService(tags, relations);
  return { name: 'tags', routes: (api) => tagsRoutes(api, service), memberData: tagsMemberData };
}
