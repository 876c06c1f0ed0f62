import { passwordPolicyError, passwordPolicyRules } from '@trap/contracts';
// The shared copy (federation singleton): the one settings query of the page.
import { useSiteSettings, type TFunction } from '@trap/ui/core';
import { usePasswordRulesT } from '../i18n/password-rules-texts.ts';

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
/** A rule's label in the page's language (the contract words it in English, as SPEC does). */
const RULE_TEXTS: readonly { label: RegExp; textKey: string }[] = [
  { label: /^At least (?<min>\d+) characters$/, textKey: 'passwordRules.minLength' },
  { label: /^An upper-case letter$/, textKey: 'passwordRules.upperCase' },
  { label: /^A number$/, textKey: 'passwordRules.number' },
  { label: /^A special character$/, textKey: 'passwordRules.special' },
];
const ruleText = (t: TFunction, language: string, label: string): string => {
  if (language === 'en') return label;
  for (const { label: pattern, textKey } of RULE_TEXTS) {
    const m = pattern.exec(label);
    if (m) return t(textKey, { ...m.groups });
  }
  return label;
};

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { settings } = useSiteSettings();
  const { t, language } = usePasswordRulesT();
  return (
    <div id={id} className="ui-password-rules" aria-live="polite">
      <p className="ui-password-rules__title">{t('passwordRules.title')}</p>
      <ul>
        {passwordPolicyRules(settings.security).map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={met ? 'is-met' : undefined}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span> {ruleText(t, language, rule.label)}
              <span className="ui-sr-only">{met ? t('passwordRules.done') : t('passwordRules.missing')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
