import type { SchemaDefinition } from 'mongoose';
import type { z } from 'zod';
import { practiceCompetitionDeleted, practiceCompetitionLogged, practiceCompetitionUpdated, type EventDefinition } from '@trap/contracts';
import { practiceLogsApi, type OwnedCrudApi } from '@trap/contracts/api/index';
import type { LogDoc } from './log.model.ts';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const str = (def: string | null = '') => ({ type: String, default: def });
const num = { type: Number, default: null };
const bool = (def: boolean) => ({ type: Boolean, default: def });
const strings = { type: [String], default: [] };

/** What every kind's input has (a calendar day or date-time) and every list query (a date range and paging). */
export type LogInput = { date: string } & Record<string, unknown>;
export type LogQuery = { from?: string; to?: string; limit: number; offset: number } & Record<string, unknown>;

/** How one kind of log is stored: what the repository needs. */
export interface LogStorage {
  /** mongoose model name, and the subject of "… not found" */
  name: string;
  collection: string;
  /** the kind's own stored fields with their defaults (SPEC 3.2) */
  fields: SchemaDefinition;
  /** integration events; a kind with events is soft-deleted so its deleted event leaves in the same write */
  events?: {
    logged: EventDefinition;
    updated: EventDefinition;
    deleted: EventDefinition;
    /** the logged/updated payload from the entry as the API shows it */
    payload: (entry: Record<string, unknown>) => Record<string, unknown>;
    /** the deleted payload */
    removed: (entry: { id: string; userId: string }) => Record<string, unknown>;
  };
}

/** A kind's output: the entry as the API shows it. */
export type LogOutput = z.ZodType<Record<string, unknown>>;

/** What the generic logs module needs to know about one kind of log. */
export interface LogKind<Input extends LogInput, Query extends LogQuery, O extends LogOutput> extends LogStorage {
  /** its declared routes (contracts' practiceLogsApi): GET/POST on the collection, GET/PUT/DELETE on an entry */
  api: OwnedCrudApi<z.ZodType<Input, unknown>, O, z.ZodType<Query, unknown>>;
  /** has a `sessionId` that must be one of the member's own live sessions */
  linksSession: boolean;
  /** query filters beyond the date range */
  filter?: (query: Record<string, unknown>) => Record<string, unknown>;
  /** normalises input before it is stored */
  prepare?: (input: Input) => Record<string, unknown>;
  /** the stored entry as the API shows it: id, ISO dates, the kind's own fields, checked by its declared output */
  toApi(doc: LogDoc): z.output<O>;
}

/** A field's stored default (`{ default: [] }`), for an entry stored before the field existed. */
const defaultOf = (def: unknown): unknown => (def && typeof def === 'object' && 'default' in def ? def.default : null);

/** The API fields of a stored entry, by the kind's field list (internals such as `demo` never leave). */
function apiFields(doc: LogDoc, fields: SchemaDefinition): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(doc._id), userId: doc.userId, date: doc.date.toISOString() };
  for (const [key, def] of Object.entries(fields)) out[key] = doc[key] ?? defaultOf(def);
  out.createdAt = doc.createdAt.toISOString();
  out.updatedAt = doc.updatedAt.toISOString();
  return out;
}

/** A kind from its declarations: its entries leave as its declared output schema reads them. */
function logKind<Input extends LogInput, Query extends LogQuery, O extends LogOutput>(
  kind: Omit<LogKind<Input, Query, O>, 'toApi'>,
): LogKind<Input, Query, O> {
  return { ...kind, toApi: (doc) => kind.api.get.response.schema.parse(apiFields(doc, kind.fields)) };
}

export const competitionsKind = logKind({
  api: practiceLogsApi.competitions,
  name: 'Competition',
  collection: 'competitions',
  fields: {
    name: { type: String, required: true },
    location: str(null),
    discipline: { type: String, default: 'olympic-trap' },
    /** club … international; null on entries stored before levels existed */
    level: str(null),
    score: num,
    maxScore: num,
    placing: num,
    notes: str(),
  },
  linksSession: false,
  events: {
    logged: practiceCompetitionLogged,
    updated: practiceCompetitionUpdated,
    deleted: practiceCompetitionDeleted,
    payload: (c) => ({
      competitionId: c.id,
      userId: c.userId,
      name: c.name,
      date: c.date,
      discipline: c.discipline,
      location: c.location,
      score: c.score,
      maxScore: c.maxScore,
      placing: c.placing,
    }),
    removed: (c) => ({ competitionId: c.id, userId: c.userId }),
  },
});

export const mentalKind = logKind({
  api: practiceLogsApi.mentalAssessments,
  name: 'Mental assessment',
  collection: 'mental_assessments',
  fields: {
    confidenceLevel: { type: Number, required: true },
    focusLevel: { type: Number, required: true },
    stressLevel: { type: Number, required: true },
    anxietyLevel: { type: Number, required: true },
    moodDescription: str(),
    preSessionNotes: str(),
    postSessionNotes: str(),
    sessionId: str(null),
    isPreSession: bool(true),
  },
  linksSession: true,
});

export const nutritionKind = logKind({
  api: practiceLogsApi.nutritionEntries,
  name: 'Nutrition entry',
  collection: 'nutrition_entries',
  fields: {
    mealType: { type: String, required: true },
    foodItems: strings,
    calories: num,
    protein: num,
    carbs: num,
    fats: num,
    hydration: num,
    notes: str(),
    sessionId: str(null),
    isCompetitionDay: bool(false),
  },
  linksSession: true,
});

export const fitnessKind = logKind({
  api: practiceLogsApi.fitnessEntries,
  name: 'Fitness entry',
  collection: 'fitness_entries',
  fields: {
    activityType: { type: String, required: true },
    duration: { type: Number, required: true },
    intensity: { type: String, default: 'moderate' },
    caloriesBurned: num,
    notes: str(),
    impactOnShooting: str(),
  },
  linksSession: false,
});

/**
 * Journal entries are private by default (SPEC 3.2). These routes are the owner's; an entry with
 * isPrivate false is also read by the owner's accepted friends and coaches where the owner shares
 * with them (modules/sharing), never a private one.
 */
export const journalKind = logKind({
  api: practiceLogsApi.journalEntries,
  name: 'Journal entry',
  collection: 'journal_entries',
  fields: {
    title: { type: String, required: true },
    content: { type: String, required: true },
    tags: strings,
    audioNoteUrl: str(null),
    transcribedText: str(),
    isPrivate: bool(true),
    sessionId: str(null),
    equipmentIds: strings,
  },
  linksSession: true,
  filter: (q) => ({
    ...(q.tag ? { tags: String(q.tag).toLowerCase() } : {}),
    // a plain substring match over the member's own entries (FerretDB has no text index)
    ...(q.q ? { $or: ['title', 'content'].map((f) => ({ [f]: { $regex: escapeRegex(String(q.q)), $options: 'i' } })) } : {}),
  }),
  prepare: (input) => ({ ...input, tags: [...new Set(input.tags)] }),
});
