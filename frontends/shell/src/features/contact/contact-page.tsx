import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { CONTACT_LIMITS, contactMessageInputSchema, type ContactReceipt } from '@trap/contracts';
import { contactApi } from '@trap/contracts/api/route-paths';
import { call, ApiError, Button, Card, errorMessage, FormField, Input, PageHead, Textarea, useAuth, useMessageText, useSiteSettings } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { applyServerFieldErrors } from '../../shared/lib/server-errors.ts';
import { CONTACT_NS, useContactT } from './texts/texts.ts';
import './contact.css';

type ContactInput = z.input<typeof contactMessageInputSchema>;
type ContactOutput = z.output<typeof contactMessageInputSchema>;
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function ContactForm({ onSent }: { onSent: (receipt: ContactReceipt) => void }) {
  const { user } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useContactT();
  // the contact schema's messages (SPEC's English) in the page's language: @trap/ui's shared catalogue
  const contactFieldText = useMessageText();
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
          : t('form.notSent', { reason: errorMessage(error, t('form.tryLater')) }),
      );
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    send.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('form.label')} className="contact-form">
      {formError ? (
        <p className="ui-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="contact-form__row">
        <FormField id="contact-name" label={t('form.name')} error={contactFieldText(errors.name?.message)}>
          <Input autoComplete="name" maxLength={CONTACT_LIMITS.name + 20} {...form.register('name')} />
        </FormField>
        <FormField id="contact-email" label={t('form.email')} error={contactFieldText(errors.email?.message)}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t('form.subject')} error={contactFieldText(errors.subject?.message)}>
        <Input {...form.register('subject')} />
      </FormField>
      <FormField
        id="contact-message"
        label={t('form.message')}
        hint={t('form.hint', { length: messageLength, max: CONTACT_LIMITS.message, min: CONTACT_LIMITS.messageMin })}
        error={contactFieldText(errors.message?.message)}
      >
        <Textarea rows={7} {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}

/** /contact: a message to the site's admins (stored, then e-mailed to their inbox). */
export default function ContactPage() {
  const { settings } = useSiteSettings();
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);
  const { contactEmail, phoneNumber } = settings.general;
  const { t } = useContactT();
  return (
    <div className="page contact-page">
      <PageHead
        title={t('title')}
        description={t('metaDescription')}
        path="/contact"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'ContactPage', name: t('title') }}
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('eyebrow')}</p>
        <h1>{t('title')}</h1>
        <p className="page__lead">{t('lead')}</p>
      </header>
      <div className="contact-layout">
        <Card className="contact-card">
          {receipt ? (
            <div className="contact-success" role="status">
              <h2>{t('sent')}</h2>
              <p>{receipt.message}</p>
              <Button variant="outline" onClick={() => setReceipt(null)}>
                {t('another')}
              </Button>
            </div>
          ) : (
            <ContactForm onSent={setReceipt} />
          )}
        </Card>
        <aside className="contact-aside" aria-label={t('other')}>
          <h2>{t('other')}</h2>
          {contactEmail ? (
            <p>
              <Trans ns={CONTACT_NS} i18nKey="email" values={{ email: contactEmail }} components={{ mail: <a href={`mailto:${contactEmail}`} /> }} />
            </p>
          ) : null}
          {phoneNumber ? (
            <p>
              <Trans
                ns={CONTACT_NS}
                i18nKey="phone"
                values={{ phone: phoneNumber }}
                components={{ phone: <a href={`tel:${phoneNumber.replace(/[^\d+]/g, '')}`} /> }}
              />
            </p>
          ) : null}
          <p className="page__muted">{t('answerTime')}</p>
        </aside>
      </div>
    </div>
  );
}
