import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@trap/contracts';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, Button, Card, errorMessage, FormField, Input, PageHead } from '@trap/ui';
import { applyServerFieldErrors } from '../../shared/lib/server-errors.ts';
import { useAccountMessage, useAccountT } from './texts/texts.ts';
import './account.css';

/**
 * /forgot-password: the member enters their address and is told to check their inbox.
 * The answer is the same whether or not the address is registered.
 */
export default function ForgotPasswordPage() {
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useAccountT();
  const accountMessage = useAccountMessage();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const request = useMutation({
    mutationFn: (body: ForgotPasswordRequest) => call(authAccountApi.forgotPassword, { body }),
    onSuccess: (res) => setDone(res.message),
    onError: (error) => {
      if (!applyServerFieldErrors(error, form.setError, ['email']))
        setFormError(accountMessage(errorMessage(error, t('forgot.failed'))));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    request.mutate(values);
  });

  return (
    <div className="page page--narrow account-page">
      <PageHead title={t('forgot.title')} description={t('forgot.metaDescription')} noindex />
      <h1 className="page__title">{t('forgot.title')}</h1>
      <Card className="account-card">
        {done ? (
          <>
            <p role="status" className="account-done">
              {accountMessage(done)}
            </p>
            <p className="account-lead">
              {t('forgot.linkNote')}
            </p>
            <p className="account-links">
              <Link to="/auth">{t('backToLogin')}</Link>
            </p>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label={t('forgot.title')} className="auth-form">
            <p className="account-lead">{t('forgot.lead')}</p>
            {formError ? (
              <p className="ui-form-error" role="alert">
                {formError}
              </p>
            ) : null}
            <FormField id="forgot-email" label={t('forgot.email')} error={accountMessage(form.formState.errors.email?.message)}>
              <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register('email')} />
            </FormField>
            <Button type="submit" fullWidth size="lg" disabled={request.isPending}>
              {request.isPending ? t('forgot.sending') : t('forgot.send')}
            </Button>
            <p className="account-links">
              <Link to="/auth">{t('backToLogin')}</Link>
            </p>
          </form>
        )}
      </Card>
    </div>
  );
}
