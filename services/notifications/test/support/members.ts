import { verifiedEmailChanged } from '@trap/contracts';
import { publishTestEvent } from '@trap/kit/testing';
import type { NotificationsTestService } from './notifications-service.ts';

/**
 * What auth publishes when the member opens the link sent to `email`, or with null when
 * they change to an address not verified yet. Call waitForConsumers before relying on it.
 */
export const verifiedEmail = (svc: NotificationsTestService, userId: string, email: string | null) =>
  publishTestEvent(svc, verifiedEmailChanged, { userId, verifiedEmail: email });
