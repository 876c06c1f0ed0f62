import type { Subscription } from '@trap/kit';

/** Events this service consumes: none yet (it only publishes settings.site.updated and settings.banner.updated). */
export const subscriptions: Subscription[] = [];
