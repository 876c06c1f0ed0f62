import type { ResponseOf, shootsApi } from '@trap/contracts/api/index';
import type { ShootTargetInput } from '@trap/contracts';
import { api } from '@trap/ui';
import { createOrderedQueue } from '../../shared/offline/ordered-queue.ts';

export type Shoot = ResponseOf<typeof shootsApi.findShootByCode>;
export type Card = ResponseOf<typeof shootsApi.getShootCard>;
export type Target = Card['targets'][number];

const base = (shootId: string, squadId: string) => `/api/shoots/${shootId}/squads/${squadId}`;

export const shootByCode = (code: string, signal?: AbortSignal) =>
  api.get<Shoot>(`/api/shoots/code/${encodeURIComponent(code)}`, { signal });
export const joinSquad = (shootId: string, squadId: string, code: string) => api.post<Card>(`${base(shootId, squadId)}/scorer`, { code });
export const cardOf = (shootId: string, squadId: string, signal?: AbortSignal) =>
  api.get<Card>(`${base(shootId, squadId)}/card`, { signal });
export const lockCard = (shootId: string, squadId: string) => api.post<Card>(`${base(shootId, squadId)}/lock`);

export const cardKey = (shootId: string, squadId: string) => ['shoot-card', shootId, squadId];
export const scopeOf = (shootId: string, squadId: string) => `${shootId}.${squadId}`;

/** A scorer's write: a target (under the id this device gave it) or taking one back. */
export type ScoreWrite =
  | { kind: 'score'; shootId: string; squadId: string; target: ShootTargetInput }
  | { kind: 'remove'; shootId: string; squadId: string; targetId: string };

/** The scorer's queue: every tap goes through it, online or not, and reaches the server once, in order. */
export const scoreQueue = createOrderedQueue<ScoreWrite>('trap.score.pending.v1', (w) =>
  w.kind === 'score'
    ? api.post(`${base(w.shootId, w.squadId)}/targets`, w.target)
    : api.delete(`${base(w.shootId, w.squadId)}/targets/${w.targetId}`),
);

export const newTargetId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
