import { Types } from 'mongoose';
import type { Direction, Discipline, RoundInput, ShotInput, WeatherConditions } from '@trap/contracts';
import { derive } from '../sessions/session.service.ts';
import type { PracticeSessionDoc } from '../sessions/session.model.ts';
import { demoEquipmentId } from './demo-equipment.ts';

/** The demo shooter is the account with this username (DEMO_MODE only). */
export const DEMO_USERNAME = 'member';
const DAYS = 182;
const DAY_MS = 86_400_000;
const DIRS: Direction[] = ['left', 'right', 'straight', 'left', 'right'];
const WIND_DIRS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** mulberry32: a small seeded generator, so a member's demo history is the same on every start. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/**
 * Six months of an improving Olympic Trap shooter (about 70% rising to about 85%), weak on
 * station 4 and in wind of 15 km/h or more, a little tired at the end of a round; now and then a
 * Down-The-Line session and a round entered as a total only. Ends the day before `now`.
 */
export function demoSessions(userId: string, now = new Date()): PracticeSessionDoc[] {
  const rand = rng(hash(userId));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const out: PracticeSessionDoc[] = [];
  // the demo member's own items (demo-equipment.ts): the Perazzi came late in the six months
  const [beretta, perazzi] = (['beretta-dt11', 'perazzi-mx8'] as const).map((key) => String(demoEquipmentId(userId, key)));
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS;
  let n = 0;
  for (let offset = DAYS; offset >= 1; offset -= 2 + Math.floor(rand() * 4)) {
    const date = new Date(end - offset * DAY_MS + 7 * 3600_000);
    const progress = 1 - offset / DAYS;
    const month = date.getUTCMonth();
    const discipline: Discipline = n % 8 === 5 ? 'down-the-line' : 'olympic-trap';
    const windSpeed = Math.round(rand() < 0.35 ? 15 + rand() * 15 : rand() * 14);
    const weather: WeatherConditions = {
      windSpeed,
      windDirection: pick(WIND_DIRS),
      temperature: Math.round((month >= 3 && month <= 8 ? 30 : 18) + rand() * 8),
      light: pick(['bright', 'bright', 'overcast', 'low'] as const),
      rain: rand() < 0.1 ? 'light' : 'none',
    };
    const p = 0.7 + 0.15 * progress - (windSpeed >= 15 ? 0.1 : 0);
    const rounds: RoundInput[] = [];
    const roundCount = 2 + Math.floor(rand() * 3);
    for (let r = 0; r < roundCount; r++) {
      if (n % 10 === 7 && r === roundCount - 1) {
        rounds.push({ total: Math.round(25 * p) });
        continue;
      }
      const shots: ShotInput[] = [];
      for (let i = 0; i < 25; i++) {
        const station = Math.floor(i / 5) + 1;
        if (rand() < 0.02)
          shots.push({
            station,
            ...(discipline === 'olympic-trap' ? { machine: (station - 1) * 3 + (i % 3) + 1 } : {}),
            direction: DIRS[i % 5],
            outcome: 'no-bird',
          });
        const hitP = p - (station === 4 ? 0.16 : 0) - (i >= 18 ? 0.04 : 0) + (DIRS[i % 5] === 'straight' ? 0.04 : 0);
        const kill = rand() < hitP;
        const outcome = kill ? (rand() < 0.78 + 0.1 * progress ? 'first' : 'second') : 'lost';
        shots.push({
          station,
          ...(discipline === 'olympic-trap' ? { machine: (station - 1) * 3 + (i % 3) + 1 } : {}),
          direction: DIRS[i % 5],
          outcome,
        });
      }
      // the demo member has not shot a 25 straight yet (First 25 Straight stays to earn): a round the
      // random draw made perfect loses its last target
      const targets = shots.filter((s) => s.outcome !== 'no-bird');
      if (targets.every((s) => s.outcome !== 'lost')) targets[targets.length - 1]!.outcome = 'lost';
      rounds.push({ shots });
    }
    const key = `demo-${n}`;
    out.push({
      _id: new Types.ObjectId(),
      userId,
      date,
      discipline,
      title:
        discipline === 'down-the-line'
          ? 'DTL club shoot'
          : pick(['Morning practice', 'Squad training', 'Weekend practice', 'Range session']),
      location: rand() < 0.8 ? 'Dr. Karni Singh Shooting Range, New Delhi' : 'Pune Trap Club',
      rangeId: null,
      notes: windSpeed >= 15 ? 'Gusty wind, targets dropping late.' : '',
      feedback: null,
      targetType: 'standard',
      weatherConditions: weather,
      equipmentIds: [progress > 0.6 && rand() < 0.6 ? perazzi! : beretta!],
      scores: rounds,
      ...derive({ discipline, scores: rounds }),
      idempotencyKey: key,
      demo: true,
      deletedAt: null,
      createdAt: date,
      updatedAt: date,
    });
    n++;
  }
  return out;
}
