import { createHash } from 'node:crypto';
import type { Outcome } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import { DEMO_MEMBER_EVENT_IDS } from '../events/demo-events.ts';
import {
  cardIdOf,
  type ShootCardDoc,
  type ShootDoc,
  type ShootShooterDoc,
  type ShootSquadDoc,
  type ShootTargetDoc,
} from './shoot.model.ts';
import type { ShootRepository } from './shoot.repository.ts';
import type { ShootsService } from './shoots.service.ts';

/** The live demo shoot's join code (the demo admin scores its third squad with it). */
const DEMO_LIVE_CODE = 'TRAP26';
const idOf = (key: string) => createHash('md5').update(`seed:shoot:${key}`).digest('hex').slice(0, 24);
const DEMO_LIVE_SHOOT_ID = idOf('live');
const DEMO_FINISHED_SHOOT_ID = idOf('finished');
const ORGANISER = 'demo-organiser';

/** A repeatable sequence of outcomes: a good shooter hits about `rate` of the targets. */
function outcomes(seed: string, count: number, rate: number): Outcome[] {
  let h = createHash('sha256').update(seed).digest();
  const out: Outcome[] = [];
  for (let i = 0; i < count; i++) {
    if (i % 32 === 0 && i > 0) h = createHash('sha256').update(h).digest();
    const r = h[i % 32]! / 255;
    out.push(r < rate * 0.8 ? 'first' : r < rate ? 'second' : 'lost');
  }
  return out;
}

const shooter = (squad: number, i: number, name: string, userId: string | null = null, category: ShootShooterDoc['category'] = 'open') => ({
  id: `s${squad}p${i}`,
  name,
  userId,
  category,
  position: i,
});

function squadsOf(day: Date, memberId: string | null): ShootSquadDoc[] {
  const at = (h: number) => new Date(day.getTime() + h * 3600_000);
  return [
    {
      id: 's1',
      name: 'Squad 1',
      discipline: 'olympic-trap',
      startsAt: at(0),
      startOrder: 1,
      shooters: [
        shooter(1, 1, memberId ? 'Demo Member' : 'Arjun Mehta', memberId),
        shooter(1, 2, 'Kynan Chenai'),
        shooter(1, 3, 'Rajeshwari Kumari', null, 'women'),
        shooter(1, 4, 'Prithviraj Tondaiman'),
        shooter(1, 5, 'Zoravar Sandhu', null, 'junior'),
      ],
    },
    {
      id: 's2',
      name: 'Squad 2',
      discipline: 'olympic-trap',
      startsAt: at(1.5),
      startOrder: 2,
      shooters: [
        shooter(2, 1, 'Shreyasi Singh', null, 'women'),
        shooter(2, 2, 'Manavjit Sandhu', null, 'veteran'),
        shooter(2, 3, 'Lakshay Sheoran'),
        shooter(2, 4, 'Bhowneesh Mendiratta'),
      ],
    },
    {
      id: 's3',
      name: 'DTL Squad',
      discipline: 'down-the-line',
      startsAt: at(3),
      startOrder: 3,
      shooters: [
        shooter(3, 1, 'Vivaan Kapoor'),
        shooter(3, 2, 'Ayesha Rao', null, 'women'),
        shooter(3, 3, 'Kabir Malhotra', null, 'junior'),
      ],
    },
  ];
}

/** Targets for the first `rounds` rounds of every shooter of a squad (those given), in the order a squad shoots. */
function targetsOf(shootKey: string, squad: ShootSquadDoc, rounds: number, upTo = Infinity): ShootTargetDoc[] {
  const out: ShootTargetDoc[] = [];
  for (let r = 1; r <= rounds; r++) {
    const seqs = squad.shooters.map((s, i) => outcomes(`${shootKey}:${s.id}:${r}`, 25, 0.78 + ((i * 7) % 5) * 0.04));
    for (let t = 0; t < 25; t++)
      squad.shooters.forEach((s, i) => {
        if (out.length >= upTo) return;
        out.push({
          id: `demo-${shootKey}-${s.id}-${r}-${t}`,
          shooterId: s.id,
          round: r,
          outcome: squad.discipline === 'down-the-line' || seqs[i]![t] !== 'second' ? seqs[i]![t]! : 'second',
          direction: null,
          station: Math.floor(t / 5) + 1,
          deleted: false,
          at: new Date(squad.startsAt.getTime() + (r * 25 + t) * 20_000),
        });
      });
  }
  return out;
}

