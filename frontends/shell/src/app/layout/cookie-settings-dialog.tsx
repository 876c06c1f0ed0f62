import { consentActions } from '../../features/consent/consent-store.ts';
import { useShellT } from '../../shared/i18n/shell-texts.ts';

/** The footer's Cookie Settings button reopens the cookie consent preferences (SPEC 2.11, 4.7). */
export function CookieSettingsDialog() {
  const { t } = useShellT();
  return (
    <button type="button" className="shell-footer__link shell-footer__button" onClick={consentActions.openPreferences}>
      {t('footer.cookieSettings')}
    </button>
  );
}
