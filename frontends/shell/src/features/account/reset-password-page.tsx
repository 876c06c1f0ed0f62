import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, passwordSchema, type ResetPasswordRequest } from '@trap/contracts';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, ApiError, Button, Card, errorMessage, FormField, Input, PageHead, PasswordRules, usePasswordPolicy } from '@trap/ui';
import { applyServerFieldErrors } from '../../shared/lib/server-errors.ts';
import { PASSWORDS_DIFFER, useAccountMessage, useAccountT } from './texts/texts.ts';
import './account.css';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
type ResetForm = z.infer<typeof resetFormSchema>;

/** /reset-password?token=: the e-mailed link; a new password, then log in with it. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { t } = useAccountT();
  return (
    <div className="page page--narrow account-page">
      <PageHead title={t('reset.title')} description={t('reset.metaDescription')} noindex />
      <h1 className="page__title">{t('reset.title')}</h1>
      <Card className="account-card">
        {token ? <ResetForm token={token} /> : <LinkProblem message={ACCOUNT_MESSAGES.resetLinkInvalid} />}
      </Card>
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  const { t } = useAccountT();
  const accountMessage = useAccountMessage();
  return (
    <>
      <p role="alert" className="ui-form-error">
        {accountMessage(message)}
      </p>
      <p className="account-links">
        <Link to="/forgot-password">{t('reset.newLink')}</Link>
        <Link to="/auth">{t('backToLogin')}</Link>
      </p>
    </>
  );
}

function ResetForm({ token }: { token: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const passwordPolicy = usePasswordPolicy();
  const { t } = useAccountT();
  const accountMessage = useAccountMessage();
  const reset = useMutation({
    mutationFn: (body: ResetPasswordRequest) => call(authAccountApi.resetPassword, { body }),
    onSuccess: (res) => setDone(res.message),
    onError: (error) => {
      if (error instanceof ApiError && error.fields?.token) setLinkError(error.fields.token);
      else if (!applyServerFieldErrors(error, form.setError, ['password']))
        setFormError(accountMessage(errorMessage(error, t('reset.failed'))));
    },
  });
  const onSubmit = form.handleSubmit(({ password }) => {
    setFormError(null);
    // as the server checks it: the contract's schema (above), then the policy in force, with its message
    const policy = passwordPolicy(password);
    if (policy) {
      form.setError('password', { message: policy }, { shouldFocus: true });
      return;
    }
    reset.mutate({ token, password });
  });

  if (linkError) return <LinkProblem message={linkError} />;
  if (done)
    return (
      <>
        <p role="status" className="account-done">
          {accountMessage(done)}
        </p>
        <p className="account-links">
          <Link to="/auth">{t('reset.logIn')}</Link>
        </p>
      </>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('reset.title')} className="auth-form">
      <p className="account-lead">{t('reset.lead')}</p>
      {formError ? (
        <p className="ui-form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <FormField id="reset-password" label={t('reset.password')}
        describedBy="reset-password-rules"
        error={accountMessage(errors.password?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <PasswordRules id="reset-password-rules" password={password} />
      <FormField id="reset-confirm" label={t('reset.confirm')} error={accountMessage(errors.confirmPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" fullWidth size="lg" disabled={reset.isPending}>
        {reset.isPending ? t('reset.resetting') : t('reset.submit')}
      </Button>
    </form>
  );
}
