import type { CurrentUser } from '@trap/contracts';
import { Avatar } from '@trap/ui';

/**
 * What the user menu's trigger shows and is called, for the stand-in button (user-menu.tsx) and the
 * menu's own trigger alike: the member's picture or initials, name and a caret. Its name starts with
 * the name shown (speech control users say what they see), then says what it opens.
 */
export function userMenuTriggerProps(user: CurrentUser) {
  const name = user.displayName || user.username;
  return {
    className: 'shell-user-trigger',
    'aria-label': `${name}, user menu`,
    children: (
      <>
        <Avatar name={name} url={user.avatarUrl} size={32} loading="eager" className="shell-avatar" />
        <span className="shell-user-trigger__name">{name}</span>
        <span aria-hidden="true">▾</span>
      </>
    ),
  };
}
