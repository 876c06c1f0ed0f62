import { useMutation } from '@tanstack/react-query';
import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, Button, errorMessage, toast, useAuth } from '@trap/ui';

/**
 * "Verify your e-mail": shown while the member's address is unverified, on the
 * dashboard and the security page, with a rate-limited resend. Nothing when verified.
 */
export function VerifyEmailNotice() {
  const { user } = useAuth();
  const resend = useMutation({
    mutationFn: () => call(authAccountApi.resendEmailVerification),
    onSuccess: (res) => toast({ title: 'Verification e-mail sent', description: res.message, variant: 'success' }),
    onError: (e) => toast({ title: 'Could not send the e-mail', description: errorMessage(e), variant: 'destructive' }),
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
        Verify your e-mail
      </h2>
      <p style={{ margin: 0, overflowWrap: 'anywhere' }}>
        We sent a link to <strong>{user.email}</strong>. Open it to confirm the address is yours, so you can reset your password if you ever
        forget it.
      </p>
      <div>
        <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend verification e-mail'}
        </Button>
      </div>
    </section>
  );
}
