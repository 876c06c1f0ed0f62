import { passwordPolicyError, passwordPolicyRules } from '@trap/contracts';
// The shared copy (federation singleton): the one settings query of the page.
import { useSiteSettings } from '@trap/ui/core';
import './password-rules.css';

/**
 * The check of the password policy in force (the security settings, read live): the first broken
 * rule's message, as the auth service words it, or null. Forms run it on submit so a password the
 * form accepts is never refused by the server.
 */
export function usePasswordPolicy(): (password: string) => string | null {
  const { settings } = useSiteSettings();
  return (password) => passwordPolicyError(password, settings.security);
}

/**
 * The password policy the server enforces (from the security settings), shown under a new-password
 * field and ticked off as the member types. Every form that sets a password shows this one list, so
 * no form can advertise a rule the server does not apply.
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { settings } = useSiteSettings();
  const rules = passwordPolicyRules(settings.security);
  return (
    <div id={id} className="ui-password-rules" aria-live="polite">
      <p className="ui-password-rules__title">Your password needs:</p>
      <ul>
        {rules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={met ? 'is-met' : undefined}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
              <span className="ui-sr-only">{met ? ' (done)' : ' (missing)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
