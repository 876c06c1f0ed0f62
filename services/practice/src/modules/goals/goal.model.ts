import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { Discipline, GoalMetric } from '@trap/contracts';

/** training_goals: a member's goals (Training Progress). Progress is computed on read, never stored. */
export interface GoalDoc {
  _id: Types.ObjectId;
  userId: string;
  title: string;
  metric: GoalMetric;
  target: number;
  discipline: Discipline | null;
  /** YYYY-MM-DD */
  deadline: string;
  baseline: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export function goalModel(conn: Connection): Model<GoalDoc> {
  if (conn.models.TrainingGoal) return conn.models.TrainingGoal as Model<GoalDoc>;
  const schema = new Schema<GoalDoc>(
    {
      userId: { type: String, required: true },
      title: { type: String, default: '' },
      metric: { type: String, required: true },
      target: { type: Number, required: true },
      discipline: { type: String, default: null },
      deadline: { type: String, required: true },
      baseline: { type: Number, default: null },
      createdAt: Date,
      updatedAt: Date,
    },
    { collection: 'training_goals', versionKey: false, minimize: false },
  );
  schema.index({ userId: 1, deadline: 1 });
  return conn.model<GoalDoc>('TrainingGoal', schema);
}
