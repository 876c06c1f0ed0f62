import { useMutation } from '@tanstack/react-query';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, Button, errorMessage, toast, useAuth } from '@trap/ui';
import { useSharedAccountT } from './texts/texts.ts';

/**
 * "Verify your e-mail": shown while the member's address is unverified, on the
 * dashboard and the security page, with a rate-limited resend. Nothing when verified.
 */
export function VerifyEmailNotice() {
  const { user } = useAuth();
  const { t } = useSharedAccountT();
  const resend = useMutation({
    mutationFn: () => call(authAccountApi.resendEmailVerification),
    onSuccess: (res) => toast({ title: t('verifyEmail.sent'), description: res.message, variant: 'success' }),
    onError: (e) => toast({ title: t('verifyEmail.notSent'), description: errorMessage(e), variant: 'destructive' }),
  });
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="verify-email-title"
      className="verify-email-notice"
      style={{
        display: 'grid',
        gap: '0.5rem',
        padding: '1rem',
        margin: '0 0 1.25rem',
        borderRadius: '0.5rem',
        border: '1px solid var(--color-warning)',
        background: 'var(--color-warning-soft)',
      }}
    >
      <h2 id="verify-email-title" style={{ fontSize: '1.05rem', margin: 0 }}>
        {t('verifyEmail.title')}
      </h2>
      {/* the address between two texts (Hindi puts it first: हमने … पर), so no Trans and its i18next on the dashboard */}
      <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {t('verifyEmail.sentTo')} <strong>{user.email}</strong>
        {t('verifyEmail.openIt')}
      </p>
      <div>
        <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? t('verifyEmail.sending') : t('verifyEmail.resend')}
        </Button>
      </div>
    </section>
  );
}
