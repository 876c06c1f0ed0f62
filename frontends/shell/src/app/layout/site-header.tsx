import { Link, NavLink, useLocation } from 'react-router';
import { Button, useAuth } from '@trap/ui';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import { HEADER_LINKS, remoteForPath } from '../route-table.ts';
import { HelpMenu } from '../../features/tours/help-menu.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { HeaderSearchLink } from '../../features/search/header-search-link.tsx';

export function SiteHeader() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo />
        <DesktopNav />
        <div className="shell-header__actions">
          <HeaderSearchLink />
          {remoteForPath(pathname) === 'member' ? <HelpMenu /> : null}
          {user ? <NotificationBell /> : null}
          {isLoading ? null : user ? (
            <UserMenu />
          ) : (
            <Button asChild variant="secondary" size="sm" className="shell-login">
              <Link to="/auth">Member Login</Link>
            </Button>
          )}
          <MobileMenu />
        </div>
      </div>
      {/* Every header link of SPEC 2.8 at a glance on wide screens; the dropdowns above group the same links. */}
      <nav className="shell-subnav" aria-label="Sections">
        <ul className="shell-subnav__inner">
          {HEADER_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={({ isActive }) => (isActive ? 'shell-subnav__link is-active' : 'shell-subnav__link')}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
