import { z } from 'zod';
import { httpUrl } from '../http/common/bounds.ts';

export const BRAND = 'Trap India';
export const TAGLINE = "India's Premier Trap Shooting Community";
export const DEFAULT_TITLE = `Trap Shooting in India | Performance Tracking Platform | ${BRAND}`;
export const DEFAULT_MAINTENANCE_MESSAGE = "We're performing scheduled maintenance...";

/** SPEC 5: an invalid colour is ignored (normalizeHexColor), not refused; the length is still bounded. */
const hex = z.string().trim().max(20);
const email = z.string().max(254).email();
/** a logo or favicon: http(s) or a path on this site; '' is none */
const assetUrl = (label: string) => httpUrl(label, { sitePath: true, allowEmpty: true });

/** SPEC 3.3: the settings object with its defaults. */
export const siteSettingsSchema = z.object({
  general: z.object({
    siteName: z.string().trim().min(1).max(80).default(BRAND),
    tagline: z.string().max(160).default(TAGLINE),
    siteDescription: z
      .string()
      .max(500)
      .default('Log and analyse your trap-shooting practice, train with a skill roadmap, and join the shooting community across India.'),
    contactEmail: email.default('hello@trapindia.example'),
    supportEmail: email.default('support@trapindia.example'),
    phoneNumber: z.string().max(40).default(''),
    enableMaintenance: z.boolean().default(false),
    maintenanceMessage: z.string().max(1000).default(''),
    defaultLanguage: z.string().max(10).default('en'),
  }),
  appearance: z.object({
    primaryColor: hex.default('#0F3460'),
    secondaryColor: hex.default('#FF5722'),
    fontFamily: z.string().max(80).default('Work Sans'),
    enableDarkMode: z.boolean().default(true),
    logoUrl: assetUrl('Logo URL').default(''),
    faviconUrl: assetUrl('Favicon URL').default(''),
  }),
  email: z.object({
    fromEmail: email.default('no-reply@trapindia.example'),
    fromName: z.string().max(80).default(BRAND),
    replyToEmail: email.default('support@trapindia.example'),
    emailHeader: z.string().max(2000).default(''),
    emailFooter: z.string().max(2000).default(''),
    enableEmailNotifications: z.boolean().default(true),
  }),
  notifications: z.object({
    enablePushNotifications: z.boolean().default(true),
    enableEmailDigest: z.boolean().default(true),
    digestFrequency: z.enum(['daily', 'weekly']).default('weekly'),
    notifyOnNewComment: z.boolean().default(true),
    notifyOnNewMember: z.boolean().default(true),
    notifyOnNewContent: z.boolean().default(true),
  }),
  security: z.object({
    enableTwoFactorAuth: z.boolean().default(false),
    /** minutes */
    sessionTimeout: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 30)
      .default(120),
    allowRegistration: z.boolean().default(true),
    passwordMinLength: z.number().int().min(6).max(128).default(8),
    passwordRequireSpecial: z.boolean().default(true),
    passwordRequireNumbers: z.boolean().default(true),
    passwordRequireUppercase: z.boolean().default(true),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SecuritySettings = SiteSettings['security'];

export const DEFAULT_SETTINGS: SiteSettings = siteSettingsSchema.parse({
  general: {},
  appearance: {},
  email: {},
  notifications: {},
  security: {},
});

type WithoutDefaults<T extends z.ZodRawShape> = {
  [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer I extends z.ZodType> ? I : T[K]>;
};
/**
 * Every field optional and WITHOUT its default: zod 4 applies defaults inside `.partial()`, which
 * would silently reset every field a partial update leaves out.
 */
export function partialWithoutDefaults<T extends z.ZodRawShape>(section: z.ZodObject<T>): z.ZodObject<WithoutDefaults<T>> {
  const shape = Object.fromEntries(
    Object.entries(section.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<WithoutDefaults<T>>;
}

/** A partial update of any section (PATCH-like PUT of the settings screen); what is left out stays. */
export const siteSettingsUpdateSchema = z.object({
  general: partialWithoutDefaults(siteSettingsSchema.shape.general).optional(),
  appearance: partialWithoutDefaults(siteSettingsSchema.shape.appearance).optional(),
  email: partialWithoutDefaults(siteSettingsSchema.shape.email).optional(),
  notifications: partialWithoutDefaults(siteSettingsSchema.shape.notifications).optional(),
  security: partialWithoutDefaults(siteSettingsSchema.shape.security).optional(),
});
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

export const BANNER_TYPES = ['info', 'warning', 'success', 'error'] as const;
/** SPEC 3.1 banner settings. */
export const bannerSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  message: z.string().max(500).default(''),
  type: z.enum(BANNER_TYPES).default('info'),
  dismissible: z.boolean().default(true),
});
export type BannerSettings = z.infer<typeof bannerSettingsSchema>;
/** PUT /api/banner-settings: any subset of the banner's fields; what is left out stays. */
export const bannerSettingsUpdateSchema = partialWithoutDefaults(bannerSettingsSchema);
export type BannerSettingsUpdate = z.infer<typeof bannerSettingsUpdateSchema>;

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

/** Password rules from the security settings (DECISIONS); returns the first broken rule's message. */
export function passwordPolicyError(password: string, s: SecuritySettings): string | null {
  if (password.length < s.passwordMinLength) return `Password must be at least ${s.passwordMinLength} characters`;
  if (s.passwordRequireUppercase && !/[A-Z]/.test(password)) return 'Password must contain an upper-case letter';
  if (s.passwordRequireNumbers && !/[0-9]/.test(password)) return 'Password must contain a number';
  if (s.passwordRequireSpecial && !/[^A-Za-z0-9]/.test(password)) return 'Password must contain a special character';
  return null;
}
