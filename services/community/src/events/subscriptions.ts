import { practiceMemberLevelChanged, userDeleted, userRegistered, userUpdated } from '@trap/contracts';
import { on, type Logger, type Subscription } from '@trap/kit';
import type { MemberProfileRepository } from '../read-models/member-profiles/member-profile.repository.ts';
import { onUserRegistered } from './handlers/user-registered.handler.ts';
import { onUserUpdated } from './handlers/user-updated.handler.ts';
import { onUserDeleted } from './handlers/user-deleted.handler.ts';
import { onLevelChanged } from './handlers/level-changed.handler.ts';

/** The one list of what community consumes: subject -> handler. */
export const communitySubscriptions = (deps: {
  profiles: MemberProfileRepository;
  logger?: Logger;
  /** after a new account's profile is stored (DEMO_MODE: the demo accounts' network) */
  onRegistered?: (user: { userId: string; username: string }) => Promise<void>;
}): Subscription[] => [
  on(userRegistered, onUserRegistered(deps)),
  on(userUpdated, onUserUpdated(deps)),
  on(userDeleted, onUserDeleted(deps)),
  on(practiceMemberLevelChanged, onLevelChanged(deps)),
];
