import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_FREQUENCIES, NEWSLETTER_TOPICS, type NewsletterPreferences, type NewsletterSubscription } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { call, Button, invalidateRoute, queryOptions, Card, errorMessage, Input, Label, PageHead, RadioGroup, RadioGroupItem, Spinner, Switch, toast } from '@trap/ui';
import './newsletter.css';

const TOPIC_LABELS: Record<(typeof NEWSLETTER_TOPICS)[number], string> = {
  news: 'Club news',
  events: 'Events',
  tips: 'Shooting tips',
  podcasts: 'Podcasts',
  blog: 'Blog articles',
};
const FREQUENCY_LABELS: Record<(typeof NEWSLETTER_FREQUENCIES)[number], string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

const STATUS_LABELS: Record<NewsletterSubscription['status'], string> = {
  pending: 'Waiting for confirmation',
  active: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

/**
 * /newsletter-preferences (SPEC 2.1, 8.3): `?confirm=` (the sign-up e-mail's double opt-in link)
 * confirms and then shows the preferences; with a signed `?token=` link, edit or unsubscribe;
 * without either, ask for the link.
 */
export default function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const token = params.get('token');
  return (
    <div className="page page--narrow newsletter-page">
      <PageHead title="Newsletter preferences" description="Manage your newsletter subscription." noindex />
      <h1 className="page__title">Newsletter preferences</h1>
      {confirm ? (
        <ConfirmSubscription token={confirm} />
      ) : token ? (
        <PreferencesEditor
          token={token}
          confirmUnsubscribe={params.get('action') === 'unsubscribe'}
          justConfirmed={params.get('confirmed') === '1'}
        />
      ) : (
        <RequestLinkForm />
      )}
    </div>
  );
}

/** Opening the confirmation link confirms (a POST from the page, so mail scanners that only fetch the link confirm nothing). */
function ConfirmSubscription({ token }: { token: string }) {
  const [, setParams] = useSearchParams();
  const confirm = useMutation({
    mutationFn: () => call(notificationsApi.confirm, { query: { token } }),
    onSuccess: (result) => setParams({ token: result.token, confirmed: '1' }, { replace: true }),
  });
  const { mutate } = confirm;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (confirm.isError) {
    return (
      <Card className="newsletter-card" role="alert">
        <p>{errorMessage(confirm.error, 'This link is invalid or has expired.')}</p>
        <p>To get a new link, sign up again with the newsletter form at the bottom of this page.</p>
      </Card>
    );
  }
  return <Spinner block label="Confirming your subscription..." />;
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (value: string) => call(notificationsApi.sendPreferencesLink, { body: { email: value } }),
    onSuccess: (result) => {
      setSent(result?.message ?? 'Check your inbox for a link to manage your preferences.');
      setEmail('');
    },
    onError: (e) => toast({ title: 'Request failed', description: errorMessage(e), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast({ title: 'Email required', description: 'Please enter your email address.', variant: 'destructive' });
      return;
    }
    request.mutate(value);
  };
  return (
    <Card className="newsletter-card">
      <p>Enter the address you subscribed with and we will e-mail you a link to change your topics and frequency or to unsubscribe.</p>
      <form onSubmit={submit} noValidate className="newsletter-form">
        <Label htmlFor="preferences-email">Email</Label>
        <Input id="preferences-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send me the link'}
        </Button>
      </form>
      {sent ? (
        <p role="status" className="newsletter-sent">
          {sent}
        </p>
      ) : null}
    </Card>
  );
}

