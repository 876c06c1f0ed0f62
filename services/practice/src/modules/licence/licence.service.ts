import { FIREARM_NOT_YOURS, licenceExpiryReminder, type Licence, type LicenceFields, type LicenceResponse } from '@trap/contracts';
import { badRequest, recordEvent, type Logger } from '@trap/kit';
import type { LicenceCipher } from './licence-cipher.ts';
import type { LicenceDoc, ReminderStage } from './licence.model.ts';
import type { LicenceRepository } from './licence.repository.ts';
import { addDays, dueStage, istDay, nextReminderOn, sentThrough, statusAt } from './licence-schedule.ts';

/**
 * The narrow part of the member's equipment the vault needs (EquipmentService has it): whether ids
 * are the member's own items, their names, and the items themselves (the demo licence's shotguns).
 */
export interface OwnEquipment {
  unknownIds(userId: string, ids: string[]): Promise<string[]>;
  names(userId: string): Promise<Map<string, string>>;
  list(userId: string, page: { limit: number; offset: number }): Promise<{ items: { id: string; categoryId: string | null }[] }>;
}

/**
 * The demo member's licence. The ammunition limit is an example of what a licensing authority writes on
 * a sport shooter's licence, chosen so that the demo's season of practice (about 5,500 cartridges by late
 * in the year) shows the ledger's 80 % warning.
 */
export const DEMO_LICENCE = {
  number: 'DL/2021/ARM/048213',
  issuingAuthority: 'Licensing Unit, Delhi Police',
  validInDays: 40,
  ammunitionLimit: 6500,
} as const;

/**
 * The arms-licence vault: the member's own licence (only ever read by `auth.userId`, so nobody else
 * can reach it), its number sealed with the configured key, the firearms on it checked against the
 * member's own equipment, and the expiry reminders (90, 30, 7 days and the lapse, once each per
 * valid-until date).
 */
export class LicenceService {
  private readonly repo: LicenceRepository;
  private readonly cipher: LicenceCipher;
  private readonly equipment: OwnEquipment;
  constructor(repo: LicenceRepository, cipher: LicenceCipher, equipment: OwnEquipment) {
    this.repo = repo;
    this.cipher = cipher;
    this.equipment = equipment;
  }

  private open(doc: LicenceDoc): string {
    return this.cipher.open({ keyId: doc.numberKeyId, cipher: doc.numberCipher }, doc.userId);
  }

  private async toApi(doc: LicenceDoc, now: Date): Promise<Licence> {
    const names = doc.firearmIds.length ? await this.equipment.names(doc.userId) : new Map<string, string>();
    return {
      number: this.open(doc),
      issuingAuthority: doc.issuingAuthority,
      validUntil: doc.validUntil,
      firearms: doc.firearmIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id)! })),
      ammunitionLimit: doc.ammunitionLimit,
      ...statusAt(doc.validUntil, now),
      updatedAt: doc.updatedAt.toISOString(),
    };
  }

  async get(userId: string, now = new Date()): Promise<LicenceResponse> {
    const doc = await this.repo.find(userId);
    return { licence: doc ? await this.toApi(doc, now) : null };
  }

  /** Adds or replaces the licence; a new valid-until date re-arms the reminders. */
  async save(userId: string, input: LicenceFields, now = new Date()): Promise<Licence> {
    if ((await this.equipment.unknownIds(userId, input.firearmIds)).length)
      throw badRequest(FIREARM_NOT_YOURS, { firearmIds: FIREARM_NOT_YOURS });
    const sealed = this.cipher.seal(input.number, userId);
    const stored = await this.repo.write(userId, (current) => {
      const sent: ReminderStage[] = current && current.remindersFor === input.validUntil ? current.remindersSent : [];
      return {
        _id: userId,
        userId,
        numberCipher: sealed.cipher,
        numberKeyId: sealed.keyId,
        issuingAuthority: input.issuingAuthority,
        validUntil: input.validUntil,
        firearmIds: input.firearmIds,
        ammunitionLimit: input.ammunitionLimit,
        remindersFor: input.validUntil,
        remindersSent: sent,
        nextReminderOn: nextReminderOn(input.validUntil, sent),
        demo: current?.demo ?? false,
        createdAt: current?.createdAt ?? now,
        updatedAt: now,
      };
    });
    return this.toApi(stored, now);
  }

  async remove(userId: string): Promise<void> {
    await this.repo.remove(userId);
  }

  /** The yearly ammunition limit on the member's licence (the cartridge ledger's quota), or null. */
  async ammunitionLimit(userId: string): Promise<number | null> {
    return (await this.repo.find(userId))?.ammunitionLimit ?? null;
  }

  /** The member's data download: the licence as they would read it (the number opened, no cipher text). */
  async exportFor(userId: string): Promise<Record<string, unknown>[]> {
    const doc = await this.repo.find(userId);
    if (!doc) return [];
    const { numberCipher: _c, numberKeyId: _k, ...rest } = doc;
    return [{ ...JSON.parse(JSON.stringify(rest)), number: this.open(doc) }];
  }

  /**
   * DEMO_MODE: a licence that expires in 40 days listing the demo member's shotguns (read from their
   * equipment, seeded before it), with the 90-day reminder already out. Never replaces one the member saved.
   */
  async seedDemo(userId: string, now = new Date()): Promise<void> {
    if (await this.repo.find(userId)) return;
    const { items } = await this.equipment.list(userId, { limit: 200, offset: 0 });
    const validUntil = addDays(istDay(now), DEMO_LICENCE.validInDays);
    const sealed = this.cipher.seal(DEMO_LICENCE.number, userId);
    const sent = sentThrough('90', []);
    await this.repo.insert(
      {
        _id: userId,
        userId,
        numberCipher: sealed.cipher,
        numberKeyId: sealed.keyId,
        issuingAuthority: DEMO_LICENCE.issuingAuthority,
        validUntil,
        firearmIds: items.filter((i) => i.categoryId === 'shotgun').map((i) => i.id),
        ammunitionLimit: DEMO_LICENCE.ammunitionLimit,
        remindersFor: validUntil,
        remindersSent: sent,
        nextReminderOn: nextReminderOn(validUntil, sent),
        demo: true,
        createdAt: now,
        updatedAt: now,
      },
      [recordEvent(licenceExpiryReminder, { userId, validUntil, daysLeft: DEMO_LICENCE.validInDays, stage: '90' })],
    );
  }
}

/**
 * The daily reminders (a GearReminder of jobs/gear-reminders.job.ts): each licence whose next reminder
 * is due gets the most urgent one it is due for, recorded with its event in the same write, so a
 * second run the same day (or a retried job) sends nothing more.
 */
export async function sendLicenceReminders(repo: LicenceRepository, now: Date, logger?: Logger): Promise<number> {
  const today = istDay(now);
  let sent = 0;
  for (const userId of await repo.dueBy(today)) {
    const changed = await repo.update(userId, (doc) => {
      const { daysLeft } = statusAt(doc.validUntil, now);
      const stage = dueStage(daysLeft);
      if (!stage || doc.remindersSent.includes(stage)) return null;
      const remindersSent = sentThrough(stage, doc.remindersSent);
      return {
        set: { remindersSent, nextReminderOn: nextReminderOn(doc.validUntil, remindersSent) },
        events: [recordEvent(licenceExpiryReminder, { userId, validUntil: doc.validUntil, daysLeft, stage })],
      };
    });
    if (changed) sent++;
  }
  if (sent) logger?.info({ sent }, 'licence expiry reminders recorded');
  return sent;
}
