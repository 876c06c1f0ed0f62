import { z } from 'zod';
import { inDateWindow } from '../common/bounds.ts';

/**
 * The arms-licence vault (SPEC 3.2 users.armsLicense, DECISIONS "Trap shooting data"): the
 * member's own licence, read and written by its owner only. The number is encrypted at rest by the
 * practice service; the firearms on it are the member's own equipment items; the ammunition limit is
 * the one the licensing authority wrote on it (cartridges a year), which the cartridge ledger checks.
 */

export const LICENCE_NUMBER_REQUIRED = 'Licence number is required';
export const ISSUING_AUTHORITY_REQUIRED = 'Issuing authority is required';
export const VALID_UNTIL_REQUIRED = 'Enter the date the licence is valid until (YYYY-MM-DD)';
/** The field message when a firearm is not one of the member's equipment items. */
export const FIREARM_NOT_YOURS = 'Choose firearms from your own equipment';
/** Days before the expiry when the vault warns and reminds (the reminders go out once each). */
export const LICENCE_REMINDER_DAYS = [90, 30, 7] as const;
/** Renowned shooters may hold up to 12 firearms (Arms Rules 2016); an ordinary licence lists 2. */
export const LICENCE_MAX_FIREARMS = 12;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const licenceInputSchema = z.object({
  /** e.g. DL/2019/ARM/123456; stored encrypted */
  number: required(LICENCE_NUMBER_REQUIRED, 60).regex(/^[A-Za-z0-9][A-Za-z0-9 ./()-]*$/, 'Use only letters, digits, spaces and . / ( ) -'),
  /** e.g. Licensing Unit, Delhi Police; District Magistrate, Pune */
  issuingAuthority: required(ISSUING_AUTHORITY_REQUIRED, 160),
  /** the last calendar day the licence is valid (it lapses the day after) */
  validUntil: z.iso.date({ error: VALID_UNTIL_REQUIRED }).superRefine(inDateWindow('licenceExpiry', 'Valid until')),
  /** ids of the member's equipment items on the licence (GET /api/equipment/items) */
  firearmIds: z
    .array(z.string({ error: FIREARM_NOT_YOURS }).trim().min(1, FIREARM_NOT_YOURS).max(64, FIREARM_NOT_YOURS), {
      error: 'Choose the firearms as a list',
    })
    .max(LICENCE_MAX_FIREARMS, `At most ${LICENCE_MAX_FIREARMS} firearms on one licence`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each firearm only once')
    .default([]),
  /** cartridges a year the licence allows (set by the licensing authority); null when none is written on it */
  ammunitionLimit: z
    .number({ error: 'Enter a number of cartridges' })
    .int('Enter whole cartridges')
    .min(1, 'At least 1 cartridge')
    .max(100_000, 'At most 100,000 cartridges')
    .nullable()
    .default(null),
});
export type LicenceInput = z.input<typeof licenceInputSchema>;
export type LicenceFields = z.infer<typeof licenceInputSchema>;

export const LICENCE_STATUSES = ['valid', 'expiring', 'expired'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const licenceSchema = z.object({
  number: z.string(),
  issuingAuthority: z.string(),
  validUntil: z.string(),
  /** the member's items on the licence, by name (an item removed from equipment leaves the list) */
  firearms: z.array(z.object({ id: z.string(), name: z.string() })),
  ammunitionLimit: z.number().int().nullable(),
  /** expired: past validUntil; expiring: within 90 days of it */
  status: z.enum(LICENCE_STATUSES),
  /** days from today (IST) to validUntil; negative once it has lapsed */
  daysLeft: z.number().int(),
  updatedAt: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** GET /api/arms-licence: the caller's licence, or null before they add one. */
export const licenceResponseSchema = z.object({ licence: licenceSchema.nullable() });
export type LicenceResponse = z.infer<typeof licenceResponseSchema>;
