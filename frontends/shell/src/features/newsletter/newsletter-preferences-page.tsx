import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_FREQUENCIES, NEWSLETTER_TOPICS, type NewsletterPreferences } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { call, Button, invalidateRoute, queryOptions, Card, errorMessage, Input, Label, PageHead, RadioGroup, RadioGroupItem, Spinner, Switch, toast } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { FREQUENCY_TEXTS, NEWSLETTER_NS, STATUS_TEXTS, TOPIC_TEXTS, useNewsletterT, useServiceMessage } from './texts/texts.ts';
import './newsletter.css';

/**
 * /newsletter-preferences (SPEC 2.1, 8.3): `?confirm=` (the sign-up e-mail's double opt-in link)
 * confirms and then shows the preferences; with a signed `?token=` link, edit or unsubscribe;
 * without either, ask for the link.
 */
export default function NewsletterPreferencesPage() {
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const token = params.get('token');
  const { t } = useNewsletterT();
  return (
    <div className="page page--narrow newsletter-page">
      <PageHead title={t('title')} description={t('metaDescription')} noindex />
      <h1 className="page__title">{t('title')}</h1>
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
  const { t } = useNewsletterT();
  const serviceMessage = useServiceMessage();
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
        <p>{serviceMessage(errorMessage(confirm.error, t('invalidLink')))}</p>
        <p>{t('signUpAgain')}</p>
      </Card>
    );
  }
  return <Spinner block label={t('confirming')} />;
}

function RequestLinkForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useNewsletterT();
  const serviceMessage = useServiceMessage();
  const request = useMutation({
    mutationFn: (value: string) => call(notificationsApi.sendPreferencesLink, { body: { email: value } }),
    onSuccess: (result) => {
      setSent(result?.message ? serviceMessage(result.message) : t('request.checkInbox'));
      setEmail('');
    },
    onError: (e) => toast({ title: t('request.failed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast({ title: t('request.emailRequired'), description: t('request.enterEmail'), variant: 'destructive' });
      return;
    }
    request.mutate(value);
  };
  return (
    <Card className="newsletter-card">
      <p>{t('request.lead')}</p>
      <form onSubmit={submit} noValidate className="newsletter-form">
        <Label htmlFor="preferences-email">{t('request.email')}</Label>
        <Input id="preferences-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? t('request.sending') : t('request.send')}
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
  const { t } = useNewsletterT();
  const serviceMessage = useServiceMessage();
  useEffect(() => {
    if (query.data) setPrefs(query.data.preferences);
  }, [query.data]);

  const save = useMutation({
    mutationFn: (p: NewsletterPreferences) => call(notificationsApi.updatePreferences, { body: { email: query.data!.email, preferences: p, token } }),
    onSuccess: () => {
      toast({
        title: t('editor.updated'),
        description: t('editor.updatedText'),
        variant: 'success',
      });
      void invalidateRoute(queryClient, notificationsApi.getPreferences);
      void invalidateRoute(queryClient, notificationsApi.listSubscriptions);
    },
    onError: (e) => toast({ title: t('editor.updateFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
  const unsubscribe = useMutation({
    mutationFn: () => call(notificationsApi.unsubscribe, { body: { token } }),
    onSuccess: () => {
      toast({ title: t('editor.unsubscribed'), description: t('editor.unsubscribedText'), variant: 'success' });
      void invalidateRoute(queryClient, notificationsApi.getPreferences);
      void invalidateRoute(queryClient, notificationsApi.listSubscriptions);
    },
    onError: (e) => toast({ title: t('editor.unsubscribeFailed'), description: errorMessage(e), variant: 'destructive' }),
  });

  if (query.isLoading) return <Spinner block label={t('editor.loading')} />;
  if (query.isError || !query.data) {
    return (
      <Card className="newsletter-card" role="alert">
        <p>{serviceMessage(errorMessage(query.error, t('invalidLink')))}</p>
        <RequestLinkForm />
      </Card>
    );
  }
  if (!prefs) return null;
  const sub = query.data;
  const toggleTopic = (topic: (typeof NEWSLETTER_TOPICS)[number], on: boolean) =>
    setPrefs({ ...prefs, topics: on ? [...new Set([...prefs.topics, topic])] : prefs.topics.filter((other) => other !== topic) });

  return (
    <Card className="newsletter-card">
      {justConfirmed && sub.status === 'active' ? (
        <p role="status" className="newsletter-sent">
          {t('editor.confirmed')}
        </p>
      ) : null}
      <p>
        <Trans
          ns={NEWSLETTER_NS}
          i18nKey="editor.subscription"
          values={{ email: sub.email, status: t(STATUS_TEXTS[sub.status].textKey) }}
          components={{ email: <strong />, status: <span data-testid="subscription-status" /> }}
        />
      </p>
      {/* The e-mail's Unsubscribe link (`&action=unsubscribe`) asks first; nothing changes on a mere visit. */}
      {confirmUnsubscribe && sub.status === 'active' ? (
        <p className="newsletter-sent">{t('editor.unsubscribeHint')}</p>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(prefs);
        }}
        className="newsletter-form"
      >
        <fieldset className="newsletter-fieldset">
          <legend>{t('editor.topics')}</legend>
          {NEWSLETTER_TOPICS.map((topic) => (
            <label key={topic} className="newsletter-check">
              <input type="checkbox" checked={prefs.topics.includes(topic)} onChange={(e) => toggleTopic(topic, e.target.checked)} />
              {t(TOPIC_TEXTS[topic].textKey)}
            </label>
          ))}
        </fieldset>
        <fieldset className="newsletter-fieldset">
          <legend id="frequency-label">{t('editor.frequency')}</legend>
          <RadioGroup
            aria-labelledby="frequency-label"
            value={prefs.frequency}
            onValueChange={(v) => setPrefs({ ...prefs, frequency: v as NewsletterPreferences['frequency'] })}
          >
            {NEWSLETTER_FREQUENCIES.map((f) => (
              <label key={f} className="newsletter-check">
                <RadioGroupItem value={f} aria-label={t(FREQUENCY_TEXTS[f].textKey)} />
                {t(FREQUENCY_TEXTS[f].textKey)}
              </label>
            ))}
          </RadioGroup>
        </fieldset>
        <label className="newsletter-check">
          <Switch checked={prefs.digest} onCheckedChange={(on) => setPrefs({ ...prefs, digest: on })} aria-label={t('editor.digestLabel')} />
          {t('editor.digest')}
        </label>
        <div className="page__actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </Button>
          {sub.status !== 'unsubscribed' ? (
            <Button variant="destructive" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? t('editor.unsubscribing') : t('editor.unsubscribe')}
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
