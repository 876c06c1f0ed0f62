import { Link } from 'react-router';
import { useSiteSettings } from '@trap/ui';
import { FOOTER_COMMUNITY, FOOTER_EXPLORE, FOOTER_LEGAL, SOCIAL_LINKS, type NavLinkItem } from '../route-table.ts';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { DarkModeToggle } from '../../features/theme/dark-mode-toggle.tsx';

function LinkList({ id, title, links, children }: { id: string; title: string; links: NavLinkItem[]; children?: React.ReactNode }) {
  return (
    <nav className="shell-footer__col" aria-labelledby={id}>
      <h2 id={id} className="shell-footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link className="shell-footer__link" to={l.to}>
              {l.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** SPEC 2.8 footer: every link, the Cookie Settings button, social links and the newsletter sign-up. */
export function SiteFooter() {
  const { settings } = useSiteSettings();
  const { siteName, tagline } = settings.general;
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <div className="shell-footer__brand">
          <p className="shell-footer__name">{siteName.toUpperCase()}</p>
          <p className="shell-footer__tagline">{tagline}</p>
          <NewsletterForm />
        </div>
        <LinkList id="footer-explore" title="Explore" links={FOOTER_EXPLORE} />
        <LinkList id="footer-community" title="Community" links={FOOTER_COMMUNITY} />
        <LinkList id="footer-legal" title="Legal" links={FOOTER_LEGAL}>
          <li>
            <CookieSettingsDialog />
          </li>
        </LinkList>
      </div>
      <div className="shell-footer__bottom">
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
        <DarkModeToggle size="sm" className="shell-footer__theme" />
        <ul className="shell-footer__social" aria-label="Social media">
          {SOCIAL_LINKS.map((s) => (
            <li key={s.label}>
              <a className="shell-footer__link" href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
                <span className="ui-sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
