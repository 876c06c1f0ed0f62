import { describe, expect, it } from 'vitest';
import { TIER_PRICES_INR, TIER_PRICES_PAISE, TIERS, formatPaise, gstBreakdown } from '@trap/contracts';
import { financialYear, invoiceNumberOf, oneYearAfter } from '../../src/modules/payments/payments.rules.ts';

describe('prices in paise', () => {
  it('every tier price is the rupee price times 100, in whole paise', () => {
    for (const t of TIERS) {
      expect(Number.isInteger(TIER_PRICES_PAISE[t])).toBe(true);
      expect(TIER_PRICES_PAISE[t]).toBe(TIER_PRICES_INR[t] * 100);
    }
    expect(TIER_PRICES_PAISE.pro_lane).toBe(900_000);
  });
});

describe('gstBreakdown (inclusive prices)', () => {
  it('takes the tax part out of the price at 18 %, rounded to the paisa', () => {
    // 9,000 − 9,000 / 1.18 = 1,372.881… → ₹1,372.88 of tax on ₹7,627.12
    expect(gstBreakdown(900_000, 18)).toEqual({ totalPaise: 900_000, taxPaise: 137_288, taxablePaise: 762_712, ratePercent: 18 });
    expect(gstBreakdown(600_000, 18)).toMatchObject({ taxPaise: 91_525, taxablePaise: 508_475 });
    expect(gstBreakdown(1_200_000, 18)).toMatchObject({ taxPaise: 183_051, taxablePaise: 1_016_949 });
  });

  it('always adds up to the price, for any price and rate', () => {
    for (const total of [0, 1, 99, 100, 118, 599_999, 900_000, 1_234_567])
      for (const rate of [0, 5, 12, 12.5, 18, 28]) {
        const g = gstBreakdown(total, rate);
        expect(g.taxPaise + g.taxablePaise).toBe(total);
        expect(Number.isInteger(g.taxPaise)).toBe(true);
        expect(Math.abs(g.taxPaise - (total - total / (1 + rate / 100)))).toBeLessThanOrEqual(0.5);
      }
  });

  it('rounds a half paisa up, has no tax at 0 % and refuses fractions of a paisa', () => {
    // 59 paise at 18 %: 59 × 18 / 118 = 9.0 exactly; 295 paise: 45.0; 59 at 100 %: 29.5 → 30
    expect(gstBreakdown(59, 100).taxPaise).toBe(30);
    expect(gstBreakdown(900_000, 0)).toMatchObject({ taxPaise: 0, taxablePaise: 900_000 });
    expect(() => gstBreakdown(10.5, 18)).toThrow(RangeError);
    expect(() => gstBreakdown(-1, 18)).toThrow(RangeError);
  });

  it('shows rupees with en-IN grouping', () => {
    expect(formatPaise(137_288)).toBe('₹1,372.88');
    expect(formatPaise(90_000_000)).toBe('₹9,00,000.00');
  });
});

describe('invoice series and terms', () => {
  it('numbers invoices per Indian financial year (April to March, IST), at most 16 characters', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26'); // 23:59 IST on 31 March
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27'); // 00:01 IST on 1 April
    expect(invoiceNumberOf('2026-27', 42)).toBe('TI/2026-27/00042');
    expect(invoiceNumberOf('2026-27', 42).length).toBeLessThanOrEqual(16);
  });

  it('a membership year ends on the same day a year later', () => {
    expect(oneYearAfter(new Date('2026-11-26T13:00:00Z')).toISOString()).toBe('2027-11-26T13:00:00.000Z');
  });
});
