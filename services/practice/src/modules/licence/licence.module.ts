import type { ApiRouter, Logger, ServiceContext, Subscription } from '@trap/kit';
import { loadLicenceCipher } from './licence-cipher.ts';
import { LicenceRepository, type LicenceStoreContext } from './licence.repository.ts';
import { LicenceService, sendLicenceReminders, type OwnEquipment } from './licence.service.ts';
import { licenceRoutes } from './licence.routes.ts';
import { licenceMemberData } from './licence.member-data.ts';

type LicenceConfig = { NODE_ENV: string; LICENCE_KEY?: string; LICENCE_PREVIOUS_KEYS?: string };

/**
 * The arms-licence vault: the member's own licence, its number encrypted at rest (AES-256-GCM,
 * LICENCE_KEY), the firearms on it (the member's equipment items) and the yearly ammunition limit the
 * cartridge ledger checks. A deleted account's licence goes with the rest of its practice data
 * (member-data: the model has `userId`).
 */
export function licenceModule(ctx: ServiceContext, equipment: OwnEquipment) {
  // ctx.config is the practice config (config.ts: LICENCE_KEY, LICENCE_PREVIOUS_KEYS)
  const licences = new LicenceService(new LicenceRepository(ctx), loadLicenceCipher(ctx.config as LicenceConfig), equipment);
  return {
    name: 'licence',
    licences,
    memberData: licenceMemberData(ctx.conn, (userId) => licences.exportFor(userId)),
    subscriptions: [] as Subscription[],
    routes: (api: ApiRouter) => licenceRoutes(api, licences),
    /** the yearly ammunition limit on the member's licence (the cartridge ledger's quota), or null */
    ammunitionLimit: (userId: string): Promise<number | null> => licences.ammunitionLimit(userId),
    /** DEMO_MODE: the demo member's licence (its firearms: their shotguns, so after the demo equipment) */
    seedDemoMember: (userId: string) => licences.seedDemo(userId),
  };
}

/** The practice worker's daily licence reminders (jobs/gear-reminders.job.ts): 90, 30 and 7 days ahead and the lapse, once each. */
export function licenceExpiryReminders(ctx: LicenceStoreContext & { logger: Logger }) {
  const repo = new LicenceRepository(ctx);
  return { name: 'licenceExpiry', send: (now: Date) => sendLicenceReminders(repo, now, ctx.logger) };
}
