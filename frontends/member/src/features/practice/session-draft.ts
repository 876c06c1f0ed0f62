import {
  createSessionSchema,
  DEFAULT_DISCIPLINE,
  LIGHT_VALUES,
  RAIN_VALUES,
  WIND_DIRECTIONS,
  type CreateSessionInput,
  type Discipline,
  type ShotInput,
} from '@trap/contracts';
import { readStored, writeStored } from '../../shared/offline/device-storage.ts';
import { newIdempotencyKey, today } from './practice-api.ts';

/** The session being scored, kept in localStorage so a reload on the range loses nothing. */
export type DraftRound = { mode: 'shots'; shots: ShotInput[] } | { mode: 'total'; total: string };

export interface DraftWeather {
  windSpeed: string;
  windDirection: '' | (typeof WIND_DIRECTIONS)[number];
  temperature: string;
  light: '' | (typeof LIGHT_VALUES)[number];
  rain: '' | (typeof RAIN_VALUES)[number];
}

export interface Draft {
  key: string;
  discipline: Discipline;
  date: string;
  location: string;
  /** the directory range the location was picked from; null for free text */
  rangeId?: string | null;
  notes: string;
  /** the member's equipment items used (kept for the next session: the same gun, usually) */
  equipmentIds?: string[];
  weather: DraftWeather;
  rounds: DraftRound[];
  current: number;
}

export const emptyRound = (): DraftRound => ({ mode: 'shots', shots: [] });

export function newDraft(keep?: Pick<Draft, 'discipline' | 'date' | 'location' | 'rangeId' | 'weather' | 'equipmentIds'>): Draft {
  return {
    key: newIdempotencyKey(),
    discipline: keep?.discipline ?? DEFAULT_DISCIPLINE,
    date: keep?.date ?? today(),
    location: keep?.location ?? '',
    rangeId: keep?.rangeId ?? null,
    notes: '',
    equipmentIds: keep?.equipmentIds ?? [],
    weather: keep?.weather ?? { windSpeed: '', windDirection: '', temperature: '', light: '', rain: '' },
    rounds: [emptyRound()],
    current: 0,
  };
}

const draftKey = (userId: string) => `trap.practice.draft.v1:${userId}`;

export function loadDraft(userId: string): Draft {
  // a broken draft is dropped
  const d = readStored(draftKey(userId)) as Draft | null | undefined;
  return d && typeof d.key === 'string' && Array.isArray(d.rounds) && d.rounds.length ? d : newDraft();
}

export function storeDraft(userId: string, draft: Draft) {
  writeStored(draftKey(userId), draft);
}

export const roundHasContent = (r: DraftRound) => (r.mode === 'shots' ? r.shots.length > 0 : r.total.trim() !== '');

const num = (s: string) => (s.trim() === '' ? null : Number(s));

/** What saving a session with no target scored and no round total says (the screen shows it in the page's language). */
export const NOTHING_SCORED = 'Score at least one target or enter a round total';

/** The POST body, checked by the same contract the server uses (so offline entries are valid too). */
export function toSessionInput(draft: Draft): { input?: CreateSessionInput & { idempotencyKey: string }; error?: string } {
  const scores = draft.rounds.filter(roundHasContent).map((r) => (r.mode === 'shots' ? { shots: r.shots } : { total: Number(r.total) }));
  if (scores.length === 0) return { error: NOTHING_SCORED };
  const w = draft.weather;
  const weather = {
    windSpeed: num(w.windSpeed),
    windDirection: w.windDirection || null,
    temperature: num(w.temperature),
    light: w.light || null,
    rain: w.rain || null,
  };
  const anyWeather = Object.values(weather).some((v) => v !== null);
  const input = {
    date: draft.date,
    discipline: draft.discipline,
    location: draft.location.trim() || null,
    rangeId: (draft.location.trim() && draft.rangeId) || null,
    notes: draft.notes,
    weatherConditions: anyWeather ? weather : null,
    equipmentIds: draft.equipmentIds ?? [],
    scores,
    idempotencyKey: draft.key,
  };
  const parsed = createSessionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: issue.message };
  }
  return { input };
}