const card = (shootId: string, squadId: string, scorer: string | null, targets: ShootTargetDoc[], lockedAt: Date | null): ShootCardDoc => ({
  _id: cardIdOf(shootId, squadId),
  shootId,
  squadId,
  scorerId: scorer ? `demo-scorer-${squadId}` : null,
  scorerName: scorer,
  targets,
  corrections: [],
  lockedAt,
  lockedBy: lockedAt ? ORGANISER : null,
  revision: 1,
  updatedAt: new Date(),
});

const shootDoc = (id: string, code: string, title: string, eventId: string, squads: ShootSquadDoc[], createdAt: Date): ShootDoc => ({
  _id: id,
  eventId,
  title,
  location: 'Pink City Trap Club, Jaipur',
  organiserId: ORGANISER,
  code,
  status: 'live',
  disciplines: [
    { discipline: 'olympic-trap', rounds: 2 },
    { discipline: 'down-the-line', rounds: 1 },
  ],
  squads,
  demo: true,
  createdAt,
  finishedAt: null,
});

/**
 * DEMO_MODE: a live shoot (its first squad half-way through round 2, the second in round 1, the DTL
 * squad without a scorer for the demo admin to take with code TRAP26), and, once the demo member
 * exists, a finished one they shot in: finished through the service, so its results reach their
 * practice history like any shoot's. Both are stored once (fixed ids); a restart changes nothing.
 */
export async function seedDemoShoots(repo: ShootRepository, logger: Logger): Promise<void> {
  const today = new Date();
  today.setUTCHours(3, 30, 0, 0); // 9:00 IST
  const squads = squadsOf(today, null);
  const [inserted] = await repo.insertMissing(
    [shootDoc(DEMO_LIVE_SHOOT_ID, DEMO_LIVE_CODE, 'Pink City Monthly Club Shoot', DEMO_MEMBER_EVENT_IDS[0]!, squads, today)],
    [
      card(DEMO_LIVE_SHOOT_ID, 's1', 'Club Scorer One', targetsOf('live', squads[0]!, 2, 5 * 25 + 5 * 12), null),
      card(DEMO_LIVE_SHOOT_ID, 's2', 'Club Scorer Two', targetsOf('live', squads[1]!, 1, 4 * 18), null),
      card(DEMO_LIVE_SHOOT_ID, 's3', null, [], null),
    ],
  );
  if (inserted) logger.info({ code: DEMO_LIVE_CODE }, 'demo live shoot seeded');
}

/** The finished demo shoot with the demo member in its first squad; finished once. */
export async function seedFinishedDemoShoot(repo: ShootRepository, shoots: ShootsService, memberId: string, logger: Logger): Promise<void> {
  const existing = await repo.findById(DEMO_FINISHED_SHOOT_ID);
  if (existing?.status === 'finished') return;
  if (!existing) {
    const day = new Date(Date.now() - 9 * 86_400_000);
    day.setUTCHours(3, 30, 0, 0);
    const squads = squadsOf(day, memberId);
    await repo.insertMissing(
      [shootDoc(DEMO_FINISHED_SHOOT_ID, 'DONE25', 'Garden City Sunday Shoot', DEMO_MEMBER_EVENT_IDS[1]!, squads, day)],
      squads.map((s) =>
        card(DEMO_FINISHED_SHOOT_ID, s.id, 'Club Scorer', targetsOf('finished', s, s.discipline === 'olympic-trap' ? 2 : 1), null),
      ),
    );
  }
  await shoots.finish({ userId: ORGANISER, role: 'member' }, DEMO_FINISHED_SHOOT_ID);
  logger.info({ memberId }, 'demo finished shoot seeded');
}
