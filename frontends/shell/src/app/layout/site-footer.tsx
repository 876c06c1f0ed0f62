import { Link } from 'react-router';
import { LanguageSwitch, useSiteSettings } from '@trap/ui';
import { FOOTER_COMMUNITY, FOOTER_EXPLORE, FOOTER_LEGAL, SOCIAL_LINKS, type TextLinkItem } from '../route-table.ts';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { DarkModeToggle } from '../../features/theme/dark-mode-toggle.tsx';
import { useShellT } from '../../shared/i18n/shell-texts.ts';

function LinkList({ id, title, links, children }: { id: string; title: string; links: TextLinkItem[]; children?: React.ReactNode }) {
  const { t } = useShellT();
  return (
    <nav className="shell-footer__col" aria-labelledby={id}>
      <h2 id={id} className="shell-footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((l) => (
          <li key={l.to}>
            <Link className="shell-footer__link" to={l.to}>
              {t(l.labelKey)}
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
  const { t } = useShellT();
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <div className="shell-footer__brand">
          <p className="shell-footer__name">{siteName.toUpperCase()}</p>
          <p className="shell-footer__tagline">{tagline}</p>
          <NewsletterForm />
        </div>
        <LinkList id="footer-explore" title={t('footer.explore')} links={FOOTER_EXPLORE} />
        <LinkList id="footer-community" title={t('footer.community')} links={FOOTER_COMMUNITY} />
        <LinkList id="footer-legal" title={t('footer.legal')} links={FOOTER_LEGAL}>
          <li>
            <CookieSettingsDialog />
          </li>
        </LinkList>
      </div>
      <div className="shell-footer__bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), siteName })}</p>
        <LanguageSwitch className="shell-footer__language" />
        <DarkModeToggle size="sm" className="shell-footer__theme" />
        <ul className="shell-footer__social" aria-label={t('footer.socialMedia')}>
          {SOCIAL_LINKS.map((s) => (
            <li key={s.label}>
              <a className="shell-footer__link" href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
                <span className="ui-sr-only">{t('footer.opensInNewTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
