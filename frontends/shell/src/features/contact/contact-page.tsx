import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CONTACT_LIMITS, contactMessageInputSchema, type ContactReceipt } from '@trap/contracts';
import { contactApi } from '@trap/contracts/api/route-paths';
import { call, ApiError, Button, Card, errorMessage, FormField, Input, PageHead, Textarea, useAuth, useSiteSettings } from '@trap/ui';
import { applyServerFieldErrors } from '../../shared/lib/server-errors.ts';
import './contact.css';

type ContactInput = z.input<typeof contactMessageInputSchema>;
type ContactOutput = z.output<typeof contactMessageInputSchema>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function ContactForm({ onSent }: { onSent: (receipt: ContactReceipt) => void }) {
  const { user } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: { name: user?.displayName ?? '', email: user?.email ?? '', subject: '', message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const messageLength = (form.watch('message') ?? '').trim().length;
  const send = useMutation({
    mutationFn: (values: ContactOutput) => call(contactApi.sendContactMessage, { body: values }),
    onSuccess: (receipt) => {
      form.reset();
      onSent(receipt);
    },
    onError: (error) => {
      if (applyServerFieldErrors(error, form.setError, FIELDS)) return;
      setFormError(
        error instanceof ApiError && error.status === 429
          ? errorMessage(error)
          : `Your message could not be sent: ${errorMessage(error, 'please try again later.')}`,
      );
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    send.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" className="contact-form">
      {formError ? (
        <p className="ui-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="contact-form__row">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name + 20} {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField
        id="contact-message"
        label="Message"
        hint={`${messageLength}/${CONTACT_LIMITS.message} characters (at least ${CONTACT_LIMITS.messageMin})`}
        error={errors.message?.message}
      >
        <Textarea rows={7} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

/** /contact: a message to the site's admins (stored, then e-mailed to their inbox). */
export default function ContactPage() {
  const { settings } = useSiteSettings();
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const { contactEmail, phoneNumber } = settings.general;
  return (
    <div className="page contact-page">
      <PageHead
        title="Contact Us"
        description="Questions about ranges, membership or the community? Send the Trap India team a message."
        path="/contact"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'ContactPage', name: 'Contact Us' }}
      />
      <header className="page__header">
        <p className="page__eyebrow">Contact</p>
        <h1>Contact Us</h1>
        <p className="page__lead">
          Questions about a range listing, membership, coaching or the site? Write to us and an admin will reply by e-mail.
        </p>
      </header>
      <div className="contact-layout">
        <Card className="contact-card">
          {receipt ? (
            <div className="contact-success" role="status">
              <h2>Message sent</h2>
              <p>{receipt.message}</p>
              <Button variant="outline" onClick={() => setReceipt(null)}>
                Send another message
              </Button>
            </div>
          ) : (
            <ContactForm onSent={setReceipt} />
          )}
        </Card>
        <aside className="contact-aside" aria-label="Other ways to reach us">
          <h2>Other ways to reach us</h2>
          {contactEmail ? (
            <p>
              Email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
            </p>
          ) : null}
          {phoneNumber ? (
            <p>
              Phone: <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneNumber}</a>
            </p>
          ) : null}
          <p className="page__muted">We usually answer within two working days.</p>
        </aside>
      </div>
    </div>
  );
}
