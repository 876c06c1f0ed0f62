import type { ApiRouter } from '@trap/kit';
import { licenceApi } from '@trap/contracts/api/index';
import type { LicenceService } from './licence.service.ts';

/** Per-caller routes: the licence is always the caller's own (auth.userId), never one named in the request. */
export function licenceRoutes(api: ApiRouter, licences: LicenceService): void {
  api.handle(licenceApi.getLicence, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return licences.get(auth.userId);
  });
  api.handle(licenceApi.saveLicence, ({ auth, body, res }) => {
    res.set('Cache-Control', 'no-store');
    return licences.save(auth.userId, body);
  });
  api.handle(licenceApi.deleteLicence, ({ auth }) => licences.remove(auth.userId));
}
