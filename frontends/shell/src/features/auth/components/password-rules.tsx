import type { SecuritySettings } from '@trap/contracts';

/** The rules of the password policy in force (the security settings), each with whether the password meets it. */
export function passwordRules(password: string, s: SecuritySettings): { label: string; met: boolean }[] {
  return [
    { label: `At least ${s.passwordMinLength} characters`, met: password.length >= s.passwordMinLength },
    ...(s.passwordRequireUppercase ? [{ label: 'An upper-case letter', met: /[A-Z]/.test(password) }] : []),
    ...(s.passwordRequireNumbers ? [{ label: 'A number', met: /[0-9]/.test(password) }] : []),
    ...(s.passwordRequireSpecial ? [{ label: 'A special character', met: /[^A-Za-z0-9]/.test(password) }] : []),
  ];
}

/**
 * Issue 16 item 0: the password policy the server enforces, shown under the password field and
 * ticked off as the member types, so a password the form accepts is never refused by the server.
 */
export function PasswordRules({ id, password, security }: { id: string; password: string; security: SecuritySettings }) {
  const rules = passwordRules(password, security);
  return (
    <div id={id} className="auth-password-rules" aria-live="polite">
      <p className="auth-password-rules__title">Your password needs:</p>
      <ul>
        {rules.map((r) => (
          <li key={r.label} className={r.met ? 'is-met' : undefined}>
            <span aria-hidden="true">{r.met ? '✓' : '○'}</span> {r.label}
            <span className="ui-sr-only">{r.met ? ' (done)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
