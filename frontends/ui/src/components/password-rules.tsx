import { passwordPolicyError, passwordPolicyRules } from '@trap/contracts';
// The shared copy (federation singleton): the one settings query of the page.
import { useSiteSettings } from '@trap/ui/core';

/**
 * The password policy in force (the security settings, read live) as the server checks it: the
 * first broken rule's message, worded as the auth service words it, or null. Forms that set a
 * password run it on submit after their contract's schema, so the server never refuses what they send.
 */
export function usePasswordPolicy(): (password: string) => string | null {
  const { settings } = useSiteSettings();
  return (password) => passwordPolicyError(password, settings.security);
}

/**
 * The rules of that policy under a new-password field, ticked off as the member types: register,
 * reset password and change password show this one list, so no form advertises another rule.
 * Styles: `.ui-password-rules` in styles.css (loaded with every app, no chunk of its own).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { settings } = useSiteSettings();
  return (
    <div id={id} className="ui-password-rules" aria-live="polite">
      <p className="ui-password-rules__title">Your password needs:</p>
      <ul>
        {passwordPolicyRules(settings.security).map((rule) => {
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
