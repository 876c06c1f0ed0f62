import type { BlogPost } from '@trap/contracts';
import type { ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { blogRoutes } from './blog.routes.ts';
import { blogMemberData } from './blog.member-data.ts';

/** Blog posts (staff-written: kept when an author's account goes). */
export function blogModule(blog: CatalogService<BlogPost>): ServiceModule {
  return { name: 'blog', routes: (api) => blogRoutes(api, blog), memberData: blogMemberData };
}
