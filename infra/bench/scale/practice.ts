import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { documentStore } from '@trap/kit';
import { demoSessions } from '@trap/practice/src/modules/demo/demo-sessions.ts';
import { EquipmentRepository } from '@trap/practice/src/modules/equipment/equipment.repository.ts';
import type { EquipmentItemDoc, MaintenanceRecordDoc } from '@trap/practice/src/modules/equipment/equipment.model.ts';
import { competitionsKind, fitnessKind, journalKind, nutritionKind, type LogStorage } from '@trap/practice/src/modules/logs/log-kinds.ts';
import type { LogDoc } from '@trap/practice/src/modules/logs/log.model.ts';
import { LogRepository } from '@trap/practice/src/modules/logs/log.repository.ts';
import type { PracticeSessionDoc } from '@trap/practice/src/modules/sessions/session.model.ts';
import { SessionRepository, sessionIdFor } from '@trap/practice/src/modules/sessions/session.repository.ts';
import { StatsRowsCache } from '@trap/practice/src/modules/sessions/stats-rows-cache.ts';
import { FULL, dateOf, itemRng, pick, range, sessionsPerMember } from './plan.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

/** A stable ObjectId for item `i` of a collection, so its references (a gun's records) hold at every scale. */
export const objectIdOf = (collection: string, i: number) =>
  new Types.ObjectId(createHash('md5').update(`${collection}#${i}`).digest('hex').slice(0, 24));

const DAY = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Practice sessions with their statistics rows, through SessionRepository.insertNew (the service's
 * stored shape; the member's cached rows in Redis are dropped, as the service's own bulk write does).
 * Each member's k-th session is the demo member's k-th template session (realistic rounds, weather,
 * locations) on a date spread over that member's share of the five years.
 */
export async function seedSessions(ctx: SeedContext): Promise<Timing> {
  const repo = new SessionRepository(
    { conn: ctx.conn.practice, outboxStore: documentStore },
    new StatsRowsCache(ctx.redis, ctx.redisPrefix),
  );
  await repo.ensureIndexes();
  const before = sessionsPerMember(ctx.scale.from, ctx.weights);
  const after = sessionsPerMember(ctx.scale.to, ctx.weights);
  const whole = sessionsPerMember(1, ctx.weights);
  const docs: PracticeSessionDoc[] = [];
  for (const member of ctx.members) {
    const j = member.index;
    const from = before[j]!;
    if (after[j]! <= from) continue;
    const template = demoSessions(member.id);
    for (const k of range(from, after[j]!)) {
      const rand = itemRng(`session:${j}`, k);
      const date = dateOf(k, whole[j]!, ctx.now, rand);
      const key = `club-session-${k}`;
      docs.push({
        ...template[k % template.length]!,
        _id: sessionIdFor(member.id, key),
        title: `Club session ${k + 1}`,
        date,
        idempotencyKey: key,
        demo: false,
        deletedAt: null,
        createdAt: date,
        updatedAt: date,
      });
    }
  }
  return insertTimed('practice_sessions (+ statistics rows)', docs, (chunk) => repo.insertNew(chunk));
}

const GUNS = [
  ['Perazzi', 'MX8'],
  ['Beretta', 'DT11'],
  ['Browning', 'Ultra XS'],
  ['Krieghoff', 'K-80'],
  ['Miroku', 'MK70'],
  ['Fabarm', 'Elos'],
] as const;
const SERVICES = ['cleaning', 'service', 'repair', 'inspection'] as const;

