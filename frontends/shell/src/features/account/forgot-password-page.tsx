import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@trap/contracts';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, Button, Card, errorMessage, FormField, Input, PageHead } from '@trap/ui';
import { applyServerFieldErrors } from '../../shared/lib/server-errors.ts';
import './account.css';

/**
 * /forgot-password: the member enters their address and is told to check their inbox.
 * The answer is the same whether or not the address is registered.
 */
export default function ForgotPasswordPage() {
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
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
        setFormError(errorMessage(error, 'Could not send the link. Please try again.'));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    request.mutate(values);
  });

  return (
    <div className="page page--narrow account-page">
      <PageHead title="Forgot password" description="Get a link to reset your Trap India password." noindex />
      <h1 className="page__title">Forgot password</h1>
      <Card className="account-card">
        {done ? (
          <>
            <p role="status" className="account-done">
              {done}
            </p>
            <p className="account-lead">
              The link works once, for one hour. No e-mail? Check your spam folder or ask again in a few minutes.
            </p>
            <p className="account-links">
              <Link to="/auth">Back to login</Link>
            </p>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Forgot password" className="auth-form">
            <p className="account-lead">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
            {formError ? (
              <p className="ui-form-error" role="alert">
                {formError}
              </p>
            ) : null}
            <FormField id="forgot-email" label="Email" error={form.formState.errors.email?.message}>
              <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...form.register('email')} />
            </FormField>
            <Button type="submit" fullWidth size="lg" disabled={request.isPending}>
              {request.isPending ? 'Sending link...' : 'Send reset link'}
            </Button>
            <p className="account-links">
              <Link to="/auth">Back to login</Link>
            </p>
          </form>
        )}
      </Card>
    </div>
  );
}
