import { consentActions } from '../../features/consent/consent-store.ts';

/** The footer's Cookie Settings button reopens the cookie consent preferences (SPEC 2.11, 4.7). */
export function CookieSettingsDialog() {
  return (
    <button type="button" className="shell-footer__link shell-footer__button" onClick={consentActions.openPreferences}>
      Cookie Settings
    </button>
  );
}
