import { z } from 'zod';
import { userIdSchema } from '../common/errors.ts';
import { memberCardSchema } from './network.ts';

/** GET /api/members: public member profiles, a page at a time; `q` finds members by name, club or city. */
export const membersQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be at least 1').default(1),
  pageSize: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});
export type MembersQuery = z.infer<typeof membersQuerySchema>;

export const membersPageSchema = z.object({
  items: z.array(memberCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MembersPage = z.infer<typeof membersPageSchema>;

/** GET /api/members/{id}: the id is the auth service's user id. */
export const memberParamsSchema = z.object({ id: userIdSchema });
