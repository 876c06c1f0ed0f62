import { shootsApi } from '@trap/contracts/api/route-paths';
import type { ShootTargetInput } from '@trap/contracts';
import { call, routeKey, type RouteResponse } from '@trap/ui';
import { createOrderedQueue } from './ordered-queue.ts';

export type Shoot = RouteResponse<typeof shootsApi.findShootByCode>;
export type Card = RouteResponse<typeof shootsApi.getShootCard>;
export type Target = Card['targets'][number];

export const shootByCode = (code: string, signal?: AbortSignal) => call(shootsApi.findShootByCode, { params: { code } }, { signal });
export const joinSquad = (shootId: string, squadId: string, code: string) =>
  call(shootsApi.joinShootSquad, { params: { id: shootId, squadId }, body: { code } });
export const cardOf = (shootId: string, squadId: string, signal?: AbortSignal) =>
  call(shootsApi.getShootCard, { params: { id: shootId, squadId } }, { signal });
export const lockCard = (shootId: string, squadId: string) => call(shootsApi.lockShootCard, { params: { id: shootId, squadId } });

/** The card's key: the same as the organiser's view of it (the shell's card corrections). */
export const cardKey = (shootId: string, squadId: string) => routeKey(shootsApi.getShootCard, { params: { id: shootId, squadId } });
export const scopeOf = (shootId: string, squadId: string) => `${shootId}.${squadId}`;

/** A scorer's write: a target (under the id this device gave it) or taking one back. */
export type ScoreWrite =
  | { kind: 'score'; shootId: string; squadId: string; target: ShootTargetInput }
  | { kind: 'remove'; shootId: string; squadId: string; targetId: string };

/** The scorer's queue: every tap goes through it, online or not, and reaches the server once, in order. */
export const scoreQueue = createOrderedQueue<ScoreWrite>('trap.score.pending.v1', (w) =>
  w.kind === 'score'
    ? call(shootsApi.scoreShootTarget, { params: { id: w.shootId, squadId: w.squadId }, body: w.target })
    : call(shootsApi.removeShootTarget, { params: { id: w.shootId, squadId: w.squadId, targetId: w.targetId } }),
);

export const newTargetId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
