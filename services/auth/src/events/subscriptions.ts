import { on, type SessionStore, type Subscription } from '@trap/kit';
import { membershipChanged, membershipExpired, siteSettingsUpdated } from '@trap/contracts';
import type { UsersRepository } from '../modules/users/users.repository.ts';
import { onMembershipChanged } from './on-membership-changed.ts';
import type { SecuritySettingsService } from '../modules/security-settings/security-settings.service.ts';
import { onSiteSettingsUpdated } from './on-site-settings-updated.ts';

/** The one list of what auth listens to: subject -> handler. */
export const subscriptions = (deps: {
  settings: SecuritySettingsService;
  repo: UsersRepository;
  sessions: SessionStore;
}): Subscription[] => [
  on(siteSettingsUpdated, onSiteSettingsUpdated(deps.settings)),
  on(membershipChanged, onMembershipChanged(deps.repo, deps.sessions)),
  on(membershipExpired, onMembershipChanged(deps.repo, deps.sessions)),
];
