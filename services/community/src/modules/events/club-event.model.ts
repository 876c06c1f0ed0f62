import { Schema, type Connection, type Model } from 'mongoose';
import type { ClubEventStatus, ClubEventType, IndianState } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';


/**
 * SPEC 3.2 club_events, plus what the calendar needs: the Indian state it is in (the state filter),
 * its approval, and the registrations made here. Registrations live inside the event (at most
 * CLUB_EVENT_MAX_PARTICIPANTS ids), so "is there a place left" and "take it" are one
 * single-document write, guarded by `revision` so two replicas never both take the last place.
 * `startDate` and `endDate` are kept as the organiser gave them; `startsAt` and `endsAt` are when the
 * event really starts and ends (an all-day event: its first IST day's start, its last one's end),
 * which the calendar's windows, the registration rules and the reminder read.
 */
export interface ClubEventDoc {
  _id: string;
  title: string;
  description: string;
  eventType: ClubEventType;
  location: string;
  state: IndianState;
  startDate: Date;
  endDate: Date;
  allDay: boolean;
  startsAt: Date;
  endsAt: Date;
  organizer: string;
  contactEmail: string | null;
  contactPhone: string | null;
  registrationUrl: string | null;
  registrationDeadline: Date | null;
  maxParticipants: number | null;
  imageUrl: string | null;
  /** the member who proposed it; null for the seeded calendar */
  createdBy: string | null;
  isActive: boolean;
  status: ClubEventStatus;
  approvedAt: Date | null;
  approvedBy: string | null;
  /** an admin's rejection: when, by whom and why (told to the creator); absent on older documents */
  rejectedAt?: Date | null;
  rejectedBy?: string | null;
  rejectionReason?: string | null;
  /** members registered here, in order of registration */
  registrantIds: string[];
  /** when the day-before reminder went out (once per event) */
  remindedAt: Date | null;
  /** counts the changes: the guard of every registration write */
  revision: number;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function clubEventModel(conn: Connection): Model<ClubEventDoc> {
  if (conn.models.ClubEvent) return conn.models.ClubEvent as Model<ClubEventDoc>;
  const schema = new Schema<ClubEventDoc>(
    {
      _id: { type: String, required: true },
      title: { type: String, required: true },
      description: { type: String, default: '' },
      eventType: { type: String, required: true },
      location: { type: String, required: true },
      state: { type: String, required: true },
      startDate: { type: Date, required: true },
      endDate: { type: Date, required: true },
      allDay: { type: Boolean, default: false },
      startsAt: { type: Date, required: true },
      endsAt: { type: Date, required: true },
      organizer: { type: String, required: true },
      contactEmail: { type: String, default: null },
      contactPhone: { type: String, default: null },
      registrationUrl: { type: String, default: null },
      registrationDeadline: { type: Date, default: null },
      maxParticipants: { type: Number, default: null },
      imageUrl: { type: String, default: null },
      createdBy: { type: String, default: null },
      isActive: { type: Boolean, default: true },
      status: { type: String, required: true },
      approvedAt: { type: Date, default: null },
      approvedBy: { type: String, default: null },
      rejectedAt: { type: Date, default: null },
      rejectedBy: { type: String, default: null },
      rejectionReason: { type: String, default: null },
      registrantIds: { type: [String], default: [] },
      remindedAt: { type: Date, default: null },
      revision: { type: Number, required: true },
      demo: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'club_events', versionKey: false },
  );
  // the calendar reads by time window; the reminder job by start
  schema.index({ startsAt: 1 });
  schema.index({ endsAt: 1 });
  return conn.model<ClubEventDoc>('ClubEvent', schema);
}
