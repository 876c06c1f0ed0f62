import { Link, useLocation, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  useAuth,
  useLogout,
} from '@trap/ui';
import { USER_MENU } from '../route-table.ts';
import { userMenuTriggerProps } from './user-menu-trigger.tsx';

/** SPEC 2.8 logged-in user menu, loaded on first use (user-menu.tsx), so it opens as it mounts. */
export function UserMenuDropdown() {
  const { user, can } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  if (!user) return null;
  const items = USER_MENU.filter((i) => (!i.capability || can(i.capability)) && (!i.unless || !can(i.unless)));
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger {...userMenuTriggerProps(user)} />
      <DropdownMenuContent align="end" className="shell-user-menu">
        <DropdownMenuLabel>
          <span className="shell-user-menu__name">{user.displayName || user.username}</span>
          <span className="shell-user-menu__sub">@{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild active={pathname === item.to}>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isPending}
          onSelect={(event) => {
            // Keep the menu open so 'Logging out...' stays visible while the request runs.
            event.preventDefault();
            void logout(() => navigate('/'));
          }}
        >
          {isPending ? 'Logging out...' : 'Log out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
