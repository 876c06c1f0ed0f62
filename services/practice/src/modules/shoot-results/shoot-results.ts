import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import {
  competitionInputSchema,
  createSessionSchema,
  DISCIPLINE_RULES,
  scoreRound,
  shootFinished,
  type Discipline,
  type EventData,
  type RoundInput,
  type ShotInput,
} from '@trap/contracts';
import { on, type Logger, type ServiceModule, type Subscription } from '@trap/kit';
import type { SessionService } from '../sessions/session.service.ts';

/**
 * The shots of a round each on a station: a shot that names none is put where the usual rotation
 * has the shooter for it (the station the scoring pad offers next, runningTotal's nextStation; a
 * no-bird is replayed from the same station). Match-day cards are scored without stations, and a
 * round without them draws nothing on the trap layout.
 */
function withRotationStations(discipline: Discipline, round: RoundInput): ShotInput[] {
  const shots = round.shots ?? [];
  const rules = DISCIPLINE_RULES[discipline];
  const perStation = Math.max(1, Math.round(scoreRound(discipline, round).targets / rules.stations));
  let counted = 0;
  return shots.map((shot) => {
    const station = shot.station ?? (Math.floor(counted / perStation) % rules.stations) + 1;
    if (shot.outcome !== 'no-bird') counted++;
    return { ...shot, station };
  });
}

type Finished = EventData<typeof shootFinished>;
type Result = Finished['results'][number];
type CompetitionEntry = ReturnType<typeof competitionInputSchema.parse>;

/** The competition entry's id from the shoot and the member: the event replayed finds it stored. */
const competitionIdFor = (shootId: string, userId: string) =>
  new Types.ObjectId(createHash('sha256').update(`shoot\n${shootId}\n${userId}`).digest('hex').slice(0, 24));

/** A finished shoot's day, never after today (a competition with a score is not in the future). */
const dayOf = (iso: string) => new Date(Math.min(Date.parse(iso), Date.now())).toISOString();

/**
 * community.shoot.finished: each member's rounds go to their practice history (one session, keyed by
 * the shoot: the idempotency key makes a replay find it) and a line to their competitions log (its id
 * derived from the shoot and the member), both linked to the shoot's leaderboard.
 */
export function shootResultsSubscriptions(deps: {
  sessions: SessionService;
  /** the competitions log's use cases (LogService) */
  competitions: { createOnce(userId: string, id: Types.ObjectId, input: CompetitionEntry): Promise<void> };
  logger: Logger;
}): Subscription[] {
  const record = async (shoot: Finished, r: Result) => {
    const label = DISCIPLINE_RULES[r.discipline].label;
    const placing = `${r.rank} of ${r.competitors}`;
    const date = dayOf(shoot.date);
    await deps.sessions.create(
      r.userId,
      createSessionSchema.parse({
        date,
        discipline: r.discipline,
        title: shoot.title.slice(0, 120),
        location: shoot.location.slice(0, 200) || null,
        notes: `Scored live at ${shoot.title}: ${placing} in ${label}. Leaderboard: ${shoot.url}`,
        // a match-day card is scored without stations: each target goes on the station of the usual
        // rotation, as on the scoring pad, so the round draws on the trap layout (stats, scorecard)
        scores: r.rounds.map((round) => ({ shots: withRotationStations(r.discipline, round) })),
        idempotencyKey: `shoot-${shoot.shootId}`,
      }),
    );
    await deps.competitions.createOnce(
      r.userId,
      competitionIdFor(shoot.shootId, r.userId),
      competitionInputSchema.parse({
        name: shoot.title.slice(0, 160),
        date,
        location: shoot.location.slice(0, 200) || null,
        discipline: r.discipline,
        level: 'club',
        score: r.total,
        maxScore: Math.max(1, r.targets),
        placing: r.rank,
        notes: `Scored live: ${placing} in ${label}${r.points !== null ? `, ${r.points} points` : ''}. Leaderboard: ${shoot.url}`,
      }),
    );
  };
  return [
    on(shootFinished, async (shoot) => {
      for (const r of shoot.results) if (r.rounds.length) await record(shoot, r);
      deps.logger.info({ shootId: shoot.shootId, members: shoot.results.length }, 'shoot results recorded');
    }),
  ];
}

/** Match-day results into the members' practice history and competitions log (community.shoot.finished). */
export function shootResultsModule(deps: Parameters<typeof shootResultsSubscriptions>[0]): ServiceModule {
  return { name: 'shoot-results', subscriptions: shootResultsSubscriptions(deps) };
}
