import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { CompetitionLevel, Discipline, NraiCategory } from '@trap/contracts';

/** practice_pathway_profiles: one per member (`_id` = userId; FerretDB reads by `_id`), their NRAI category. */
export interface PathwayProfileDoc {
  _id: string;
  category: NraiCategory | null;
  updatedAt: Date;
}

export function pathwayProfileModel(conn: Connection): Model<PathwayProfileDoc> {
  if (conn.models.PathwayProfile) return conn.models.PathwayProfile as Model<PathwayProfileDoc>;
  const schema = new Schema<PathwayProfileDoc>(
    {
      _id: { type: String, required: true },
      category: { type: String, default: null },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'practice_pathway_profiles', versionKey: false, minimize: false },
  );
  return conn.model<PathwayProfileDoc>('PathwayProfile', schema);
}

/**
 * practice_selection_rules: what selection counts for one season, category and discipline, kept by
 * admins with its public source (a small collection, read whole). `example` marks the demo's values.
 */
export interface SelectionRuleDoc {
  _id: Types.ObjectId;
  season: number;
  category: NraiCategory;
  discipline: Discipline;
  bestN: number;
  countedLevels: CompetitionLevel[];
  nextStep: string;
  nextStepDate: string | null;
  qualifyingScore: number;
  source: string;
  sourceUrl: string | null;
  verified: boolean;
  notes: string;
  /** seeded in DEMO_MODE, never an official value */
  example: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export function selectionRuleModel(conn: Connection): Model<SelectionRuleDoc> {
  if (conn.models.SelectionRule) return conn.models.SelectionRule as Model<SelectionRuleDoc>;
  const schema = new Schema<SelectionRuleDoc>(
    {
      season: { type: Number, required: true },
      category: { type: String, required: true },
      discipline: { type: String, required: true },
      bestN: { type: Number, required: true },
      countedLevels: { type: [String], default: [] },
      nextStep: { type: String, required: true },
      nextStepDate: { type: String, default: null },
      qualifyingScore: { type: Number, required: true },
      source: { type: String, required: true },
      sourceUrl: { type: String, default: null },
      verified: { type: Boolean, default: false },
      notes: { type: String, default: '' },
      example: { type: Boolean, default: false },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'practice_selection_rules', versionKey: false, minimize: false },
  );
  // one rule per season, category and discipline (the service checks first and answers 409)
  schema.index({ season: 1, category: 1, discipline: 1 }, { unique: true });
  return conn.model<SelectionRuleDoc>('SelectionRule', schema);
}

/**
 * practice_staff_actions: one document per admin change of a selection rule, carrying its audit
 * event (practice.staff_action.recorded) in its outbox. A journal of its own because a rule can be
 * deleted (a deleted document would lose its pending events); written right after the rule.
 */
export interface StaffActionJournalDoc {
  _id: Types.ObjectId;
  action: string;
  itemId: string;
  at: Date;
}
export function staffActionJournalModel(conn: Connection): Model<StaffActionJournalDoc> {
  if (conn.models.PracticeStaffAction) return conn.models.PracticeStaffAction as Model<StaffActionJournalDoc>;
  const schema = new Schema<StaffActionJournalDoc>(
    { action: { type: String, required: true }, itemId: { type: String, required: true }, at: { type: Date, required: true } },
    { collection: 'practice_staff_actions', versionKey: false },
  );
  return conn.model<StaffActionJournalDoc>('PracticeStaffAction', schema);
}
