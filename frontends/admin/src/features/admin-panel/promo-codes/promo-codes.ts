import { contentAdminApi, contentApi } from '@trap/contracts/api/route-paths';
import { z } from 'zod';
import { PROMO_CODE_STATES, PROMO_TAG_TYPE, TIERS, TIER_LABELS, contentTagInputSchema, type PromoCodeState } from '@trap/contracts';
import { INTL_LOCALE, type Language } from '@trap/ui';
import type { ContentKind, Item } from '../content/content-kinds.ts';
import { istDateTime } from '../content/form-values.ts';
import type { Say } from '../content/kind-words.ts';

/**
 * Promo codes (DECISIONS: content tags of the promo type; the slug is the code a member types at
 * checkout, metaData says what it takes off). The form asks for a percentage or an amount in rupees
 * and sends the tag; auth reads the codes from the tags' events.
 */

const DISCOUNT_KINDS = ['percent', 'amount'] as const;
const STATE_LABELS: Record<PromoCodeState, string> = { active: 'Active', scheduled: 'Scheduled', expired: 'Expired', inactive: 'Inactive' };

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const meta = (item: Item) => (item.metaData && typeof item.metaData === 'object' ? (item.metaData as Record<string, unknown>) : {});

/** A code's state now: inactive (turned off), expired, scheduled (starts later) or active. */
function promoState(item: Item, now = Date.now()): PromoCodeState {
  if (!item.isActive) return 'inactive';
  if (item.validUntil && Date.parse(str(item.validUntil)) < now) return 'expired';
  if (item.validFrom && Date.parse(str(item.validFrom)) > now) return 'scheduled';
  return 'active';
}

/** "10% off" or "₹500 off". */
function discountText(item: Item, say: Say, language: Language): string {
  const m = meta(item);
  if (typeof m.discountPercent === 'number') return say('{{percent}}% off', { percent: m.discountPercent });
  // rupees as the list has always written them (paise only when there are some: ₹1,234.5)
  if (typeof m.discountPaise === 'number')
    return say('{{amount}} off', { amount: `₹${(m.discountPaise / 100).toLocaleString(INTL_LOCALE[language])}` });
  return say('No discount');
}

const tag = contentTagInputSchema.shape;
/** The form's rules: the tag's own (contracts), the code's wording, the discount by its kind, and dates in order. */
const promoCodeFormSchema = z
  .object({
    name: tag.name,
    slug: z
      .string({ error: 'Code is required' })
      .trim()
      .min(1, 'Code is required')
      .max(80, 'The code must be at most 80 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens (e.g. monsoon-10)'),
    discountKind: z.enum(DISCOUNT_KINDS, { error: 'Choose a percentage or an amount' }),
    discount: z.number({ error: 'Enter the discount as a number' }),
    requiredMembershipTier: z.enum(TIERS, { error: 'Choose a membership tier' }).nullable().optional(),
    validFrom: tag.validFrom,
    validUntil: tag.validUntil,
    maxUses: z
      .number({ error: 'Maximum uses must be a whole number' })
      .int('Maximum uses must be a whole number')
      .min(1, 'Maximum uses must be at least 1')
      .max(1_000_000_000, 'Maximum uses is too large')
      .nullable()
      .optional(),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.discountKind === 'percent' && !(Number.isInteger(v.discount) && v.discount >= 1 && v.discount <= 100))
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'A percentage must be a whole number from 1 to 100' });
    if (
      v.discountKind === 'amount' &&
      !(v.discount >= 1 && Number.isInteger(Math.round(v.discount * 100)) && v.discount * 100 <= 1_200_000)
    )
      ctx.addIssue({ code: 'custom', path: ['discount'], message: 'An amount must be from ₹1 to ₹12,000' });
    if (v.validFrom && v.validUntil && new Date(v.validUntil) <= new Date(v.validFrom))
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'Valid until must be after valid from' });
  });

