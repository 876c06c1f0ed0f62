import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isPaidTier, tierSchema, type Tier } from '@trap/contracts';
import { PageHead, Tabs, TabsContent, TabsList, TabsTrigger, useAuth, useSiteSettings } from '@trap/ui';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

/** SPEC 9: the redirect after login (and away from /auth) waits about 50 ms. */
export const AUTH_REDIRECT_DELAY_MS = 50;

/** `?returnTo=` (e.g. the AMA a visitor wanted a reminder for) when it is a path on this site, else null. */
export const safeReturnTo = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/auth') ? value : null;

const BENEFITS = [
  { title: 'Exclusive content', text: 'Podcasts, live AMA sessions with champions and in-depth articles from coaches.' },
  { title: 'Practice tracking', text: 'Log every round target by target and watch your scores, stations and trends improve.' },
  { title: 'Connect with shooters and coaches', text: 'Find friends, join squads and get feedback from experienced coaches.' },
  { title: 'Discover ranges across India', text: 'Browse shooting ranges, their facilities, programmes and events near you.' },
];

export default function AuthPage() {
  const { user } = useAuth();
  const { settings } = useSiteSettings();
  const navigate = useNavigate();
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
      <PageHead title={tab === 'login' ? 'Login' : 'Register'} description="Log in or create your account." noindex />
      <div className="auth__card">
        <h1 className="auth__title">{tab === 'login' ? 'Welcome back' : 'Join the club'}</h1>
        <p className="auth__subtitle">{tab === 'login' ? 'Sign in to your account.' : 'Create your account in a minute.'}</p>
        {returnTo && (
          <p className="auth__subtitle" role="status">
            That page is for members. Log in, or register for free, to continue.
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
          <TabsList aria-label="Login or register">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
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
        <h2 id="auth-panel-title">Welcome to {settings.general.siteName}</h2>
        <p className="auth__panel-lead">{settings.general.tagline}. Members get:</p>
        <ul className="auth__benefits">
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <span className="auth__benefit-icon" aria-hidden="true">
                ✓
              </span>
              <div>
                <strong>{b.title}</strong>
                <p>{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
