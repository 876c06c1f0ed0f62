import { z } from 'zod';
import { inDateWindow, type DateWindowName } from '../common/bounds.ts';

/**
 * The cartridge ledger: a member's cartridge purchases, the cartridges they used at
 * shoots they did not log (manual use entries), and a summary: stock on hand, use this year
 * (logged sessions + manual entries), costs and the yearly quota of their arms licence. Every
 * record is owner-only: another member's purchase or entry answers 404.
 *
 * Money is in rupees, like equipment prices: a purchase's `price` is the TOTAL paid for the
 * whole purchase (not per box, not per cartridge); the price per cartridge is derived.
 */

/** A calendar day (YYYY-MM-DD) inside its window (DATE_WINDOWS). */
const day = (window: DateWindowName, label: string) =>
  z.iso.date({ error: 'Enter a date (YYYY-MM-DD)' }).superRefine(inDateWindow(window, label));
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().default(null);
const wholeCount = (what: string, max: number) =>
  z
    .number({ error: `Enter the number of ${what}` })
    .int('Enter a whole number')
    .min(1, 'At least 1')
    .max(max, `At most ${max.toLocaleString('en-IN')}`);

export const CARTRIDGE_LIMITS = { quantity: 100_000, usedQuantity: 10_000, price: 10_000_000 } as const;

// ---- purchases -------------------------------------------------------------------------------------

export const cartridgePurchaseInputSchema = z.object({
  /** the day of the purchase */
  date: day('pastDay', 'The purchase date'),
  brand: z.string({ error: 'Enter the brand' }).trim().min(1, 'Enter the brand').max(80, 'At most 80 characters'),
  /** shot load in grams (24 g for ISSF trap, 28 g for DTL) */
  load: z
    .number({ error: 'Enter the load in grams' })
    .min(1, 'At least 1 g')
    .max(100, 'At most 100 g')
    .nullable()
    .default(null),
  /** shot size as written on the box: 7.5, 8, 9 */
  shotSize: text(12),
  /** cartridges bought (a box is usually 25) */
  quantity: wholeCount('cartridges', CARTRIDGE_LIMITS.quantity),
  /** rupees paid for the whole purchase (all the cartridges, not per box) */
  price: z
    .number({ error: 'Enter the total price in rupees' })
    .min(0, 'At least 0')
    .max(CARTRIDGE_LIMITS.price, `At most ₹${CARTRIDGE_LIMITS.price.toLocaleString('en-IN')}`),
  dealer: text(120),
});
export type CartridgePurchaseInput = z.input<typeof cartridgePurchaseInputSchema>;
export type CartridgePurchaseFields = z.infer<typeof cartridgePurchaseInputSchema>;

export const cartridgePurchaseSchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  brand: z.string(),
  load: z.number().nullable(),
  shotSize: z.string().nullable(),
  quantity: z.number(),
  /** rupees for the whole purchase */
  price: z.number(),
  /** rupees per cartridge (price / quantity) */
  pricePerCartridge: z.number(),
  dealer: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartridgePurchase = z.infer<typeof cartridgePurchaseSchema>;

// ---- manual use entries (shoots not logged as sessions) --------------------------------------------

export const cartridgeUseInputSchema = z.object({
  /** the day of the shoot */
  date: day('loggedDay', 'The date'),
  /** cartridges fired */
  quantity: wholeCount('cartridges used', CARTRIDGE_LIMITS.usedQuantity),
  note: z.string().trim().max(500, 'At most 500 characters').default(''),
});
export type CartridgeUseInput = z.input<typeof cartridgeUseInputSchema>;
export type CartridgeUseFields = z.infer<typeof cartridgeUseInputSchema>;

export const cartridgeUseSchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  quantity: z.number(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CartridgeUse = z.infer<typeof cartridgeUseSchema>;

/** GET lists of purchases and use entries: newest first (by date), a page at a time. */
export const cartridgeListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type CartridgeListQuery = z.infer<typeof cartridgeListQuerySchema>;

// ---- summary ---------------------------------------------------------------------------------------

/** The quota share at which the ledger warns that the licence's yearly limit is near. */
export const QUOTA_NEAR_RATIO = 0.8;
export const QUOTA_WARNINGS = ['none', 'near', 'reached'] as const;
export type QuotaWarning = (typeof QUOTA_WARNINGS)[number];

/** none below 80 % of the limit, 'near' from 80 %, 'reached' from 100 % (also none without a limit). */
export function quotaWarning(ratio: number | null): QuotaWarning {
  if (ratio === null) return 'none';
  if (ratio >= 1) return 'reached';
  return ratio >= QUOTA_NEAR_RATIO ? 'near' : 'none';
}

/** GET /api/cartridges/summary?year=2026: the calendar year (IST) the use, quota and cost per target are for; this year by default. */
export const cartridgeSummaryQuerySchema = z.object({
  year: z.coerce.number({ error: 'Enter a year' }).int('Enter a year').min(1900, 'From 1900').max(2200, 'Up to 2200').optional(),
});
export type CartridgeSummaryQuery = z.infer<typeof cartridgeSummaryQuerySchema>;

export const cartridgeSummarySchema = z.object({
  year: z.number(),
  /** all time: purchased − used (sessions + manual entries); negative when use was logged before the purchase */
  stock: z.object({ purchased: z.number(), used: z.number(), onHand: z.number() }),
  /** the year's use: from logged sessions, from manual entries, and both */
  used: z.object({ sessions: z.number(), manual: z.number(), total: z.number() }),
  /** targets thrown in the year's logged sessions (no-birds excluded) */
  targets: z.number(),
  /** rupees spent on purchases dated in the year */
  spent: z.number(),
  /** all purchases' total price ÷ cartridges bought, in rupees; null before the first purchase */
  averagePricePerCartridge: z.number().nullable(),
  /**
   * average price per cartridge × cartridges fired in the year's logged sessions ÷ targets thrown in
   * them, in rupees; null without purchases or without targets
   */
  costPerTarget: z.number().nullable(),
  /** the last 12 months, oldest first: cartridges used, what they cost at the average price, and rupees spent on purchases */
  months: z.array(
    z.object({
      /** YYYY-MM (IST) */
      month: z.string(),
      used: z.number(),
      cost: z.number().nullable(),
      spent: z.number(),
    }),
  ),
  /** the yearly ammunition limit of the member's arms licence, against the year's use */
  quota: z.object({
    limit: z.number().nullable(),
    used: z.number(),
    remaining: z.number().nullable(),
    /** used ÷ limit (1 = all of it); null without a limit */
    quotaUsedRatio: z.number().nullable(),
    warning: z.enum(QUOTA_WARNINGS),
  }),
});
export type CartridgeSummary = z.infer<typeof cartridgeSummarySchema>;
