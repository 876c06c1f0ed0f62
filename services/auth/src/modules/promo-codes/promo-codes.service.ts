import type { Connection } from 'mongoose';
import { badRequest, type Logger } from '@trap/kit';
import { PROMO_MESSAGES, PROMO_TAG_TYPE, TIERS, TIER_LABELS, promoDiscountPaise, promoDiscountSchema, type Tier } from '@trap/contracts';
import type { PromoCodeRecord } from './promo-codes.model.ts';
import { PromoCodesRepository } from './promo-codes.repository.ts';

export interface AppliedPromo {
  id: string;
  code: string;
  discountPaise: number;
}

const dateOrNull = (v: unknown): Date | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
const promoError = (message: string) => badRequest(message, { promoCode: message });

/**
 * Promo codes at checkout (DECISIONS: content tags of the promo type). Content owns the tags; auth
 * keeps a read model from content's events (ARCHITECTURE: no reading another service's database)
 * and counts uses itself: a use is reserved when an order is created, with a conditional increment
 * (`used < maxUses − baseUses` in the filter), so concurrent checkouts never take more than maxUses;
 * a failed, cancelled or abandoned order gives its use back.
 */
export class PromoCodesService {
  private readonly repo: PromoCodesRepository;

  private readonly logger: Logger;
  constructor(conn: Connection, logger: Logger) {
    this.logger = logger;
    this.repo = new PromoCodesRepository(conn);
  }

  async init(): Promise<void> {
    await this.repo.init();
  }

  /** content.content_tag.published/updated: keep the newest copy of a promo tag (any other type turns a code off). */
  async applyTag(item: Record<string, unknown>): Promise<void> {
    const id = String(item.id ?? '');
    if (!id) return;
    const updatedAt = dateOrNull(item.updatedAt) ?? new Date(0);
    const isPromo = item.tagType === PROMO_TAG_TYPE;
    const discount = promoDiscountSchema.safeParse(item.metaData ?? null);
    const tier = TIERS.includes(item.requiredMembershipTier as Tier) ? (item.requiredMembershipTier as Tier) : null;
    if (!isPromo && !(await this.repo.exists(id))) return;
    const set: Omit<PromoCodeRecord, '_id' | 'used'> = {
      code: String(item.slug ?? '').toLowerCase(),
      discount: discount.success ? discount.data : null,
      tier,
      isActive: isPromo && item.isActive !== false && discount.success,
      validFrom: dateOrNull(item.validFrom),
      validUntil: dateOrNull(item.validUntil),
      maxUses: typeof item.maxUses === 'number' ? item.maxUses : null,
      baseUses: typeof item.currentUses === 'number' ? item.currentUses : 0,
      sourceUpdatedAt: updatedAt,
      deleted: false,
    };
    await this.repo.saveUnlessNewer(id, set);
  }

  /** content.content_tag.deleted: the code stops working (its count stays for the orders that used it). */
  async removeTag(id: string): Promise<void> {
    await this.repo.markDeleted(id);
  }

  private async byCode(code: string): Promise<PromoCodeRecord | null> {
    const found = await this.repo.findByCode(code);
    return found.find((p) => !p.deleted) ?? null;
  }

  /** A code checked for a tier at a moment: the discount on `basePaise`, or a 400 on promoCode saying why not. */
  async check(
    code: string,
    tier: Tier,
    basePaise: number,
    now = new Date(),
    opts: { ignoreUses?: boolean } = {},
  ): Promise<{ promo: PromoCodeRecord; applied: AppliedPromo }> {
    const promo = code ? await this.byCode(code) : null;
    if (!promo || !promo.isActive || !promo.discount) throw promoError(PROMO_MESSAGES.invalid);
    if (promo.validFrom && promo.validFrom.getTime() > now.getTime()) throw promoError(PROMO_MESSAGES.notYet);
    if (promo.validUntil && promo.validUntil.getTime() <= now.getTime()) throw promoError(PROMO_MESSAGES.expired);
    if (promo.tier && promo.tier !== tier) throw promoError(PROMO_MESSAGES.wrongTier(TIER_LABELS[tier]));
    if (!opts.ignoreUses && PromoCodesService.usedUp(promo)) throw promoError(PROMO_MESSAGES.usedUp);
    return { promo, applied: { id: promo._id, code: promo.code, discountPaise: promoDiscountPaise(basePaise, promo.discount) } };
  }

  static usedUp(promo: PromoCodeRecord): boolean {
    return promo.maxUses !== null && promo.baseUses + (promo.used ?? 0) >= promo.maxUses;
  }

  /** Takes one use if one is left. */
  reserve(id: string): Promise<boolean> {
    return this.repo.takeUse(id);
  }

  /** A use taken again without the limit: a payment arrived for an order whose reservation was given back. */
  async retake(id: string): Promise<void> {
    await this.repo.retakeUse(id);
  }

  async release(id: string): Promise<void> {
    await this.repo.giveBackUse(id);
    this.logger.debug({ promo: id }, 'promo code use given back');
  }

  async usesOf(id: string): Promise<number> {
    return (await this.repo.findById(id))?.used ?? 0;
  }
}
