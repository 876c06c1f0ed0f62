import { on, type ServiceContext, type Subscription } from '@trap/kit';
import { userRegistered } from '@trap/contracts';
import type { SessionRepository } from '../modules/sessions/session.repository.ts';

/** The one list of events this service consumes: subject -> handler. */
export function buildSubscriptions(ctx: ServiceContext, repo: SessionRepository): Subscription[] {
  void ctx;
  void repo;
  void userRegistered;
  return [];
}
export const subscriptions: Subscription[] = [];