/** Guns (equipment items) and their maintenance records, four per gun, through EquipmentRepository. */
export async function seedEquipment(ctx: SeedContext): Promise<Timing[]> {
  const repo = new EquipmentRepository(ctx.conn.practice);
  const guns: EquipmentItemDoc[] = range(ctx.from.guns, ctx.to.guns).map((i) => {
    const rand = itemRng('gun', i);
    const [brand, model] = pick(rand, GUNS);
    const bought = dateOf(i, FULL.guns, ctx.now, rand);
    return {
      _id: objectIdOf('gun', i),
      userId: ctx.members[gunOwner(ctx, i)]!.id,
      categoryId: 'shotgun',
      name: `${brand} ${model}`,
      brand,
      model,
      serialNumber: `SN${100000 + i}`,
      purchaseDate: DAY(bought),
      price: 150_000 + Math.round(rand() * 900_000),
      notes: null,
      imageUrl: null,
      maintenanceFrequency: 90,
      nextMaintenance: null,
      maintenanceEveryShots: 5000,
      isPrimary: i % 5 === 0,
      demo: false,
      createdAt: bought,
      updatedAt: bought,
    };
  });
  // record i belongs to gun floor(i / per-gun), which exists at every scale that has the record
  const perGun = FULL.maintenanceRecords / FULL.guns;
  const records: MaintenanceRecordDoc[] = range(ctx.from.maintenanceRecords, ctx.to.maintenanceRecords).map((i) => {
    const rand = itemRng('maintenance', i);
    const gun = Math.floor(i / perGun);
    const at = dateOf(i, FULL.maintenanceRecords, ctx.now, rand);
    return {
      _id: objectIdOf('maintenance', i),
      userId: ctx.members[gunOwner(ctx, gun)]!.id,
      equipmentId: String(objectIdOf('gun', gun)),
      maintenanceDate: DAY(at),
      maintenanceType: pick(rand, SERVICES),
      description: 'Stripped, cleaned and oiled; checked the ejectors',
      performedBy: rand() < 0.5 ? 'Self' : 'Club armourer',
      cost: Math.round(rand() * 5000),
      parts: null,
      nextMaintenanceDate: null,
      demo: false,
      createdAt: at,
      updatedAt: at,
    };
  });
  return [
    await insertTimed('equipment_items (guns)', guns, (c) => repo.insertNew(c)),
    await insertTimed('maintenance_records', records, (c) => repo.insertNewRecords(c)),
  ];
}

/** Gun `i`'s owner: by the members' weights (the busiest member owns more guns too). */
const gunOwner = (ctx: SeedContext, i: number) => ctx.owner(itemRng('gun-owner', i)());

/** Of every 20 log entries: 12 journal entries, 2 competitions, 3 fitness and 3 nutrition entries. */
const LOG_MIX: readonly LogStorage[] = [
  ...Array<LogStorage>(12).fill(journalKind),
  ...Array<LogStorage>(2).fill(competitionsKind),
  ...Array<LogStorage>(3).fill(fitnessKind),
  ...Array<LogStorage>(3).fill(nutritionKind),
];

function logFields(kind: LogStorage, rand: () => number, i: number): Record<string, unknown> {
  switch (kind.collection) {
    case 'journal_entries':
      return {
        title: `Training notes ${i}`,
        content: 'Kept my head on the stock through station 4; the low left targets still got away twice. Slower on the second barrel.',
        tags: [pick(rand, ['focus', 'technique', 'wind', 'match'])],
        audioNoteUrl: null,
        transcribedText: '',
        isPrivate: rand() < 0.7,
        sessionId: null,
        equipmentIds: [],
      };
    case 'competitions':
      return {
        name: `Club shoot ${i}`,
        location: 'Pink City Trap Club, Jaipur',
        discipline: 'olympic-trap',
        level: pick(rand, ['club', 'state', 'national']),
        score: 90 + Math.floor(rand() * 30),
        maxScore: 125,
        placing: 1 + Math.floor(rand() * 20),
        notes: '',
      };
    case 'fitness_entries':
      return {
        activityType: pick(rand, ['running', 'yoga', 'strength']),
        duration: 20 + Math.floor(rand() * 60),
        intensity: 'moderate',
        caloriesBurned: null,
        notes: '',
        impactOnShooting: '',
      };
    default:
      return {
        mealType: pick(rand, ['breakfast', 'lunch', 'dinner', 'snack']),
        foodItems: ['dal', 'rice'],
        calories: 400 + Math.floor(rand() * 400),
        protein: null,
        carbs: null,
        fats: null,
        hydration: null,
        notes: '',
        sessionId: null,
        isCompetitionDay: false,
      };
  }
}

/** Journal entries and the other member logs, each kind through its LogRepository. */
export async function seedLogs(ctx: SeedContext): Promise<Timing[]> {
  const byKind = new Map<LogStorage, LogDoc[]>();
  for (const i of range(ctx.from.logEntries, ctx.to.logEntries)) {
    const rand = itemRng('log', i);
    const kind = LOG_MIX[i % LOG_MIX.length]!;
    const date = dateOf(i, FULL.logEntries, ctx.now, rand);
    const doc: LogDoc = {
      _id: objectIdOf('log', i),
      userId: ctx.members[ctx.owner(rand())]!.id,
      date,
      deletedAt: null,
      demo: false,
      createdAt: date,
      updatedAt: date,
      ...logFields(kind, rand, i),
    };
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)!.push(doc);
  }
  const out: Timing[] = [];
  for (const kind of new Set(LOG_MIX)) {
    const repo = new LogRepository({ conn: ctx.conn.practice, outboxStore: documentStore }, kind);
    out.push(await insertTimed(kind.collection, byKind.get(kind) ?? [], (c) => repo.insertMany(c)));
  }
  return out;
}
