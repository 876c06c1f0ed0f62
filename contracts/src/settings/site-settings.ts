import { z } from 'zod';
import { httpUrl } from '../http/common/bounds.ts';
import { DEFAULT_SETTINGS as D } from './site-defaults.ts';

// The names, defaults and pure helpers live in site-defaults.ts (no zod: the browser's start-up
// path reads them without loading zod); the schema below takes its defaults from there.
export * from './site-defaults.ts';

/** SPEC 5: an invalid colour is ignored (normalizeHexColor), not refused; the length is still bounded. */
const hex = z.string().trim().max(20);
const email = z.string().max(254).email();
/** a logo or favicon: http(s) or a path on this site; '' is none */
const assetUrl = (label: string) => httpUrl(label, { sitePath: true, allowEmpty: true });

/** SPEC 3.3: the settings object with its defaults. */
export const siteSettingsSchema = z.object({
  general: z.object({
    siteName: z.string().trim().min(1).max(80).default(D.general.siteName),
    tagline: z.string().max(160).default(D.general.tagline),
    siteDescription: z.string().max(500).default(D.general.siteDescription),
    contactEmail: email.default(D.general.contactEmail),
    supportEmail: email.default(D.general.supportEmail),
    phoneNumber: z.string().max(40).default(D.general.phoneNumber),
    enableMaintenance: z.boolean().default(D.general.enableMaintenance),
    maintenanceMessage: z.string().max(1000).default(D.general.maintenanceMessage),
    defaultLanguage: z.string().max(10).default(D.general.defaultLanguage),
  }),
  appearance: z.object({
    primaryColor: hex.default(D.appearance.primaryColor),
    secondaryColor: hex.default(D.appearance.secondaryColor),
    fontFamily: z.string().max(80).default(D.appearance.fontFamily),
    enableDarkMode: z.boolean().default(D.appearance.enableDarkMode),
    logoUrl: assetUrl('Logo URL').default(D.appearance.logoUrl),
    faviconUrl: assetUrl('Favicon URL').default(D.appearance.faviconUrl),
  }),
  email: z.object({
    fromEmail: email.default(D.email.fromEmail),
    fromName: z.string().max(80).default(D.email.fromName),
    replyToEmail: email.default(D.email.replyToEmail),
    emailHeader: z.string().max(2000).default(D.email.emailHeader),
    emailFooter: z.string().max(2000).default(D.email.emailFooter),
    enableEmailNotifications: z.boolean().default(D.email.enableEmailNotifications),
  }),
  notifications: z.object({
    enablePushNotifications: z.boolean().default(D.notifications.enablePushNotifications),
    enableEmailDigest: z.boolean().default(D.notifications.enableEmailDigest),
    digestFrequency: z.enum(['daily', 'weekly']).default(D.notifications.digestFrequency),
    notifyOnNewComment: z.boolean().default(D.notifications.notifyOnNewComment),
    notifyOnNewMember: z.boolean().default(D.notifications.notifyOnNewMember),
    notifyOnNewContent: z.boolean().default(D.notifications.notifyOnNewContent),
  }),
  security: z.object({
    enableTwoFactorAuth: z.boolean().default(D.security.enableTwoFactorAuth),
    /** minutes */
    sessionTimeout: z
      .number()
      .int()
      .min(5)
      .max(60 * 24 * 30)
      .default(D.security.sessionTimeout),
    allowRegistration: z.boolean().default(D.security.allowRegistration),
    passwordMinLength: z.number().int().min(6).max(128).default(D.security.passwordMinLength),
    passwordRequireSpecial: z.boolean().default(D.security.passwordRequireSpecial),
    passwordRequireNumbers: z.boolean().default(D.security.passwordRequireNumbers),
    passwordRequireUppercase: z.boolean().default(D.security.passwordRequireUppercase),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SecuritySettings = SiteSettings['security'];

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
