import type { Discipline, Outcome } from '@trap/contracts';
import { SHOOT_CODE_ALPHABET, SHOOT_CODE_LENGTH } from '@trap/contracts';
import { documentStore } from '@trap/kit';
import {
  cardIdOf,
  type ShootCardDoc,
  type ShootDoc,
  type ShootSquadDoc,
  type ShootTargetDoc,
} from '@trap/community/src/modules/shoots/shoot.model.ts';
import { ShootRepository } from '@trap/community/src/modules/shoots/shoot.repository.ts';
import { BUSIEST, FULL, TYPICAL, dateOf, hash32, itemRng, range, rng } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { displayNameOf, type ClubMember } from './members.ts';
import type { SeedContext, Timing } from './seed-context.ts';

const SQUADS = 4;
const SHOOTERS = 5;
const ROUNDS = 2;
/** The bench's live shoot: each measured member scores a squad of it (five rounds, so three scales' samples fit). */
const LIVE_ROUNDS = 5;

export const shootIdOf = (i: number) => objectIdOf('shoot', i).toHexString();
export const LIVE_SHOOT_ID = shootIdOf(-1);
/** The squads the measured members score in the live shoot. */
export const LIVE_SQUAD = { busiest: 'q1', typical: 'q2' } as const;

/** A join code from the shoot's index: six letters of the code alphabet. */
function codeOf(i: number): string {
  const rand = rng(hash32(`shoot-code#${i}`));
  return Array.from({ length: SHOOT_CODE_LENGTH }, () => SHOOT_CODE_ALPHABET[Math.floor(rand() * SHOOT_CODE_ALPHABET.length)]).join('');
}

function squadsOf(ctx: SeedContext, i: number, startsAt: Date, first?: readonly ClubMember[]): ShootSquadDoc[] {
  const rand = itemRng('shoot-squads', i);
  return Array.from({ length: first ? first.length : SQUADS }, (_, q) => ({
    id: `q${q + 1}`,
    name: `Squad ${q + 1}`,
    discipline: 'olympic-trap' as Discipline,
    startsAt: new Date(startsAt.getTime() + q * 90 * 60_000),
    startOrder: q + 1,
    shooters: Array.from({ length: SHOOTERS }, (_, p) => {
      const member = p === 0 && first ? first[q]! : ctx.members[ctx.owner(rand())]!;
      return { id: `q${q + 1}p${p + 1}`, name: displayNameOf(member.index), userId: member.id, category: 'open' as const, position: p + 1 };
    }),
  }));
}

/** Every shooter's targets of every round, in the order a squad shoots them. */
function targetsOf(i: number, squad: ShootSquadDoc): ShootTargetDoc[] {
  const rand = itemRng(`shoot-targets:${squad.id}`, i);
  const out: ShootTargetDoc[] = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (let t = 0; t < 25; t++)
      for (const s of squad.shooters) {
        const u = rand();
        const outcome: Outcome = u < 0.65 ? 'first' : u < 0.8 ? 'second' : 'lost';
        out.push({
          id: `seed-${i}-${s.id}-${round}-${t}`,
          shooterId: s.id,
          round,
          outcome,
          direction: null,
          station: Math.floor(t / 5) + 1,
          deleted: false,
          at: new Date(squad.startsAt.getTime() + ((round - 1) * 25 + t) * 20_000),
        });
      }
  return out;
}

const shootDoc = (
  id: string,
  code: string,
  title: string,
  eventId: string,
  squads: ShootSquadDoc[],
  at: Date,
  finished: boolean,
  rounds: number,
): ShootDoc => ({
  _id: id,
  eventId,
  title,
  location: 'Pink City Trap Club, Jaipur',
  organiserId: 'club-organiser',
  code,
  status: finished ? 'finished' : 'live',
  disciplines: [{ discipline: 'olympic-trap', rounds }],
  squads,
  demo: false,
  createdAt: at,
  finishedAt: finished ? new Date(at.getTime() + 8 * 3_600_000) : null,
});

const cardOf = (
  shootId: string,
  squad: ShootSquadDoc,
  scorer: ClubMember | null,
  targets: ShootTargetDoc[],
  lockedAt: Date | null,
): ShootCardDoc => ({
  _id: cardIdOf(shootId, squad.id),
  shootId,
  squadId: squad.id,
  scorerId: scorer?.id ?? null,
  scorerName: scorer ? displayNameOf(scorer.index) : null,
  targets,
  corrections: [],
  lockedAt,
  lockedBy: lockedAt ? 'club-organiser' : null,
  revision: 1,
  updatedAt: lockedAt ?? new Date(),
});

/**
 * Finished shoots of club events, each with four squads of five members and their locked score
 * cards (two rounds of 25), through ShootRepository.insertMissing; the first step also stores the
 * live shoot whose squads the measured members score.
 */
export async function seedShoots(ctx: SeedContext): Promise<Timing> {
  const repo = new ShootRepository({ conn: ctx.conn.community, outboxStore: documentStore });
  const shoots: ShootDoc[] = [];
  const cards: ShootCardDoc[] = [];
  for (const i of range(ctx.from.shoots, ctx.to.shoots)) {
    const at = dateOf(i, FULL.shoots, ctx.now, itemRng('shoot', i));
    const squads = squadsOf(ctx, i, at);
    const id = shootIdOf(i);
    shoots.push(shootDoc(id, codeOf(i), `Club shoot ${i + 1}`, objectIdOf('club-event', i * 4).toHexString(), squads, at, true, ROUNDS));
    const locked = new Date(at.getTime() + 7 * 3_600_000);
    for (const squad of squads) cards.push(cardOf(id, squad, ctx.members[ctx.owner(itemRng('scorer', i)())]!, targetsOf(i, squad), locked));
  }
  if (ctx.from.shoots === 0) {
    const scorers = [ctx.members[BUSIEST]!, ctx.members[TYPICAL]!];
    const squads = squadsOf(ctx, -1, new Date(ctx.now), scorers);
    shoots.push(
      shootDoc(
        LIVE_SHOOT_ID,
        codeOf(-1),
        'Bench live shoot',
        objectIdOf('club-event', 0).toHexString(),
        squads,
        new Date(ctx.now),
        false,
        LIVE_ROUNDS,
      ),
    );
    squads.forEach((squad, q) => cards.push(cardOf(LIVE_SHOOT_ID, squad, scorers[q]!, [], null)));
  }
  const started = performance.now();
  await repo.insertMissing(shoots, cards);
  return {
    collection: `shoots + shoot_cards (${cards.length} cards)`,
    docs: shoots.length + cards.length,
    ms: performance.now() - started,
  };
}

/** The next target a measured member scores in the live shoot (shooters in turn, 25 a round). */
export function liveTarget(squadId: string, n: number, run: string) {
  const shooter = (n % SHOOTERS) + 1;
  const shot = Math.floor(n / SHOOTERS);
  return {
    id: `bench-${run}-${squadId}-${n}`,
    shooterId: `${squadId}p${shooter}`,
    round: Math.floor(shot / 25) + 1,
    outcome: (n % 7 === 3 ? 'lost' : 'first') as Outcome,
    station: Math.floor((shot % 25) / 5) + 1,
  };
}
