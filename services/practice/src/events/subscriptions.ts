import type { Subscription } from '@trap/kit';

/** The one list of events this service consumes: subject -> handler. Empty until its domain arrives. */
export const subscriptions: Subscription[] = [];
