import { Schema, type Connection, type Model } from 'mongoose';
import type { GroupSessionStatus, GroupSessionType, ParticipantStatus } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

/** One row of SPEC 3.2 session_participants, kept inside its session (one per member). */
export interface ParticipantEntry {
  userId: string;
  status: ParticipantStatus;
  role: 'host' | 'participant';
  feedback: string;
  respondedAt: Date;
  /** when going found the session full: the waiting list's order */
  waitlistedAt: Date | null;
}

/**
 * SPEC 3.2 group_sessions with its session_participants embedded, so the places, the waiting list and
 * who moves up are decided in one single-document write (see squad.model.ts for why).
 */
export interface GroupSessionDoc {
  _id: string;
  squadId: string;
  hostId: string;
  title: string;
  description: string;
  date: Date;
  /** minutes */
  duration: number;
  location: string;
  maxParticipants: number | null;
  status: GroupSessionStatus;
  type: GroupSessionType;
  notes: string;
  participants: ParticipantEntry[];
  /** when the day-before reminder went out (the reminder pass sends one per session) */
  reminderSentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export function groupSessionModel(conn: Connection): Model<GroupSessionDoc> {
  if (conn.models.GroupSession) return conn.models.GroupSession as Model<GroupSessionDoc>;
  const participant = new Schema<ParticipantEntry>(
    {
      userId: { type: String, required: true },
      status: { type: String, required: true },
      role: { type: String, required: true },
      feedback: { type: String, default: '' },
      respondedAt: { type: Date, required: true },
      waitlistedAt: { type: Date, default: null },
    },
    { _id: false },
  );
  const schema = new Schema<GroupSessionDoc>(
    {
      _id: { type: String, required: true },
      squadId: { type: String, required: true },
      hostId: { type: String, required: true },
      title: { type: String, required: true },
      description: { type: String, default: '' },
      date: { type: Date, required: true },
      duration: { type: Number, required: true },
      location: { type: String, required: true },
      maxParticipants: { type: Number, default: null },
      status: { type: String, required: true },
      type: { type: String, required: true },
      notes: { type: String, default: '' },
      participants: { type: [participant], default: [] },
      reminderSentAt: { type: Date, default: null },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'group_sessions', versionKey: false },
  );
  schema.index({ squadId: 1, date: 1 });
  schema.index({ status: 1, reminderSentAt: 1, date: 1 });
  return conn.model<GroupSessionDoc>('GroupSession', schema);
}
