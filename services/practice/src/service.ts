import type { ServiceContext, ServiceParts } from '@trap/kit';
import { subscriptions } from './events/subscriptions.ts';

/**
 * Composition of the practice service (sessions and scores, progress, challenges, equipment,
 * journal, AI coach...). For now it runs with its own database, health, readiness and consumers;
 * modules come with their issues.
 */
export function buildPracticeService(_ctx: ServiceContext): ServiceParts {
  return { routes: () => {}, subscriptions };
}
