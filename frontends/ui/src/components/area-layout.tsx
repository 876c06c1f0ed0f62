import { Suspense, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { Spinner } from '@trap/ui/core';

export interface AreaNavItem {
  to: string;
  label: string;
  /** Match the path exactly (for the area's index page). */
  end?: boolean;
}

export interface AreaLayoutProps {
  /** Sidebar label (e.g. 'Moderator'). */
  label: string;
  title: string;
  subtitle?: string;
  nav: AreaNavItem[];
  /** Links and actions at the bottom of the sidebar (Back to Website, Log Out). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The own layout of the staff areas (/superadmin, /moderator): a sidebar with the area's
 * navigation and a content column. The shell hides its header and footer there.
 */
export function AreaLayout({ label, title, subtitle, nav, footer, children }: AreaLayoutProps) {
  return (
    <div className="ui-area">
      {/* The aside is as tall as the page (its background goes all the way down); its content stays in view. */}
      <aside className="ui-area__sidebar" aria-label={label}>
        <div className="ui-area__sidebar-inner">
          <p className="ui-area__label">{label}</p>
          <nav aria-label={`${label} navigation`}>
            <ul className="ui-area__nav">
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={({ isActive }) => clsx('ui-area__link', isActive && 'is-active')}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {footer ? <div className="ui-area__footer">{footer}</div> : null}
        </div>
      </aside>
      <div className="ui-area__content">
        <header className="ui-area__header">
          <h1 className="ui-area__title">{title}</h1>
          {subtitle ? <p className="ui-area__subtitle">{subtitle}</p> : null}
        </header>
        <Suspense fallback={<Spinner block label="Loading..." />}>{children}</Suspense>
      </div>
    </div>
  );
}

/** Centred page column. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('ui-container', className)}>{children}</div>;
}
