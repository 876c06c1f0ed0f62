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
import { consentActions, useConsent } from './consent-store.ts';

type Optional = 'analytics' | 'marketing' | 'preferences';
const CATEGORIES: { key: 'essential' | Optional; label: string; text: string }[] = [
  { key: 'essential', label: 'Essential', text: 'Keep you signed in and protect your account. Always on.' },
  { key: 'analytics', label: 'Analytics', text: 'Help us understand how the site is used so we can improve it.' },
  { key: 'marketing', label: 'Marketing', text: 'Let us show you relevant events, offers and partner content.' },
  { key: 'preferences', label: 'Preferences', text: 'Remember your choices, such as layout and display settings.' },
];

/** SPEC 2.11 preferences dialog: tabs Preferences and About Cookies, buttons Cancel and Save Preferences. */
export function ConsentPreferencesDialog() {
  const { consent, preferencesOpen } = useConsent();
  const [draft, setDraft] = useState<CookieConsent>(consent ?? REJECT_ALL);
  useEffect(() => {
    if (preferencesOpen) setDraft(consent ?? REJECT_ALL);
  }, [preferencesOpen, consent]);

  return (
    <Dialog open={preferencesOpen} onOpenChange={(open) => (open ? consentActions.openPreferences() : consentActions.closePreferences())}>
      <DialogContent>
        <DialogTitle>Cookie Preferences</DialogTitle>
        <DialogDescription>Choose which cookies we may use. Essential cookies cannot be turned off.</DialogDescription>
        <Tabs defaultValue="preferences">
          <TabsList aria-label="Cookie settings">
            <TabsTrigger value="preferences">Preferences</TabsTrigger>
            <TabsTrigger value="about">About Cookies</TabsTrigger>
          </TabsList>
          <TabsContent value="preferences">
            <ul className="shell-consent__options">
              {CATEGORIES.map((c) => (
                <li key={c.key} className="shell-consent__option">
                  <div>
                    <label htmlFor={`consent-${c.key}`} className="shell-consent__label">
                      {c.label}
                    </label>
                    <p className="shell-consent__hint">{c.text}</p>
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
              Cookies are small files a site stores in your browser. We always set two essential ones: <strong>trap_session</strong> keeps
              you signed in and <strong>trap_csrf</strong> protects your account from forged requests. Choosing a language sets a third,{' '}
              <strong>trap_lang</strong>, which keeps the site in that language.
            </p>
            <p>
              Your choice is kept for 365 days in the <strong>cookie_consent</strong> cookie. Read the{' '}
              <Link to="/cookie-policy" onClick={consentActions.closePreferences}>
                Cookie Policy
              </Link>{' '}
              for details.
            </p>
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button variant="outline" onClick={consentActions.closePreferences}>
            Cancel
          </Button>
          <Button onClick={() => consentActions.savePreferences(draft)}>Save Preferences</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
