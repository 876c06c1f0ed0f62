import { z } from 'zod';

/** Membership tiers (DECISIONS: stored values, labels and yearly INR prices). */
export const TIERS = ['range_pass', 'shooters_circle', 'pro_lane', 'elite_trigger'] as const;
export const tierSchema = z.enum(TIERS, { message: 'Please select a membership tier' });
export type Tier = z.infer<typeof tierSchema>;

export const TIER_LABELS: Record<Tier, string> = {
  range_pass: 'Range Pass',
  shooters_circle: "Shooter's Circle",
  pro_lane: 'Pro Lane',
  elite_trigger: 'Elite Trigger',
};

/** Price per year in whole rupees; payments work in paise (x100). */
export const TIER_PRICES_INR: Record<Tier, number> = {
  range_pass: 0,
  shooters_circle: 6000,
  pro_lane: 9000,
  elite_trigger: 12000,
};

/** Price per year in paise (integers): every amount the payments path stores, charges or shows derives from this. */
export const TIER_PRICES_PAISE: Record<Tier, number> = Object.fromEntries(
  TIERS.map((t) => [t, TIER_PRICES_INR[t] * 100]),
) as Record<Tier, number>;

export const isPaidTier = (tier: Tier): boolean => TIER_PRICES_PAISE[tier] > 0;

export const MEMBERSHIP_STATUSES = ['active', 'trial', 'pending_payment', 'expired', 'cancelled'] as const;
export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

export const ACCOUNT_STATUSES = ['active', 'suspended', 'marked_for_deletion', 'deleted'] as const;
export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** SPEC 9: a trial member with fewer than this many days left is warned. */
export const TRIAL_WARNING_DAYS = 3;
