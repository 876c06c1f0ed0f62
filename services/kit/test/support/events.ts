import { z } from 'zod';
import { defineEvent } from '@trap/contracts';

/** Events only these tests publish (in their own namespace, stream `<NS>_PRACTICE`). */
export const roundLogged = defineEvent({
  subject: 'practice.round.logged',
  version: 1,
  description: 'test: a round was logged',
  schema: z.object({ roundId: z.string(), score: z.number().int().min(0).max(25) }),
});

export const roundShared = defineEvent({
  subject: 'practice.round.shared',
  version: 1,
  description: 'test: a round was shared',
  schema: z.object({ roundId: z.string() }),
});
