import type { SchemaDefinition } from 'mongoose';
import type { z } from 'zod';
import {
  competitionInputSchema,
  fitnessEntryInputSchema,
  journalEntryInputSchema,
  journalListQuerySchema,
  logListQuerySchema,
  mentalAssessmentInputSchema,
  nutritionEntryInputSchema,
  practiceCompetitionDeleted,
  practiceCompetitionLogged,
  practiceCompetitionUpdated,
  type EventDefinition,
} from '@trap/contracts';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const str = (def: string | null = '') => ({ type: String, default: def });
const num = { type: Number, default: null };
const bool = (def: boolean) => ({ type: Boolean, default: def });
const strings = { type: [String], default: [] };

/** What the generic logs module needs to know about one kind of log. */
export interface LogKind {
  /** mongoose model name, and the subject of "… not found" */
  name: string;
  collection: string;
  /** the collection's route: GET/POST here, GET/PUT/DELETE at `${path}/:id` */
  path: string;
  input: z.ZodType<Record<string, unknown> & { date: string }>;
  listQuery: z.ZodType<{ from?: string; to?: string; limit: number; offset: number } & Record<string, unknown>>;
  /** the kind's own stored fields with their defaults (SPEC 3.2) */
  fields: SchemaDefinition;
  /** has a `sessionId` that must be one of the member's own live sessions */
  linksSession: boolean;
  /** query filters beyond the date range */
  filter?: (query: Record<string, unknown>) => Record<string, unknown>;
  /** normalises input before it is stored */
  prepare?: (input: Record<string, unknown>) => Record<string, unknown>;
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

export const competitionsKind: LogKind = {
  name: 'Competition',
  collection: 'competitions',
  path: '/api/competitions',
  input: competitionInputSchema,
  listQuery: logListQuerySchema,
  fields: {
    name: { type: String, required: true },
    location: str(null),
    discipline: { type: String, default: 'olympic-trap' },
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
};

export const mentalKind: LogKind = {
  name: 'Mental assessment',
  collection: 'mental_assessments',
  path: '/api/practice/mental-assessments',
  input: mentalAssessmentInputSchema,
  listQuery: logListQuerySchema,
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
};

export const nutritionKind: LogKind = {
  name: 'Nutrition entry',
  collection: 'nutrition_entries',
  path: '/api/practice/nutrition-entries',
  input: nutritionEntryInputSchema,
  listQuery: logListQuerySchema,
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
};

export const fitnessKind: LogKind = {
  name: 'Fitness entry',
  collection: 'fitness_entries',
  path: '/api/practice/fitness-entries',
  input: fitnessEntryInputSchema,
  listQuery: logListQuerySchema,
  fields: {
    activityType: { type: String, required: true },
    duration: { type: Number, required: true },
    intensity: { type: String, default: 'moderate' },
    caloriesBurned: num,
    notes: str(),
    impactOnShooting: str(),
  },
  linksSession: false,
};

/**
 * Journal entries are private by default (SPEC 3.2). These routes are the owner's; an entry with
 * isPrivate false is also read by the owner's accepted friends and coaches where the owner shares
 * with them (modules/sharing), never a private one.
 */
export const journalKind: LogKind = {
  name: 'Journal entry',
  collection: 'journal_entries',
  path: '/api/journal/entries',
  input: journalEntryInputSchema,
  listQuery: journalListQuerySchema,
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
  prepare: (input) => ({ ...input, tags: [...new Set(input.tags as string[])] }),
};

export const LOG_KINDS = [competitionsKind, mentalKind, nutritionKind, fitnessKind, journalKind];
