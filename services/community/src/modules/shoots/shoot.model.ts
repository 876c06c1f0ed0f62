import { Schema, type Connection, type Model } from 'mongoose';
import type { Direction, Discipline, Outcome, ShootCategory, ShootStatus } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

export interface ShootShooterDoc {
  id: string;
  name: string;
  userId: string | null;
  category: ShootCategory;
  position: number;
}

export interface ShootSquadDoc {
  id: string;
  name: string;
  discipline: Discipline;
  startsAt: Date;
  startOrder: number;
  shooters: ShootShooterDoc[];
}

/**
 * shoots: a shoot of a club event, its disciplines and squads. What scorers write lives in one card
 * per squad (shoot_cards), so six scorers never queue behind one document; the shoot itself changes
 * only when it is finished (with the results event in the same write).
 */
export interface ShootDoc {
  _id: string;
  eventId: string;
  title: string;
  location: string;
  organiserId: string;
  code: string;
  status: ShootStatus;
  disciplines: { discipline: Discipline; rounds: number }[];
  squads: ShootSquadDoc[];
  demo: boolean;
  createdAt: Date;
  finishedAt: Date | null;
  /** the accepted squad proposal the squads came from (accepting it again changes nothing); absent: made by hand */
  squadsFrom?: string | null;
}

export interface ShootTargetDoc {
  id: string;
  shooterId: string;
  round: number;
  outcome: Outcome;
  direction: Direction | null;
  station: number | null;
  deleted: boolean;
  at: Date;
}

interface ShootCorrectionDoc {
  targetId: string;
  from: string;
  to: string;
  by: string;
  at: Date;
  reason: string;
  afterLock: boolean;
}

/**
 * shoot_cards: one squad's card (`_id` `<shootId>.<squadId>`): its one scorer, its targets in the
 * order scored (ids from the scorer's device: a replay finds its id and stores nothing), the
 * corrections, and the lock. `revision` guards every write (the store's update, one process's
 * writes to a card in line), so no two writes, of one replica or two, decide on the same card
 * state (the scorer's claim and the round-complete check rest on it).
 */
export interface ShootCardDoc {
  _id: string;
  shootId: string;
  squadId: string;
  scorerId: string | null;
  scorerName: string | null;
  targets: ShootTargetDoc[];
  corrections: ShootCorrectionDoc[];
  lockedAt: Date | null;
  lockedBy: string | null;
  revision: number;
  updatedAt: Date;
}

export const cardIdOf = (shootId: string, squadId: string) => `${shootId}.${squadId}`;

export function shootModel(conn: Connection): Model<ShootDoc> {
  if (conn.models.Shoot) return conn.models.Shoot as Model<ShootDoc>;
  const schema = new Schema<ShootDoc>(
    {
      _id: { type: String, required: true },
      eventId: { type: String, required: true },
      title: { type: String, required: true },
      location: { type: String, default: '' },
      organiserId: { type: String, required: true },
      code: { type: String, required: true },
      status: { type: String, required: true },
      disciplines: { type: Schema.Types.Mixed, required: true },
      squads: { type: Schema.Types.Mixed, required: true },
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      finishedAt: { type: Date, default: null },
      squadsFrom: { type: String, default: null },
      ...outboxSchemaFields,
    },
    { collection: 'shoots', versionKey: false, minimize: false },
  );
  schema.index({ code: 1 }, { unique: true });
  schema.index({ eventId: 1 });
  return conn.model<ShootDoc>('Shoot', schema);
}

export function shootCardModel(conn: Connection): Model<ShootCardDoc> {
  if (conn.models.ShootCard) return conn.models.ShootCard as Model<ShootCardDoc>;
  const schema = new Schema<ShootCardDoc>(
    {
      _id: { type: String, required: true },
      shootId: { type: String, required: true },
      squadId: { type: String, required: true },
      scorerId: { type: String, default: null },
      scorerName: { type: String, default: null },
      targets: { type: Schema.Types.Mixed, default: [] },
      corrections: { type: Schema.Types.Mixed, default: [] },
      lockedAt: { type: Date, default: null },
      lockedBy: { type: String, default: null },
      revision: { type: Number, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'shoot_cards', versionKey: false, minimize: false },
  );
  return conn.model<ShootCardDoc>('ShootCard', schema);
}
