import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES } from '@trap/contracts';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, Card, errorMessage, PageHead, Spinner, USER_QUERY_KEY, useAuth } from '@trap/ui';
import { useAccountMessage, useAccountT } from './texts/texts.ts';
import './account.css';

/**
 * /verify-email?token=: the e-mailed link verifies the address. Opening the page posts
 * the token (so mail scanners that only fetch the link verify nothing).
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { t } = useAccountT();
  return (
    <div className="page page--narrow account-page">
      <PageHead title={t('verify.title')} description={t('verify.metaDescription')} noindex />
      <h1 className="page__title">{t('verify.title')}</h1>
      <Card className="account-card">{token ? <Verify token={token} /> : <Problem message={ACCOUNT_MESSAGES.verifyLinkInvalid} />}</Card>
    </div>
  );
}

function Problem({ message }: { message: string }) {
  const { user } = useAuth();
  const { t } = useAccountT();
  const accountMessage = useAccountMessage();
  return (
    <>
      <p role="alert" className="ui-form-error">
        {accountMessage(message)}
      </p>
      <p className="account-lead">
        {user ? t('verify.sendAgain') : t('verify.logInToSend')}
      </p>
      <p className="account-links">
        <Link to="/profile/security">{t('verify.security')}</Link>
      </p>
    </>
  );
}

function Verify({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { t } = useAccountT();
  const accountMessage = useAccountMessage();
  const verify = useMutation({
    mutationFn: () => call(authAccountApi.verifyEmail, { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  const { mutate } = verify;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (verify.isError) return <Problem message={errorMessage(verify.error, ACCOUNT_MESSAGES.verifyLinkInvalid)} />;
  if (verify.isSuccess)
    return (
      <>
        <p role="status" className="account-done">
          {accountMessage(verify.data.message)}
        </p>
        <p className="account-links">
          <Link to="/profile">{t('verify.dashboard')}</Link>
        </p>
      </>
    );
  return <Spinner block label={t('verify.verifying')} />;
}
