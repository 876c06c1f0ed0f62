import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@trap/ui';
import { useShellT } from '../../shared/i18n/shell-texts.ts';
import { isActiveLink as isActive, NAV_GROUPS, type NavGroup } from '../route-table.ts';

const CLOSE_DELAY_MS = 150;

export interface DesktopNavOpening {
  /** the dropdown the visitor opened with the plain header before these menus had loaded */
  group: NavGroup['id'] | null;
  byHover: boolean;
}

/**
 * Header navigation: Home plus the Profiles, Content and About dropdowns. A dropdown opens on hover
 * or click, only one is open at a time, the active route is highlighted, and outside click or
 * Escape closes it (radix handles keyboard and focus). Loaded on first use (desktop-nav.tsx).
 */
export function DesktopNavMenus({ opening }: { opening: DesktopNavOpening }) {
  const { pathname } = useLocation();
  const { t } = useShellT();
  const [open, setOpen] = useState<NavGroup['id'] | null>(opening.group);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set when hover opened the current dropdown: the next click pins it open instead of closing it.
  const openedByHover = useRef(opening.byHover);
  const pinning = useRef(false);
  // True while hover moves from one open dropdown to another: the closing one must not pull focus back.
  const switching = useRef(false);

  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) setOpen(null);
    firstPath.current = pathname;
  }, [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };

  return (
    <nav className="shell-nav" aria-label={t('header.mainNav')}>
      <NavLink to="/" end className={({ isActive: a }) => (a ? 'shell-nav__link is-active' : 'shell-nav__link')}>
        {t('nav.home')}
      </NavLink>
      {NAV_GROUPS.map((group) => {
        const groupActive = group.links.some((l) => isActive(pathname, l.to));
        return (
          <DropdownMenu
            key={group.id}
            modal={false}
            open={open === group.id}
            onOpenChange={(o) => {
              if (o) openedByHover.current = false;
              setOpen(o ? group.id : null);
            }}
          >
            <DropdownMenuTrigger
              className={groupActive ? 'shell-nav__trigger is-active' : 'shell-nav__trigger'}
              onPointerEnter={(e) => {
                if (e.pointerType !== 'mouse') return;
                cancelClose();
                if (open !== group.id) {
                  switching.current = open !== null;
                  openedByHover.current = true;
                  setOpen(group.id);
                }
              }}
              onPointerLeave={(e) => {
                if (e.pointerType === 'mouse') scheduleClose();
              }}
              onPointerDown={(e) => {
                // A click on a menu that hover opened keeps it open instead of toggling it shut.
                if (e.pointerType === 'mouse' && open === group.id && openedByHover.current) {
                  e.preventDefault();
                  openedByHover.current = false;
                  pinning.current = true;
                }
              }}
            >
              {t(group.labelKey)}
              <span className="shell-nav__chevron" aria-hidden="true">
                ▾
              </span>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              className="shell-nav__menu"
              onPointerEnter={cancelClose}
              onPointerDownOutside={(e) => {
                // That pinning click lands on the trigger, outside the menu: not a dismissal.
                if (pinning.current) {
                  e.preventDefault();
                  pinning.current = false;
                }
              }}
              onCloseAutoFocus={(e) => {
                if (switching.current) {
                  e.preventDefault();
                  switching.current = false;
                }
              }}
              // Focus landing on another header trigger is part of switching menus, not a reason to close.
              onFocusOutside={(e) => {
                if (e.target instanceof Element && e.target.closest('.shell-nav')) e.preventDefault();
              }}
              onPointerLeave={(e) => {
                if (e.pointerType === 'mouse') scheduleClose();
              }}
            >
              {group.links.map((link) => {
                const active = isActive(pathname, link.to);
                return (
                  <DropdownMenuItem key={link.to} asChild active={active}>
                    <Link to={link.to} aria-current={active ? 'page' : undefined}>
                      {t(link.labelKey)}
                    </Link>
                  </DropdownMenuItem>
                );
              })}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
    </nav>
  );
}
