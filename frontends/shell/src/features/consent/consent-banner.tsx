import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button, focusMainContent } from '@trap/ui';
import { consentActions, useConsent } from './consent-store.ts';
import { onDemand, useOnDemand } from '../../shared/lib/on-demand.ts';
import './consent.css';

// The preferences dialog (radix dialog, tabs and switches) loads when it is first asked for.
const preferencesDialog = onDemand(() => import(/* webpackChunkName: "cookie-preferences" */ './consent-preferences-dialog.tsx').then((m) => m.ConsentPreferencesDialog));

/**
 * SPEC 2.11 / 4.7 cookie consent banner: shown until a choice is made. It sits in the page flow
 * at the top (never over the page), so it cannot hide what a visitor wants to click.
 */
export function ConsentBanner() {
  const { consent, bannerClosed, preferencesOpen } = useConsent();
  const { Part: PreferencesDialog, open } = useOnDemand(preferencesDialog);
  const banner = useRef<HTMLElement>(null);
  // The banner leaves with the answer: focus that was on it goes on to the page's main content, not to the body.
  const answer = (action: () => void) => () => {
    const hadFocus = banner.current?.contains(document.activeElement) ?? false;
    action();
    if (hadFocus) focusMainContent();
  };
  useEffect(() => {
    if (preferencesOpen) open();
  }, [preferencesOpen, open]);
  return (
    <>
      {consent || bannerClosed ? null : (
        <section ref={banner} className="shell-consent" aria-label="Cookie consent">
          <div className="shell-consent__inner">
            <p className="shell-consent__text">
              We use essential cookies to keep you signed in and secure. With your permission we would also use analytics, marketing and
              preference cookies. Read our <Link to="/cookie-policy">Cookie Policy</Link>.
            </p>
            <div className="shell-consent__actions">
              <Button size="sm" variant="outline" onClick={consentActions.openPreferences}>
                Preferences
              </Button>
              <Button size="sm" variant="outline" onClick={answer(consentActions.rejectAll)}>
                Reject All
              </Button>
              <Button size="sm" onClick={answer(consentActions.acceptAll)}>
                Accept All
              </Button>
            </div>
            <button type="button" className="shell-consent__close" aria-label="Close cookie banner" onClick={answer(consentActions.closeBanner)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </section>
      )}
      {PreferencesDialog ? <PreferencesDialog /> : null}
    </>
  );
}
