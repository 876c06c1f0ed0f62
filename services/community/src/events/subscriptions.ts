import { userRegistered, userUpdated } from '@trap/contracts';
import { on, type Logger, type Subscription } from '@trap/kit';
import type { MemberProfileRepository } from '../read-models/member-profiles/member-profile.repository.ts';
import { onUserRegistered } from './handlers/user-registered.handler.ts';
import { onUserUpdated } from './handlers/user-updated.handler.ts';

/** The one list of what community consumes: subject -> handler. */
export const communitySubscriptions = (deps: { profiles: MemberProfileRepository; logger?: Logger }): Subscription[] => [
  on(userRegistered, onUserRegistered(deps)),
  on(userUpdated, onUserUpdated(deps)),
];
