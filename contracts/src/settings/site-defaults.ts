/**
 * The site's names, the default settings and the pure helpers over settings, without zod: the
 * browser's start-up path (the page head, the layout, the theme) reads these, and zod loads only
 * with the screens that parse. `siteSettingsSchema` (site-settings.ts) takes its defaults from here,
 * and contracts/test/site-defaults.test.ts checks that parsing `{}` sections gives DEFAULT_SETTINGS.
 */
import type { SecuritySettings } from './site-settings.ts';

export const BRAND = 'Trap India';
export const TAGLINE = "India's Premier Trap Shooting Community";
export const DEFAULT_TITLE = `Trap Shooting in India | Performance Tracking Platform | ${BRAND}`;
export const DEFAULT_MAINTENANCE_MESSAGE = "We're performing scheduled maintenance...";

/**
 * SPEC 3.3: every setting's default, what the site uses before (or without) the stored settings. The
 * schema's `.default()`s read these, so this object carries no `SiteSettings` annotation (that type is
 * the schema's: annotating it here would make the two types depend on each other); the consumers and
 * contracts/test/site-defaults.test.ts check it is a `SiteSettings`.
 */
export const DEFAULT_SETTINGS = {
  general: {
    siteName: BRAND,
    tagline: TAGLINE,
    siteDescription:
      'Log and analyse your trap-shooting practice, train with a skill roadmap, and join the shooting community across India.',
    contactEmail: 'hello@trapindia.example',
    supportEmail: 'support@trapindia.example',
    phoneNumber: '',
    enableMaintenance: false,
    maintenanceMessage: '',
    defaultLanguage: 'en',
  },
  appearance: {
    primaryColor: '#0F3460',
    secondaryColor: '#FF5722',
    fontFamily: 'Work Sans',
    enableDarkMode: true,
    logoUrl: '',
    faviconUrl: '',
  },
  email: {
    fromEmail: 'no-reply@trapindia.example',
    fromName: BRAND,
    replyToEmail: 'support@trapindia.example',
    emailHeader: '',
    emailFooter: '',
    enableEmailNotifications: true,
  },
  notifications: {
    enablePushNotifications: true,
    enableEmailDigest: true,
    digestFrequency: 'weekly' as 'daily' | 'weekly',
    notifyOnNewComment: true,
    notifyOnNewMember: true,
    notifyOnNewContent: true,
  },
  security: {
    enableTwoFactorAuth: false,
    sessionTimeout: 120,
    allowRegistration: true,
    passwordMinLength: 8,
    passwordRequireSpecial: true,
    passwordRequireNumbers: true,
    passwordRequireUppercase: true,
  },
};

/** SPEC 5: colours are 3- or 6-digit hex with or without #; anything else is ignored (null). */
export function normalizeHexColor(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  let h = m[1]!;
  if (h.length === 3)
    h = h
      .split('')
      .map((c) => c + c)
      .join('');
  return `#${h.toUpperCase()}`;
}

/** One rule of the password policy: the label the forms list, the server's message, the check. */
export interface PasswordPolicyRule {
  label: string;
  message: string;
  test: (password: string) => boolean;
}

/**
 * The password policy of the security settings (DECISIONS), rule by rule: the auth service refuses a
 * password with the first broken rule's message, and every form that sets a password lists these labels.
 */
export function passwordPolicyRules(s: SecuritySettings): PasswordPolicyRule[] {
  const rules: PasswordPolicyRule[] = [
    {
      label: `At least ${s.passwordMinLength} characters`,
      message: `Password must be at least ${s.passwordMinLength} characters`,
      test: (p) => p.length >= s.passwordMinLength,
    },
  ];
  if (s.passwordRequireUppercase)
    rules.push({ label: 'An upper-case letter', message: 'Password must contain an upper-case letter', test: (p) => /[A-Z]/.test(p) });
  if (s.passwordRequireNumbers)
    rules.push({ label: 'A number', message: 'Password must contain a number', test: (p) => /[0-9]/.test(p) });
  if (s.passwordRequireSpecial)
    rules.push({ label: 'A special character', message: 'Password must contain a special character', test: (p) => /[^A-Za-z0-9]/.test(p) });
  return rules;
}

/** Password rules from the security settings (DECISIONS); returns the first broken rule's message. */
export function passwordPolicyError(password: string, s: SecuritySettings): string | null {
  return passwordPolicyRules(s).find((rule) => !rule.test(password))?.message ?? null;
}
