import { z } from 'zod';
import { isoDateOrDateTime } from '../common/bounds.ts';
import { objectIdSchema } from '../common/errors.ts';
import { disciplineSchema } from '../../practice/disciplines.ts';
import {
  SHOOT_MAX_ROUNDS,
  SHOOT_MAX_SQUADS,
  SHOOT_SQUAD_MAX_SHOOTERS,
  clientIdSchema,
  shootCategorySchema,
} from './shoots.ts';

/*
 * Squads proposed from an event's checked-in entrants (community service). The organiser asks for a
 * proposal (checked-in entrants, not no-shows, not cancelled, in squads of at most six: the same
 * discipline together, then by category, sizes balanced, each squad a start time from the first
 * start and an interval), edits it, and accepts it: the squads become a shoot's squads (a new shoot,
 * or one of the event's shoots without squads, or whose squads are replaced while nothing is scored).
 */

/** Minutes between two squads' start times: the default, and the bounds the organiser may choose. */
export const SQUAD_PROPOSAL_INTERVAL_DEFAULT = 30;
export const SQUAD_PROPOSAL_INTERVAL_MIN = 5;
export const SQUAD_PROPOSAL_INTERVAL_MAX = 240;

export const SQUAD_PROPOSAL_MESSAGES = {
  noneCheckedIn: 'No one is checked in yet',
  hasSquads: 'This shoot already has squads',
  hasScores: 'This shoot has scores: its squads can no longer be replaced',
  notCheckedIn: 'Only checked-in entrants are squadded',
  twice: 'An entrant is in two squads',
  wrongDiscipline: 'An entrant is in a squad of another discipline',
  titleRequired: 'Title is required',
} as const;

/** GET /api/club-events/{id}/squad-proposal */
export const squadProposalQuerySchema = z.object({
  /** the first squad's start; without it, the event's start */
  startsAt: isoDateOrDateTime('event', 'Start time').optional(),
  intervalMinutes: z.coerce
    .number({ error: 'Interval must be a number of minutes' })
    .int('Interval must be a whole number of minutes')
    .min(SQUAD_PROPOSAL_INTERVAL_MIN, `Interval must be at least ${SQUAD_PROPOSAL_INTERVAL_MIN} minutes`)
    .max(SQUAD_PROPOSAL_INTERVAL_MAX, `Interval must be at most ${SQUAD_PROPOSAL_INTERVAL_MAX} minutes`)
    .default(SQUAD_PROPOSAL_INTERVAL_DEFAULT),
});
export type SquadProposalQuery = z.input<typeof squadProposalQuerySchema>;

export const proposedShooterSchema = z.object({
  entryId: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  discipline: disciplineSchema,
  category: shootCategorySchema,
  checkedInAt: z.string(),
});
export type ProposedShooter = z.infer<typeof proposedShooterSchema>;

export const proposedSquadSchema = z.object({
  name: z.string(),
  discipline: disciplineSchema,
  startsAt: z.string(),
  shooters: z.array(proposedShooterSchema),
});
export type ProposedSquad = z.infer<typeof proposedSquadSchema>;

export const squadProposalSchema = z.object({
  eventId: z.string(),
  startsAt: z.string(),
  intervalMinutes: z.number().int(),
  /** every checked-in entrant, each in one squad */
  squads: z.array(proposedSquadSchema),
  checkedIn: z.number().int(),
});
export type SquadProposal = z.infer<typeof squadProposalSchema>;

const squadName = z
  .string({ error: 'Squad name is required' })
  .trim()
  .min(1, 'Squad name is required')
  .max(40, 'Squad name must be at most 40 characters');

/** POST /api/club-events/{id}/squad-proposal/accept: the edited proposal. */
export const squadProposalAcceptSchema = z.object({
  /** the editor's id for this proposal: accepting it again (a retry, a second tap) changes nothing */
  proposalId: clientIdSchema,
  /** one of the event's shoots; null: a new shoot with the title and rounds below */
  shootId: objectIdSchema.nullable().default(null),
  title: z.string().trim().max(120, 'Title must be at most 120 characters').default(''),
  rounds: z
    .number()
    .int()
    .min(1, 'At least one round')
    .max(SHOOT_MAX_ROUNDS, `At most ${SHOOT_MAX_ROUNDS} rounds`)
    .default(1),
  /** the shoot's squads go (only while nothing is scored on them) */
  replace: z.boolean().default(false),
  squads: z
    .array(
      z.object({
        name: squadName,
        discipline: disciplineSchema,
        startsAt: isoDateOrDateTime('event', 'Start time'),
        shooters: z
          .array(z.object({ entryId: objectIdSchema, category: shootCategorySchema.default('open') }))
          .min(1, 'A squad needs a shooter')
          .max(SHOOT_SQUAD_MAX_SHOOTERS, `A squad has at most ${SHOOT_SQUAD_MAX_SHOOTERS} shooters`),
      }),
    )
    .min(1, 'Add a squad')
    .max(SHOOT_MAX_SQUADS, `At most ${SHOOT_MAX_SQUADS} squads`),
});
export type SquadProposalAccept = z.input<typeof squadProposalAcceptSchema>;
