import { useEffect, useRef } from 'react';
import type { FormEvent, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { CONSENT_FORM_PATH, type ConsentFormChoice } from '@trap/contracts';
import { Button, focusMainContent } from '@trap/ui';
import { consentActions, useConsent } from './consent-store.ts';
import { onDemand, useOnDemand } from '../../shared/lib/on-demand.ts';
import { useConsentBannerT } from './texts/banner-texts.ts';
import './consent.css';

// The preferences dialog (radix dialog, tabs and switches) loads when it is first asked for.
const preferencesDialog = onDemand(() => import(/* webpackChunkName: "cookie-preferences" */ './consent-preferences-dialog.tsx').then((m) => m.ConsentPreferencesDialog));

/**
 * SPEC 2.11 / 4.7 cookie consent banner: shown until a choice is made. It sits in the page flow
 * at the top (never over the page), so it cannot hide what a visitor wants to click.
 */
export function ConsentBanner() {
  const { consent, bannerClosed, preferencesOpen } = useConsent();
  const { t } = useConsentBannerT();
  // the policy's link inside the sentence, where each language puts it (<Trans> would bring i18next into the start-up)
  const [before, policy, after] = t('banner.text').split(/<\/?policy>/);
  const { Part: PreferencesDialog, open } = useOnDemand(preferencesDialog);
  const banner = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  // The banner leaves with the answer: focus that was on it goes on to the page's main content, not to the body.
  // Once hydrated the answer is stored here and the form (for a tap before the scripts ran) is never sent.
  const answer = (action: () => void) => (event?: MouseEvent | FormEvent) => {
    event?.preventDefault();
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
        <section ref={banner} className="shell-consent" aria-label={t('banner.label')}>
          <div className="shell-consent__inner">
            <p className="shell-consent__text">
              {before}
              <Link to="/cookie-policy">{policy}</Link>
              {after}
            </p>
            {/* A form the bff answers: Accept All and Reject All work before the page's scripts have run. */}
            <form className="shell-consent__actions" method="post" action={CONSENT_FORM_PATH}>
              <input type="hidden" name="returnTo" value={pathname + search} />
              <Button type="button" size="sm" variant="outline" onClick={consentActions.openPreferences}>
                {t('banner.preferences')}
              </Button>
              <Button type="submit" name="choice" value={'reject-all' satisfies ConsentFormChoice} size="sm" variant="outline" onClick={answer(consentActions.rejectAll)}>
                {t('banner.rejectAll')}
              </Button>
              <Button type="submit" name="choice" value={'accept-all' satisfies ConsentFormChoice} size="sm" onClick={answer(consentActions.acceptAll)}>
                {t('banner.acceptAll')}
              </Button>
            </form>
            <button type="button" className="shell-consent__close" aria-label={t('banner.close')} onClick={answer(consentActions.closeBanner)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
        </section>
      )}
      {PreferencesDialog ? <PreferencesDialog /> : null}
    </>
  );
}
