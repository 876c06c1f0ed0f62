import { Schema, type Connection, type Model } from 'mongoose';
import type { CoachSpeciality } from '@trap/contracts';

/** What a coach tells members who look for one; `_id` is the coach's user id. */
export interface CoachProfileDoc {
  _id: string;
  speciality: CoachSpeciality;
  city: string;
  experienceYears: number;
  /** whole rupees a session */
  ratePerSession: number;
  about: string;
  acceptingRequests: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function coachProfileModel(conn: Connection): Model<CoachProfileDoc> {
  if (conn.models.CoachProfile) return conn.models.CoachProfile as Model<CoachProfileDoc>;
  const schema = new Schema<CoachProfileDoc>(
    {
      _id: { type: String, required: true },
      speciality: { type: String, required: true },
      city: { type: String, required: true },
      experienceYears: { type: Number, required: true },
      ratePerSession: { type: Number, required: true },
      about: { type: String, default: '' },
      acceptingRequests: { type: Boolean, default: true },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'coach_profiles', versionKey: false },
  );
  return conn.model<CoachProfileDoc>('CoachProfile', schema);
}
