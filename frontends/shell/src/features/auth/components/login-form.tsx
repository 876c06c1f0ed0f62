import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginRequestSchema } from '@trap/contracts';
import { Button, FormField, Input, isCancelledError, LOGIN_CANCELLED_MESSAGE, useAppConfig, useAuth } from '@trap/ui';
import { applyServerFieldErrors } from '../../../shared/lib/server-errors.ts';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';
import { useFieldErrorText } from '../field-error-text.ts';

type LoginInput = z.input<typeof loginRequestSchema>;
type LoginOutput = z.output<typeof loginRequestSchema>;

export function LoginForm({ onLoggedIn, onSubmitStart }: { onLoggedIn: () => void; onSubmitStart: (active: boolean) => void }) {
  const { loginMutation, isLoading } = useAuth();
  const { demoMode, demoPassword } = useAppConfig();
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { t, language } = useShellPageT();
  const errorText = useFieldErrorText();
  const form = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
    // SPEC 4.1: validate on submit, then re-validate on change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const pending = loginMutation.isPending;

  const onSubmit = form.handleSubmit((values) => {
    setFormMessage(null);
    onSubmitStart(true);
    loginMutation.mutate(values, {
      onSuccess: () => onLoggedIn(),
      onError: (error) => {
        onSubmitStart(false);
        if (isCancelledError(error)) setFormMessage(language === 'en' ? LOGIN_CANCELLED_MESSAGE : t('auth.login.cancelled'));
        else applyServerFieldErrors(error, form.setError, ['username', 'password']);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.form')} className="auth-form">
      {formMessage ? (
        <p className="ui-form-error" role="alert">
          {formMessage}
        </p>
      ) : null}
      <FormField id="login-username" label={t('auth.login.username')} error={errorText(errors.username?.message)}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.register('username')} />
      </FormField>
      <FormField id="login-password" label={t('auth.login.password')} error={errorText(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <p className="auth-forgot">
        <Link to="/forgot-password">{t('auth.login.forgot')}</Link>
      </p>
      <Button type="submit" fullWidth size="lg" disabled={pending || isLoading}>
        {pending ? t('auth.login.signingIn') : t('auth.login.signIn')}
      </Button>

      {demoMode ? (
        <p className="auth-demo" role="note">
          {t('auth.login.demoAccount')} <strong>admin</strong>
          {demoPassword ? (
            <>
              {t('auth.login.demoPassword')} <strong>{demoPassword}</strong>
            </>
          ) : null}
        </p>
      ) : null}

      <div className="auth-divider" role="separator" aria-label={t('auth.login.orContinue')}>
        <span>{t('auth.login.orContinue')}</span>
      </div>
      <Button variant="outline" fullWidth disabled title={t('auth.login.googleUnavailable')}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
        </svg>
        Google
      </Button>
      <p className="auth-clear">
        {t('auth.login.trouble')} <Link to="/clear-storage">{t('auth.login.clearData')}</Link>
      </p>
    </form>
  );
}
