import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isFinalRefusal, isOfflineError } from '../../shared/offline/offline-error.ts';
import type { CreateSessionInput } from '@trap/contracts';
import { readStored, writeStored } from '../../shared/offline/device-storage.ts';
import { applySessionChange, createSession, withSession } from './practice-api.ts';
import type { PracticeSession } from '@trap/contracts';

/**
 * Sessions saved with no connection wait in localStorage with their idempotency key and are sent
 * again, with the same key, when the browser is back online: the server stores a key once, so a
 * session that reached it before the connection dropped is never stored twice.
 */
export interface PendingSession {
  userId: string;
  input: CreateSessionInput & { idempotencyKey: string };
  queuedAt: string;
  /** the server refused it (a 4xx): kept so the member can see why, never retried on its own */
  error?: string;
}

const STORAGE_KEY = 'trap.practice.pending.v1';
const listeners = new Set<() => void>();
let cache: PendingSession[] | null = null;

function read(): PendingSession[] {
  if (cache) return cache;
  const parsed = readStored(STORAGE_KEY);
  cache = Array.isArray(parsed) ? (parsed as PendingSession[]) : [];
  return cache;
}

function write(next: PendingSession[]) {
  cache = next;
  writeStored(STORAGE_KEY, next);
  listeners.forEach((l) => l());
}

export function enqueue(entry: PendingSession) {
  write([...read().filter((p) => p.input.idempotencyKey !== entry.input.idempotencyKey), entry]);
}

export function discard(key: string) {
  write(read().filter((p) => p.input.idempotencyKey !== key));
}

const EMPTY: PendingSession[] = [];

export function usePendingSessions(userId: string | undefined): PendingSession[] {
  const all = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => EMPTY,
  );
  return userId ? all.filter((p) => p.userId === userId) : EMPTY;
}

export { isOfflineError };

let syncing: Promise<PracticeSession[]> | null = null;

/** Sends every waiting session of this user once; returns the sessions that reached the server. */
function syncPending(userId: string): Promise<PracticeSession[]> {
  if (syncing) return syncing;
  syncing = (async () => {
    const sent: PracticeSession[] = [];
    for (const entry of read().filter((p) => p.userId === userId && !p.error)) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) break;
      try {
        const saved = await createSession(entry.input);
        sent.push(saved);
        discard(entry.input.idempotencyKey);
      } catch (error) {
        if (isOfflineError(error)) break;
        if (isFinalRefusal(error)) {
          write(read().map((p) => (p.input.idempotencyKey === entry.input.idempotencyKey ? { ...p, error: error.message } : p)));
        } else break;
      }
    }
    return sent;
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** Syncs at page load and whenever the browser reports it is online again. */
export function usePendingSync(userId: string | undefined) {
  const queryClient = useQueryClient();
  const run = useCallback(async () => {
    if (!userId) return;
    const sent = await syncPending(userId);
    if (sent.length > 0) {
      await applySessionChange(queryClient, (list) => sent.reduce((l, saved) => withSession(l, saved), list));
    }
  }, [userId, queryClient]);
  useEffect(() => {
    void run();
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [run]);
  return run;
}
