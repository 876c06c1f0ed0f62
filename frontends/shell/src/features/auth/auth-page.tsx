import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isPaidTier, tierSchema, type Tier } from '@trap/contracts';
import { PageHead, Tabs, TabsContent, TabsList, TabsTrigger, useAuth, useSiteSettings } from '@trap/ui';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';

/** SPEC 9: the redirect after login (and away from /auth) waits about 50 ms. */
const AUTH_REDIRECT_DELAY_MS = 50;

/** `?returnTo=` (e.g. the AMA a visitor wanted a reminder for) when it is a path on this site, else null. */
const safeReturnTo = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/auth') ? value : null;

/** The members' benefits beside the form (texts `auth.panel.<id>.title` and `.text`). */
const BENEFITS = [
  { id: 'content', titleKey: 'auth.panel.content.title', textKey: 'auth.panel.content.text' },
  { id: 'practice', titleKey: 'auth.panel.practice.title', textKey: 'auth.panel.practice.text' },
  { id: 'connect', titleKey: 'auth.panel.connect.title', textKey: 'auth.panel.connect.text' },
  { id: 'ranges', titleKey: 'auth.panel.ranges.title', textKey: 'auth.panel.ranges.text' },
];

export default function AuthPage() {
  const { user } = useAuth();
  const { settings } = useSiteSettings();
  const navigate = useNavigate();
  const { t } = useShellPageT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const requestedTier = tierSchema.safeParse(params.get('tier'));
  const initialTier: Tier = requestedTier.success ? requestedTier.data : 'range_pass';
  const returnTo = safeReturnTo(params.get('returnTo'));
  // True while this screen's own form is logging in or registering: it decides where to go next.
  const submitting = useRef(false);
  const [, force] = useState(0);

  // SPEC 2.6: a logged-in user opening /auth goes to / after about 50 ms.
  useEffect(() => {
    if (!user || submitting.current) return;
    const t = setTimeout(() => void navigate('/', { replace: true }), AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(t);
  }, [user, navigate]);

  const setSubmitting = (active: boolean) => {
    submitting.current = active;
    force((n) => n + 1);
  };

  const goAfter = (to: string) => setTimeout(() => void navigate(to, { replace: true }), AUTH_REDIRECT_DELAY_MS);

  return (
    <div className="auth">
      <PageHead title={tab === 'login' ? t('auth.head.login') : t('auth.head.register')} description={t('auth.head.description')} noindex />
      <div className="auth__card">
        <h1 className="auth__title">{tab === 'login' ? t('auth.title.login') : t('auth.title.register')}</h1>
        <p className="auth__subtitle">{tab === 'login' ? t('auth.subtitle.login') : t('auth.subtitle.register')}</p>
        {returnTo && (
          <p className="auth__subtitle" role="status">
            {t('auth.membersOnly')}
          </p>
        )}
        <Tabs
          value={tab}
          onValueChange={(v) => {
            const next = new URLSearchParams(params);
            if (v === 'register') next.set('tab', 'register');
            else next.delete('tab');
            setParams(next, { replace: true });
          }}
        >
          <TabsList aria-label={t('auth.tabs.label')}>
            <TabsTrigger value="login">{t('auth.tabs.login')}</TabsTrigger>
            <TabsTrigger value="register">{t('auth.tabs.register')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            {/* DECISIONS: a successful login goes to /profile, or back where the visitor came from (returnTo). */}
            <LoginForm onSubmitStart={setSubmitting} onLoggedIn={() => goAfter(returnTo ?? '/profile')} />
          </TabsContent>
          <TabsContent value="register">
            {/* SPEC 4.1: Range Pass goes to /membership, a paid tier to its checkout. */}
            <RegisterForm
              initialTier={initialTier}
              onSubmitStart={setSubmitting}
              onRegistered={(tier) => goAfter(isPaidTier(tier) ? `/checkout/${tier}` : '/membership')}
            />
          </TabsContent>
        </Tabs>
      </div>

      <aside className="auth__panel" aria-labelledby="auth-panel-title">
        <h2 id="auth-panel-title">{t('auth.panel.title', { siteName: settings.general.siteName })}</h2>
        <p className="auth__panel-lead">{t('auth.panel.lead', { tagline: settings.general.tagline })}</p>
        <ul className="auth__benefits">
          {BENEFITS.map((b) => (
            <li key={b.id}>
              <span className="auth__benefit-icon" aria-hidden="true">
                ✓
              </span>
              <div>
                <strong>{t(b.titleKey)}</strong>
                <p>{t(b.textKey)}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
