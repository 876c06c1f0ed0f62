import type { ServiceContext, ServiceParts } from '@trap/kit';
import { subscriptions } from './events/subscriptions.ts';

/**
 * Composition of the content service (podcasts, AMAs, blog, shooters, ranges, tips, tags, search).
 * For now it runs with its own database, health, readiness and consumers; modules come with their issues.
 */
export function buildContentService(_ctx: ServiceContext): ServiceParts {
  return { routes: () => {}, subscriptions };
}
