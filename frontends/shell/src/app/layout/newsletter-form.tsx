import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, toast } from '@trap/ui';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Footer newsletter sign-up (SPEC 4.8, 8.3): idle -> 'Subscribing...' -> success (check your inbox to confirm), and the field clears. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  const subscribe = async (value: string) => {
    setPending(true);
    try {
      // the sending code arrives with the first subscription (newsletter-subscribe.ts)
      const { subscribeToNewsletter } = await import(/* webpackChunkName: "newsletter-subscribe" */ './newsletter-subscribe.ts');
      if (await subscribeToNewsletter(queryClient, value)) setEmail('');
    } catch {
      toast({ title: 'Subscription failed', description: 'Please check your connection and try again.', variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

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
    void subscribe(value);
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
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Subscribing...' : 'Subscribe'}
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
