import { z } from 'zod';
import { DATE_TEXT_MAX, httpUrl, inDateWindow, type DateWindowName } from '../common/bounds.ts';

/** `?limit&offset` on every content list: bounded so no request can read a whole collection. */
export const paginationQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(20),
  offset: z.coerce
    .number()
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .max(100_000, 'Offset is too large')
    .default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** `?q=`: words of an item's title or name (case-insensitive), for the admin panel's lists. */
export const titleSearchQuery = {
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
};

/** A yes/no filter of a list (`?featured=true`), for the admin panel's lists. */
export const flagQuery = (label: string) => z.enum(['true', 'false'], { error: `${label} must be true or false` }).optional();

/**
 * Content ids are 24-hex object ids. A malformed id is answered like an unknown one (404), so a
 * screen only needs one "not found" state.
 */
export const contentIdParamsSchema = z.object({ id: z.string().max(64) });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
export const requiredText = text;
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional();

/**
 * Local paths (`/images/...`) or http(s) URLs: image and audio fields, where the site serves its own
 * placeholders. '' is a cleared field.
 */
export const urlOrPath = (label: string) => httpUrl(label, { max: 500, sitePath: true, allowEmpty: true }).nullable().optional();

/**
 * A date as text (ISO date or date-time) inside its field's window (DATE_WINDOWS); a bare number or
 * boolean is refused rather than read as 1970.
 */
export const dateInput = (label: string, window: DateWindowName) =>
  z
    .union([z.string().max(DATE_TEXT_MAX, `${label} must be a date`), z.date()], { error: `${label} must be a date` })
    .pipe(z.coerce.date({ error: `${label} must be a date` }))
    .refine((d) => !Number.isNaN(d.getTime()), `${label} must be a date`)
    .superRefine(inDateWindow(window, label));

/** A key of a free-form map (social links, opening hours, meta data): plain names only. */
export const mapKey = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} names may not be empty`)
    .max(max)
    .refine((k) => !k.startsWith('$') && !k.includes('.'), `${label} names may not start with $ or contain a dot`);

export const stringList = (label: string, maxItems = 50, maxLen = 200) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of text` })
        .trim()
        .min(1, `${label} entries may not be empty`)
        .max(maxLen),
      {
        error: `${label} must be a list`,
      },
    )
    .max(maxItems, `${label} may have at most ${maxItems} entries`);

/** Fields every stored content item answers with. */
export const storedFields = {
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** What the list endpoints answer: a plain array (SPEC 7's clients use the first item / first 3). */
export const listOf = <T extends z.ZodType>(item: T) => z.array(item);
