import { z } from 'zod';
import { defineEvent } from './define.ts';
import { SHOOT_CATEGORIES } from '../http/community/shoots.ts';
import { directionSchema, disciplineSchema, outcomeSchema } from '../practice/disciplines.ts';

/**
 * A shoot ended (its organiser finished it): every member who shot in it, with their rounds target by
 * target, so practice adds the rounds to their history and a line to their competitions log, once
 * (keyed by the shoot), linked to the event. Guests shooting by name are not in it.
 */
export const shootFinished = defineEvent({
  subject: 'community.shoot.finished',
  version: 1,
  description:
    'A shoot was finished by its organiser: its members’ results (rounds with their shots, rank in their discipline and category). Consumers key what they store by shootId and userId.',
  schema: z.object({
    shootId: z.string(),
    eventId: z.string(),
    title: z.string(),
    /** where the event took place */
    location: z.string(),
    /** the shoot's day (its first squad's start) */
    date: z.string(),
    url: z.string(),
    results: z
      .array(
        z.object({
          userId: z.string(),
          name: z.string(),
          discipline: disciplineSchema,
          category: z.enum(SHOOT_CATEGORIES),
          rank: z.number().int(),
          competitors: z.number().int(),
          total: z.number().int(),
          targets: z.number().int(),
          points: z.number().int().nullable(),
          rounds: z.array(
            z.object({
              shots: z.array(
                z.object({ outcome: outcomeSchema, direction: directionSchema.optional(), station: z.number().int().optional() }),
              ),
            }),
          ),
        }),
      )
      .max(240),
  }),
});
