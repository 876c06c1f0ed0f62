import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_CHECK_INBOX } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/route-paths';
import { Button, call, errorMessage, Input, invalidateRoute, toast } from '@trap/ui';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Footer newsletter sign-up (SPEC 4.8, 8.3): idle -> 'Subscribing...' -> success (check your inbox to confirm), and the field clears. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const subscribe = useMutation({
    mutationFn: (value: string) => call(notificationsApi.subscribe, { body: { email: value } }),
    // Double opt-in: nothing is subscribed until the e-mailed link is opened, so the toast says where to look.
    onSuccess: (result) => {
      setEmail('');
      toast({ title: 'Check your inbox', description: result?.message ?? NEWSLETTER_CHECK_INBOX, variant: 'success' });
      void invalidateRoute(queryClient, notificationsApi.listSubscriptions);
    },
    onError: (e) => toast({ title: 'Subscription failed', description: errorMessage(e), variant: 'destructive' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toast({ title: 'Email required', description: 'Please enter your email address to subscribe.', variant: 'destructive' });
      return;
    }
    if (!EMAIL.test(value)) {
      setError('Please enter a valid email address');
      return;
    }
    setError(null);
    subscribe.mutate(value);
  };

  return (
    <form className="shell-newsletter" onSubmit={submit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="shell-footer__heading">
        Newsletter
      </h2>
      <p className="shell-newsletter__text">Practice tips, range news and AMA schedules, once a week.</p>
      <div className="shell-newsletter__row">
        <label htmlFor="newsletter-email" className="ui-sr-only">
          Email address
        </label>
        <Input
          id="newsletter-email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
        />
        <Button type="submit" variant="secondary" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error ? (
        <p id="newsletter-error" className="ui-field__error shell-newsletter__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
