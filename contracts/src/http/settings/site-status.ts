import { z } from 'zod';

/** GET /api/site-status: what the maintenance page and the maintenance redirect need (SPEC 2.7, 4.5). */
export const siteStatusSchema = z.object({
  maintenance: z.boolean(),
  /** the custom maintenance message, or the default of SPEC 2.7 */
  message: z.string(),
  supportEmail: z.string(),
  siteName: z.string(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;