export const PROMO_CODES: ContentKind = {
  key: 'promo-codes',
  label: 'Promo code',
  plural: 'Promo codes',
  routes: { ...contentApi.tags, list: contentAdminApi.listPromoCodesForAdmin },
  schema: promoCodeFormSchema,
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, hint: 'For staff: e.g. Monsoon offer' },
    {
      name: 'slug',
      label: 'Code',
      type: 'text',
      required: true,
      hint: 'What members type at checkout: lower-case letters, digits and hyphens',
    },
    {
      name: 'discountKind',
      label: 'Discount type',
      type: 'select',
      options: DISCOUNT_KINDS,
      optionLabels: { percent: 'Percentage off', amount: 'Amount off (₹)' },
      required: true,
    },
    { name: 'discount', label: 'Discount', type: 'number', required: true, hint: 'A percentage (1 to 100) or rupees' },
    {
      name: 'requiredMembershipTier',
      label: 'Only for tier',
      type: 'select',
      options: TIERS,
      optionLabels: TIER_LABELS,
      nullable: true,
      hint: 'Empty: any paid tier',
    },
    { name: 'validFrom', label: 'Valid from (IST)', type: 'datetime', nullable: true, hint: 'Empty: from now' },
    { name: 'validUntil', label: 'Valid until (IST)', type: 'datetime', nullable: true, hint: 'Empty: no end' },
    { name: 'maxUses', label: 'Maximum uses', type: 'number', nullable: true, hint: 'Empty: no limit' },
    { name: 'isActive', label: 'Active', type: 'checkbox' },
  ],
  filters: [
    { name: 'state', label: 'State', options: PROMO_CODE_STATES, optionLabels: STATE_LABELS },
    { name: 'tier', label: 'Tier', options: TIERS, optionLabels: TIER_LABELS },
  ],
  searchPlaceholder: 'Search names and codes',
  deleteNote: 'stops working at checkout',
  titleOf: (item) => `${str(item.slug).toUpperCase()} · ${str(item.name)}`,
  metaOf: (item, say, language) => [
    say(STATE_LABELS[promoState(item)]),
    discountText(item, say, language),
    item.requiredMembershipTier
      ? say('Only {{tier}}', { tier: TIER_LABELS[item.requiredMembershipTier as keyof typeof TIER_LABELS] ?? str(item.requiredMembershipTier) })
      : say('Any tier'),
    item.validFrom ? say('From {{date}}', { date: istDateTime(str(item.validFrom), language) }) : '',
    item.validUntil ? say('Until {{date}}', { date: istDateTime(str(item.validUntil), language) }) : say('No end date'),
    typeof item.maxUses === 'number' ? say('At most {{n}} uses', { n: item.maxUses }) : say('No use limit'),
  ],
  actions: [
    {
      label: 'Deactivate',
      when: (item) => Boolean(item.isActive),
      patch: () => ({ isActive: false }),
      done: 'Promo code deactivated',
      confirm: (item, say) => ({
        title: say('Deactivate this promo code?'),
        description: say('Members can no longer use {{code}} at checkout until it is activated again.', { code: str(item.slug).toUpperCase() }),
        confirmLabel: say('Deactivate code'),
      }),
    },
    { label: 'Activate', when: (item) => !item.isActive, patch: () => ({ isActive: true }), done: 'Promo code activated' },
  ],
  fromItem: (item) => {
    const m = meta(item);
    const amount = typeof m.discountPaise === 'number';
    return {
      ...item,
      discountKind: amount ? 'amount' : 'percent',
      discount: amount ? (m.discountPaise as number) / 100 : m.discountPercent,
      isActive: item.isActive ?? true,
    };
  },
  toBody: ({ discountKind, discount, ...rest }, item) => {
    // the discount replaces the old one; anything else the tag's metaData holds stays
    const { discountPercent: _p, discountPaise: _a, ...other } = item ? meta(item) : {};
    const off = discountKind === 'amount' ? { discountPaise: Math.round(Number(discount) * 100) } : { discountPercent: Number(discount) };
    return { ...rest, tagType: PROMO_TAG_TYPE, metaData: { ...other, ...off } };
  },
  serverFields: { metaData: 'discount' },
  newItem: { isActive: true, discountKind: 'percent' },
};
