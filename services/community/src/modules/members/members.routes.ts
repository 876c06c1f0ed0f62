import type { Express } from 'express';
import { memberParamsSchema, membersQuerySchema, type MembersQuery } from '@trap/contracts';
import { validate, validated } from '@trap/kit';
import type { MembersService } from './members.service.ts';

/**
 * Public reads. `no-cache` (with Express's ETag) so a profile its owner just made private is never
 * served from a cache.
 */
export function membersRoutes(app: Express, members: MembersService): void {
  app.get('/api/members', validate({ query: membersQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await members.list(validated<MembersQuery>(req, 'query')));
  });

  app.get('/api/members/:id', validate({ params: memberParamsSchema }), async (req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await members.get(validated<{ id: string }>(req, 'params').id));
  });
}