function PreferencesEditor({
  token,
  confirmUnsubscribe,
  justConfirmed,
}: {
  token: string;
  confirmUnsubscribe: boolean;
  justConfirmed: boolean;
}) {
  const queryClient = useQueryClient();
  const query = useQuery(queryOptions(notificationsApi.getPreferences, { query: { token } }));
  const [prefs, setPrefs] = useState<NewsletterPreferences | null>(null);
  useEffect(() => {
    if (query.data) setPrefs(query.data.preferences);
  }, [query.data]);

  const save = useMutation({
    mutationFn: (p: NewsletterPreferences) => call(notificationsApi.updatePreferences, { body: { email: query.data!.email, preferences: p, token } }),
    onSuccess: () => {
      toast({
        title: 'Preferences updated',
        description: 'Your newsletter preferences have been updated successfully.',
        variant: 'success',
      });
      void invalidateRoute(queryClient, notificationsApi.getPreferences);
      void invalidateRoute(queryClient, notificationsApi.listSubscriptions);
    },
    onError: (e) => toast({ title: 'Update failed', description: errorMessage(e), variant: 'destructive' }),
  });
  const unsubscribe = useMutation({
    mutationFn: () => call(notificationsApi.unsubscribe, { body: { token } }),
    onSuccess: () => {
      toast({ title: 'Unsubscribed', description: 'You will no longer receive our newsletter.', variant: 'success' });
      void invalidateRoute(queryClient, notificationsApi.getPreferences);
      void invalidateRoute(queryClient, notificationsApi.listSubscriptions);
    },
    onError: (e) => toast({ title: 'Unsubscribe failed', description: errorMessage(e), variant: 'destructive' }),
  });

  if (query.isLoading) return <Spinner block label="Loading preferences..." />;
  if (query.isError || !query.data) {
    return (
      <Card className="newsletter-card" role="alert">
        <p>{errorMessage(query.error, 'This link is invalid or has expired.')}</p>
        <RequestLinkForm />
      </Card>
    );
  }
  if (!prefs) return null;
  const sub = query.data;
  const toggleTopic = (topic: (typeof NEWSLETTER_TOPICS)[number], on: boolean) =>
    setPrefs({ ...prefs, topics: on ? [...new Set([...prefs.topics, topic])] : prefs.topics.filter((t) => t !== topic) });

  return (
    <Card className="newsletter-card">
      {justConfirmed && sub.status === 'active' ? (
        <p role="status" className="newsletter-sent">
          Thank you! Your subscription is confirmed. You can choose your topics and how often you hear from us below.
        </p>
      ) : null}
      <p>
        Subscription for <strong>{sub.email}</strong>: <span data-testid="subscription-status">{STATUS_LABELS[sub.status]}</span>
      </p>
      {/* The e-mail's Unsubscribe link (`&action=unsubscribe`) asks first; nothing changes on a mere visit. */}
      {confirmUnsubscribe && sub.status === 'active' ? (
        <p className="newsletter-sent">To stop receiving the newsletter, press Unsubscribe below. Or choose fewer topics instead.</p>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(prefs);
        }}
        className="newsletter-form"
      >
        <fieldset className="newsletter-fieldset">
          <legend>Topics</legend>
          {NEWSLETTER_TOPICS.map((topic) => (
            <label key={topic} className="newsletter-check">
              <input type="checkbox" checked={prefs.topics.includes(topic)} onChange={(e) => toggleTopic(topic, e.target.checked)} />
              {TOPIC_LABELS[topic]}
            </label>
          ))}
        </fieldset>
        <fieldset className="newsletter-fieldset">
          <legend id="frequency-label">Frequency</legend>
          <RadioGroup
            aria-labelledby="frequency-label"
            value={prefs.frequency}
            onValueChange={(v) => setPrefs({ ...prefs, frequency: v as NewsletterPreferences['frequency'] })}
          >
            {NEWSLETTER_FREQUENCIES.map((f) => (
              <label key={f} className="newsletter-check">
                <RadioGroupItem value={f} aria-label={FREQUENCY_LABELS[f]} />
                {FREQUENCY_LABELS[f]}
              </label>
            ))}
          </RadioGroup>
        </fieldset>
        <label className="newsletter-check">
          <Switch checked={prefs.digest} onCheckedChange={(on) => setPrefs({ ...prefs, digest: on })} aria-label="Notification digest" />
          E-mail me a digest of my unread notifications
        </label>
        <div className="page__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
          {sub.status !== 'unsubscribed' ? (
            <Button variant="destructive" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
