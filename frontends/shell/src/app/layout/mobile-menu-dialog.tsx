import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, LanguageSwitch, Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger, useAuth, useLogout } from '@trap/ui';
import { NAV_GROUPS, USER_MENU } from '../route-table.ts';
import { DarkModeToggle } from '../../features/theme/dark-mode-toggle.tsx';
import { Logo } from './logo.tsx';
import { useShellT } from '../../shared/i18n/shell-texts.ts';

/**
 * Full-screen mobile menu mirroring the header (SPEC 2.8); it adds a dark/light toggle only when
 * dark mode is enabled in the appearance settings. Loaded on first use (mobile-menu.tsx), so it
 * opens as it mounts.
 */
export function MobileMenuDialog() {
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, can } = useAuth();
  const { logout, isPending } = useLogout();
  const { t } = useShellT();

  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current) setOpen(false);
    shownAt.current = pathname;
  }, [pathname]);

  const linkClass = (to: string) => (pathname === to ? 'shell-mobile__link is-active' : 'shell-mobile__link');
  const userItems = USER_MENU.filter((i) => (!i.capability || can(i.capability)) && (!i.unless || !can(i.unless)));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="shell-burger" aria-label={t('menu.open')}>
        <span aria-hidden="true" className="shell-burger__bars" />
      </DialogTrigger>
      <DialogContent fullScreen closeLabel={t('menu.close')} className="shell-mobile">
        <DialogTitle className="ui-sr-only">{t('menu.title')}</DialogTitle>
        <DialogDescription className="ui-sr-only">{t('menu.description')}</DialogDescription>
        <div className="shell-mobile__top">
          <Logo tone="dark" />
        </div>
        <nav aria-label={t('menu.mobileNav')} className="shell-mobile__nav">
          <Link to="/" className={linkClass('/')}>
            {t('nav.home')}
          </Link>
          {NAV_GROUPS.map((group) => (
            <section key={group.id} className="shell-mobile__group" aria-labelledby={`m-${group.id}`}>
              <h2 id={`m-${group.id}`} className="shell-mobile__heading">
                {t(group.labelKey)}
              </h2>
              {group.links.map((l) => (
                <Link key={l.to} to={l.to} className={linkClass(l.to)} aria-current={pathname === l.to ? 'page' : undefined}>
                  {t(l.labelKey)}
                </Link>
              ))}
            </section>
          ))}
          {user ? (
            <section className="shell-mobile__group" aria-labelledby="m-account">
              <h2 id="m-account" className="shell-mobile__heading">
                {user.displayName || user.username}
              </h2>
              {userItems.map((l) => (
                <Link key={l.to} to={l.to} className={linkClass(l.to)}>
                  {l.label}
                </Link>
              ))}
              <Button variant="outline" fullWidth disabled={isPending} onClick={() => void logout(() => navigate('/'))}>
                {isPending ? t('menu.loggingOut') : t('menu.logOut')}
              </Button>
            </section>
          ) : (
            <Button asChild variant="secondary" fullWidth size="lg">
              <Link to="/auth">{t('header.memberLogin')}</Link>
            </Button>
          )}
          <LanguageSwitch className="shell-mobile__language" />
          <DarkModeToggle fullWidth />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
