import { useSyncExternalStore } from 'react';
import { errorMessage } from '@trap/ui';
import { readStored, writeStored } from '../../shared/offline/device-storage.ts';
import { isFinalRefusal, isOfflineError } from '../../shared/offline/offline-error.ts';

/**
 * A queue of writes kept on this device and sent in order when there is a connection. Each entry
 * carries the id the server stores it under (client-generated), so one that reached the server
 * before the connection dropped is found there, never stored twice. A refusal the server will repeat
 * (4xx) stays in the queue with its message, for the member to see, and is never retried on its own.
 */
interface QueuedWrite<P> {
  key: string;
  /** what it belongs to (a card): sync and views take one scope at a time */
  scope: string;
  payload: P;
  queuedAt: string;
  error?: string;
}

export interface OrderedQueue<P> {
  enqueue(entry: Omit<QueuedWrite<P>, 'queuedAt'>): void;
  discard(key: string): void;
  /** sends the waiting writes of the scope in order; resolves with how many reached the server */
  sync(scope: string): Promise<number>;
  useEntries(scope: string): QueuedWrite<P>[];
  /** told of each write the server took, with its answer (a screen folds it into what it shows) */
  onSent(listener: (payload: P, answer: unknown) => void): () => void;
}

export function createOrderedQueue<P>(storageKey: string, send: (payload: P) => Promise<unknown>): OrderedQueue<P> {
  const listeners = new Set<() => void>();
  const sentListeners = new Set<(payload: P, answer: unknown) => void>();
  let cache: QueuedWrite<P>[] | null = null;
  const read = (): QueuedWrite<P>[] => {
    if (cache) return cache;
    const parsed = readStored(storageKey);
    cache = Array.isArray(parsed) ? (parsed as QueuedWrite<P>[]) : [];
    return cache;
  };
  const write = (next: QueuedWrite<P>[]) => {
    cache = next;
    writeStored(storageKey, next);
    listeners.forEach((l) => l());
  };
  const syncing = new Map<string, Promise<number>>();
  const views = new Map<string, { from: QueuedWrite<P>[]; view: QueuedWrite<P>[] }>();

  return {
    enqueue(entry) {
      write([...read().filter((e) => e.key !== entry.key), { ...entry, queuedAt: new Date().toISOString() }]);
    },
    discard(key) {
      write(read().filter((e) => e.key !== key));
    },
    sync(scope) {
      const running = syncing.get(scope);
      if (running) return running;
      const run = (async () => {
        let sent = 0;
        for (;;) {
          const next = read().find((e) => e.scope === scope && !e.error);
          if (!next) break;
          if (typeof navigator !== 'undefined' && !navigator.onLine) break;
          try {
            const answer = await send(next.payload);
            sent++;
            sentListeners.forEach((l) => l(next.payload, answer));
            write(read().filter((e) => e.key !== next.key));
          } catch (error) {
            if (isOfflineError(error)) break;
            if (isFinalRefusal(error)) write(read().map((e) => (e.key === next.key ? { ...e, error: errorMessage(error) } : e)));
            else break;
          }
        }
        return sent;
      })().finally(() => syncing.delete(scope));
      syncing.set(scope, run);
      return run;
    },
    onSent(listener) {
      sentListeners.add(listener);
      return () => sentListeners.delete(listener);
    },
    useEntries(scope) {
      const all = useSyncExternalStore(
        (l) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        read,
        read,
      );
      // one array per state of the queue, so the view is stable between renders
      const cached = views.get(scope);
      if (cached && cached.from === all) return cached.view;
      const view = all.filter((e) => e.scope === scope);
      views.set(scope, { from: all, view });
      return view;
    },
  };
}
