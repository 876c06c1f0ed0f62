import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  REJECT_ALL,
  Switch,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type CookieConsent,
} from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { consentActions, useConsent } from './consent-store.ts';
import { CONSENT_NS, useConsentT } from './texts/texts.ts';

type Optional = 'analytics' | 'marketing' | 'preferences';
const CATEGORIES: { key: 'essential' | Optional; labelKey: string; textKey: string }[] = [
  { key: 'essential', labelKey: 'categories.essential', textKey: 'categories.essentialText' },
  { key: 'analytics', labelKey: 'categories.analytics', textKey: 'categories.analyticsText' },
  { key: 'marketing', labelKey: 'categories.marketing', textKey: 'categories.marketingText' },
  { key: 'preferences', labelKey: 'categories.preferences', textKey: 'categories.preferencesText' },
];

/** SPEC 2.11 preferences dialog: tabs Preferences and About Cookies, buttons Cancel and Save Preferences. */
export function ConsentPreferencesDialog() {
  const { consent, preferencesOpen } = useConsent();
  const [draft, setDraft] = useState<CookieConsent>(consent ?? REJECT_ALL);
  const { t } = useConsentT();
  useEffect(() => {
    if (preferencesOpen) setDraft(consent ?? REJECT_ALL);
  }, [preferencesOpen, consent]);

  return (
    <Dialog open={preferencesOpen} onOpenChange={(open) => (open ? consentActions.openPreferences() : consentActions.closePreferences())}>
      <DialogContent>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <Tabs defaultValue="preferences">
          <TabsList aria-label={t('tabs')}>
            <TabsTrigger value="preferences">{t('preferencesTab')}</TabsTrigger>
            <TabsTrigger value="about">{t('aboutTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="preferences">
            <ul className="shell-consent__options">
              {CATEGORIES.map((c) => (
                <li key={c.key} className="shell-consent__option">
                  <div>
                    <label htmlFor={`consent-${c.key}`} className="shell-consent__label">
                      {t(c.labelKey)}
                    </label>
                    <p className="shell-consent__hint">{t(c.textKey)}</p>
                  </div>
                  {c.key === 'essential' ? (
                    <Switch id="consent-essential" checked disabled aria-readonly="true" />
                  ) : (
                    <Switch
                      id={`consent-${c.key}`}
                      checked={draft[c.key as Optional]}
                      onCheckedChange={(on) => setDraft((d) => ({ ...d, [c.key]: on }))}
                    />
                  )}
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="about">
            <p>
              <Trans ns={CONSENT_NS} i18nKey="about" components={{ strong: <strong /> }} />
            </p>
            <p>
              <Trans
                ns={CONSENT_NS}
                i18nKey="kept"
                components={{ strong: <strong />, policy: <Link to="/cookie-policy" onClick={consentActions.closePreferences} /> }}
              />
            </p>
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button variant="outline" onClick={consentActions.closePreferences}>
            {t('cancel')}
          </Button>
          <Button onClick={() => consentActions.savePreferences(draft)}>{t('save')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
