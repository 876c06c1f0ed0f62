import type { Express } from 'express';
import { bannerSettingsUpdateSchema, type BannerSettingsUpdate } from '@trap/contracts';
import { authenticate, requireCapability, validate, validated, type ServiceContext } from '@trap/kit';
import type { BannerService } from './banner.service.ts';

/** The banner is read by every page every 30 s (SPEC 7), so GET is public and never cached stale. */
export function bannerRoutes(app: Express, ctx: ServiceContext, banner: BannerService): void {
  app.get('/api/banner-settings', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await banner.get());
  });

  app.put(
    '/api/banner-settings',
    authenticate({ verify: ctx.verify, sessions: ctx.sessions }),
    requireCapability('settings.manage'),
    validate({ body: bannerSettingsUpdateSchema }),
    async (req, res) => {
      res.json(await banner.update(validated<BannerSettingsUpdate>(req, 'body'), req.auth!.userId));
    },
  );
}
