import { useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useShellT } from '../../shared/i18n/shell-texts.ts';
import { isActiveLink, NAV_GROUPS } from '../route-table.ts';
import { onDemand, useOnDemand, usePreloadWhenIdle } from '../../shared/lib/on-demand.ts';
import type { DesktopNavOpening } from './desktop-nav-menus.tsx';

const menus = onDemand(() => import(/* webpackChunkName: "nav-menus" */ './desktop-nav-menus.tsx').then((m) => m.DesktopNavMenus));

/**
 * Header navigation: Home plus the Profiles, Content and About dropdowns (desktop-nav-menus.tsx).
 * The dropdowns' code loads on first use: until then each trigger is a plain button that looks the
 * same, and hovering or clicking it loads the menus and opens that dropdown.
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const { t } = useShellT();
  const { Part: Menus, open, preload } = useOnDemand(menus);
  const [opening, setOpening] = useState<DesktopNavOpening>({ group: null, byHover: false });
  // the pointer left the trigger it hovered before the menus arrived: they arrive closed
  const hovered = useRef<string | null>(null);
  usePreloadWhenIdle(menus);

  if (Menus) return <Menus opening={opening} />;
  return (
    <nav className="shell-nav" aria-label={t('header.mainNav')}>
      <NavLink to="/" end className={({ isActive: a }) => (a ? 'shell-nav__link is-active' : 'shell-nav__link')}>
        {t('nav.home')}
      </NavLink>
      {NAV_GROUPS.map((group) => (
        <button
          key={group.id}
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          data-state="closed"
          className={group.links.some((l) => isActiveLink(pathname, l.to)) ? 'shell-nav__trigger is-active' : 'shell-nav__trigger'}
          onFocus={preload}
          onPointerEnter={(e) => {
            if (e.pointerType !== 'mouse') return;
            hovered.current = group.id;
            setOpening({ group: group.id, byHover: true });
            open();
          }}
          onPointerLeave={() => {
            if (hovered.current === group.id) setOpening({ group: null, byHover: false });
            hovered.current = null;
          }}
          onClick={() => {
            setOpening({ group: group.id, byHover: false });
            open();
          }}
        >
          {t(group.labelKey)}
          <span className="shell-nav__chevron" aria-hidden="true">
            ▾
          </span>
        </button>
      ))}
    </nav>
  );
}
