import { useAuth } from '@trap/ui';
import { preloadRemote } from '../remotes/federation.ts';
import { onDemand, standInTrigger, useOnDemand, usePreloadWhenIdle } from '../../shared/lib/on-demand.ts';
import { userMenuTriggerProps } from './user-menu-trigger.tsx';

const dropdown = onDemand(() => import(/* webpackChunkName: "user-menu" */ './user-menu-dropdown.tsx').then((m) => m.UserMenuDropdown));

/**
 * SPEC 2.8 logged-in user menu (user-menu-dropdown.tsx), loaded on first use: until then its
 * trigger is a plain button that looks the same. Reaching for it also warms the member remote,
 * where most of its entries lead.
 */
export function UserMenu() {
  const { user } = useAuth();
  const { Part: Dropdown, open, preload } = useOnDemand(dropdown);
  usePreloadWhenIdle(dropdown);
  if (!user) return null;
  if (Dropdown) return <Dropdown />;
  const warm = () => {
    preload();
    preloadRemote('member');
  };
  return <button type="button" {...userMenuTriggerProps(user)} {...standInTrigger('menu', { open, preload: warm })} />;
}
