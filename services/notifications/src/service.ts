import type { ServiceContext, ServiceParts } from '@trap/kit';
import { subscriptions } from './events/subscriptions.ts';

/**
 * Composition of the notifications service (in-app notifications fed by events, snooze,
 * newsletter, digests). For now it runs with its own database, health, readiness and consumers;
 * modules and the worker come with their issues.
 */
export function buildNotificationsService(_ctx: ServiceContext): ServiceParts {
  return { routes: () => {}, subscriptions };
}
