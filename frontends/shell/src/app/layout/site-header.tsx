import { Link, NavLink, useLocation } from 'react-router';
import { Button, LanguageSwitch, useAuth } from '@trap/ui';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { UserMenu } from './user-menu.tsx';
import { HEADER_LINKS, remoteForPath } from '../route-table.ts';
import { HelpMenu } from '../../features/tours/help-menu.tsx';
import { NotificationBell } from '../../features/notifications/notification-bell.tsx';
import { HeaderSearchLink } from './header-search-link.tsx';
import { useShellT } from '../../shared/i18n/shell-texts.ts';
import './language.css';

export function SiteHeader() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const { t } = useShellT();
  return (
    <header className="shell-header">
      <div className="shell-header__inner">
        <Logo />
        <DesktopNav />
        <div className="shell-header__actions">
          <LanguageSwitch compact className="shell-language" />
          <HeaderSearchLink />
          {remoteForPath(pathname) === 'member' ? <HelpMenu label={t('header.help')} /> : null}
          {user ? <NotificationBell /> : null}
          {isLoading ? null : user ? (
            <UserMenu />
          ) : (
            <Button asChild variant="secondary" size="sm" className="shell-login">
              <Link to="/auth">{t('header.memberLogin')}</Link>
            </Button>
          )}
          <MobileMenu />
        </div>
      </div>
      {/* Every header link of SPEC 2.8 at a glance on wide screens; the dropdowns above group the same links. */}
      <nav className="shell-subnav" aria-label={t('header.sections')}>
        <ul className="shell-subnav__inner">
          {HEADER_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={({ isActive }) => (isActive ? 'shell-subnav__link is-active' : 'shell-subnav__link')}>
                {t(l.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
