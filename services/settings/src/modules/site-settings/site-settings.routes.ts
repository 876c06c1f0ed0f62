import type { Express } from 'express';
import { siteSettingsUpdateSchema, type SiteSettingsUpdate } from '@trap/contracts';
import { authenticate, requireCapability, validate, validated, type ServiceContext } from '@trap/kit';
import type { SiteSettingsService } from './site-settings.service.ts';

/**
 * GET is public: every visitor's page needs appearance and general settings. Express answers with
 * a body ETag and 304 on If-None-Match; `no-cache` makes caches revalidate so a save shows at once.
 */
export function siteSettingsRoutes(app: Express, ctx: ServiceContext, settings: SiteSettingsService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions });

  app.get('/api/admin/settings', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await settings.get());
  });

  app.put(
    '/api/admin/settings',
    auth,
    requireCapability('settings.manage'),
    validate({ body: siteSettingsUpdateSchema }),
    async (req, res) => {
      res.json(await settings.update(validated<SiteSettingsUpdate>(req, 'body'), req.auth!.userId));
    },
  );

  app.get('/api/site-status', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await settings.status());
  });
}
