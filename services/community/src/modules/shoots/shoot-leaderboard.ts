import {
  countedShots,
  DISCIPLINE_RULES,
  groupLabel,
  isKill,
  scoreRound,
  SHOOT_CATEGORIES,
  type LeaderboardEntry,
  type ShootLeaderboard,
  type ShotInput,
  type EventData,
  type shootFinished,
} from '@trap/contracts';
import type { ShootCardDoc, ShootDoc, ShootShooterDoc, ShootSquadDoc } from './shoot.model.ts';

/** One shooter's card as the ranking reads it: the shots of each round in the order scored. */
interface ShooterResult {
  shooter: ShootShooterDoc;
  squad: ShootSquadDoc;
  rounds: ShotInput[][];
  roundKills: number[];
  total: number;
  points: number | null;
  targetsShot: number;
  /** every counted target in order, true for a kill (the target-by-target count-back) */
  sequence: boolean[];
}

function shooterResults(shoot: ShootDoc, cards: ShootCardDoc[]): ShooterResult[] {
  const cardOf = new Map(cards.map((c) => [c.squadId, c]));
  const out: ShooterResult[] = [];
  for (const squad of shoot.squads) {
    const rounds = shoot.disciplines.find((d) => d.discipline === squad.discipline)?.rounds ?? 1;
    const targets = (cardOf.get(squad.id)?.targets ?? []).filter((t) => !t.deleted);
    for (const shooter of squad.shooters) {
      const mine = targets.filter((t) => t.shooterId === shooter.id);
      const byRound: ShotInput[][] = Array.from({ length: rounds }, (_, r) =>
        mine
          .filter((t) => t.round === r + 1)
          .map((t) => ({
            outcome: t.outcome,
            ...(t.direction ? { direction: t.direction } : {}),
            ...(t.station ? { station: t.station } : {}),
          })),
      );
      // a round not started counts nothing (scoreRound reads a round without shots as a total-only one)
      const scores = byRound.map((shots) =>
        shots.length
          ? scoreRound(squad.discipline, { shots })
          : { kills: 0, targets: 0, points: DISCIPLINE_RULES[squad.discipline].points ? 0 : null },
      );
      const points = scores.some((s) => s.points !== null) ? scores.reduce((n, s) => n + (s.points ?? 0), 0) : null;
      out.push({
        shooter,
        squad,
        rounds: byRound,
        roundKills: scores.map((s) => s.kills),
        total: scores.reduce((n, s) => n + s.kills, 0),
        points,
        targetsShot: scores.reduce((n, s) => n + s.targets, 0),
        sequence: byRound.flatMap((shots) => countedShots(shots).map((s) => isKill(s.outcome))),
      });
    }
  }
  return out;
}

/** Total, then (DTL) points: a tie on these is what count-back decides. */
const primary = (a: ShooterResult, b: ShooterResult) => b.total - a.total || (b.points ?? 0) - (a.points ?? 0);

/**
 * ISSF count-back: the last round's score, then the one before, and so on; then target by target
 * from the last one shot backwards (the first miss counting back ranks lower). 0 when still tied.
 */
function countBack(a: ShooterResult, b: ShooterResult): number {
  for (let r = Math.max(a.roundKills.length, b.roundKills.length) - 1; r >= 0; r--) {
    const d = (b.roundKills[r] ?? 0) - (a.roundKills[r] ?? 0);
    if (d) return d;
  }
  const n = Math.min(a.sequence.length, b.sequence.length);
  for (let i = 1; i <= n; i++) {
    const ka = a.sequence[a.sequence.length - i]!;
    const kb = b.sequence[b.sequence.length - i]!;
    if (ka !== kb) return ka ? -1 : 1;
  }
  return 0;
}

/** Ranks one group: competition ranking (1, 2, 2, 4) where count-back leaves a tie (a shoot-off decides). */
function rankGroup(results: ShooterResult[]): LeaderboardEntry[] {
  const sorted = [...results].sort(
    (a, b) => primary(a, b) || countBack(a, b) || a.squad.startOrder - b.squad.startOrder || a.shooter.position - b.shooter.position,
  );
  const entries: LeaderboardEntry[] = [];
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    const tiedWith = (o: ShooterResult | undefined) => o !== undefined && primary(r, o) === 0 && r.targetsShot > 0;
    const sharedWithPrev = tiedWith(prev) && countBack(r, prev!) === 0;
    const rank = sharedWithPrev ? entries[i - 1]!.rank : i + 1;
    const stillTied = (o: ShooterResult | undefined) => tiedWith(o) && countBack(r, o!) === 0;
    const tieBreak = stillTied(prev) || stillTied(next) ? 'shoot-off' : tiedWith(prev) || tiedWith(next) ? 'count-back' : null;
    entries.push({
      rank,
      shooterId: r.shooter.id,
      name: r.shooter.name,
      userId: r.shooter.userId,
      squad: r.squad.name,
      rounds: r.roundKills,
      total: r.total,
      points: r.points,
      targetsShot: r.targetsShot,
      tieBreak,
    });
  });
  return entries;
}

export function computeLeaderboard(shoot: ShootDoc, cards: ShootCardDoc[], now = new Date()): ShootLeaderboard {
  const results = shooterResults(shoot, cards);
  const groups: ShootLeaderboard['groups'] = [];
  for (const { discipline } of shoot.disciplines)
    for (const category of SHOOT_CATEGORIES) {
      const members = results.filter((r) => r.squad.discipline === discipline && r.shooter.category === category);
      if (members.length) groups.push({ discipline, category, label: groupLabel(discipline, category), entries: rankGroup(members) });
    }
  return {
    shootId: shoot._id,
    title: shoot.title,
    status: shoot.status,
    targetsScored: results.reduce((n, r) => n + r.targetsShot, 0),
    computedAt: now.toISOString(),
    groups,
  };
}

/** community.shoot.finished: each member's rounds, total and place in their discipline and category (guests are not in it). */
export function finishedResults(shoot: ShootDoc, cards: ShootCardDoc[]): EventData<typeof shootFinished> {
  const board = computeLeaderboard(shoot, cards);
  const results = shooterResults(shoot, cards);
  const first = shoot.squads.reduce((min, s) => (s.startsAt < min ? s.startsAt : min), shoot.squads[0]!.startsAt);
  return {
    shootId: shoot._id,
    eventId: shoot.eventId,
    title: shoot.title,
    location: shoot.location,
    date: first.toISOString(),
    url: `/shoots/${shoot._id}/leaderboard`,
    results: results
      .filter((r) => r.shooter.userId && r.targetsShot > 0)
      .slice(0, 240)
      .map((r) => {
        const group = board.groups.find((g) => g.discipline === r.squad.discipline && g.category === r.shooter.category)!;
        return {
          userId: r.shooter.userId!,
          name: r.shooter.name,
          discipline: r.squad.discipline,
          category: r.shooter.category,
          rank: group.entries.find((e) => e.shooterId === r.shooter.id)!.rank,
          competitors: group.entries.length,
          total: r.total,
          targets: r.targetsShot,
          points: r.points,
          rounds: r.rounds.filter((shots) => shots.length > 0).map((shots) => ({ shots })),
        };
      }),
  };
}
