import { z } from 'zod';
import { publicMemberSchema } from '../auth/user.ts';
import { userIdSchema } from '../common/errors.ts';

/** GET /api/members: public member profiles, a page at a time. */
export const membersQuerySchema = z.object({
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
  items: z.array(publicMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MembersPage = z.infer<typeof membersPageSchema>;

/** GET /api/members/{id}: the id is the auth service's user id. */
export const memberParamsSchema = z.object({ id: userIdSchema });
