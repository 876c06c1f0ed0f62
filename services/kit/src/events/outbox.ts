import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { EventDefinition, Envelope } from '@trap/contracts';
import type { z } from 'zod';
import { currentRequestId, type Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';
import { assertDocumentLocksHeld, withDocumentLock } from './document-locks.ts';

/**
 * Transactional outbox without multi-document transactions: pending events live in an `_outbox`
 * array on the very document that changed, so the change and its event are one single-document
 * write. The relay publishes them with Nats-Msg-Id = event id and then pulls them off; a crash in
 * between republishes the same id, which JetStream's duplicate window and the consumers'
 * de-duplication absorb.
 */
export interface OutboxEntry {
  id: string;
  subject: string;
  version: number;
  occurredAt: string;
  requestId?: string;
  data: unknown;
}

export const OUTBOX_FIELD = '_outbox';
/** The filter for documents that still carry events the relay has not published. */
export const HAS_OUTBOX_ENTRIES = { [`${OUTBOX_FIELD}.0`]: { $exists: true } } as const;

/** Mongoose schema fragment to add to every model that records events. */
export const outboxSchemaFields = {
  [OUTBOX_FIELD]: { type: [Object], default: undefined, select: false },
};

/** Builds an outbox entry; the payload is parsed by its contract so a bad event never leaves. */
export function recordEvent<T extends z.ZodType>(def: EventDefinition<string, T>, data: z.input<T>): OutboxEntry {
  const parsed = def.schema.parse(data);
  const requestId = currentRequestId();
  return {
    id: randomUUID(),
    subject: def.subject,
    version: def.version,
    occurredAt: new Date().toISOString(),
    ...(requestId ? { requestId } : {}),
    data: parsed,
  };
}

/** Update operator that appends events to a document's outbox in the same write. */
export const pushEvents = (...events: OutboxEntry[]) => ({ $push: { [OUTBOX_FIELD]: { $each: events } } });

export async function publishEnvelope(bus: EventBus, entry: OutboxEntry, opts: { timeoutMs?: number } = {}): Promise<void> {
  const envelope: Envelope = entry;
  await bus.js.publish(bus.subject(entry.subject), JSON.stringify(envelope), { msgID: entry.id, timeout: opts.timeoutMs ?? 5000 });
}

/**
 * Failure-test hook: OUTBOX_TEST_CRASH=before-publish|after-publish makes the process die (SIGKILL,
 * no clean-up) right before or after it publishes an outbox entry, i.e. between the database write
 * and the publish, or between the publish and the pull. Ignored when NODE_ENV is production.
 */
export type OutboxCrashPoint = 'before-publish' | 'after-publish';
export function outboxCrashPoint(env: NodeJS.ProcessEnv = process.env): OutboxCrashPoint | undefined {
  if (env.NODE_ENV === 'production') return undefined;
  const point = env.OUTBOX_TEST_CRASH;
  return point === 'before-publish' || point === 'after-publish' ? point : undefined;
}

export interface OutboxRelayOptions {
  bus: EventBus;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape may carry an outbox
  models: Model<any>[];
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  /** how long one publish may wait for JetStream's ack before the pass gives up (default 5 s) */
  publishTimeoutMs?: number;
  /** how often the interval also scans every outbox, for entries no hint names (default 10 s) */
  fullScanIntervalMs?: number;
  /**
   * The interval's scans leave entries younger than this (default 30 s) to the process that wrote them
   * (its hinted pass publishes them at once): on FerretDB a \$pull from this process racing another
   * process's next write of the same document loses that write (FerretDB#3040; the per-document
   * queue only orders writes within a process). 5 s proved too short on a loaded 2-core machine (a
   * member's auto-renew choice was undone by the worker's relay while the service's pass was queued).
   * Scans at start, on flush() and on kick() take every entry, so a crashed writer's entries still
   * go out when any process restarts or the interval's scan finds them settled.
   */
  settleMs?: number;
}

/** Names the one document a write just gave events, so the relay need not scan the collection. */
export interface OutboxHint {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
  model: Model<any>;
  id: unknown;
}

/**
 * Publishes whatever sits in the outboxes: at once when kicked after a write, and on an interval.
 * Passes never overlap; kicks during a pass coalesce into one more pass. A failed publish (NATS
 * down) ends the pass with the entry still in its document, and a later pass retries it.
 *
 * A kick with a hint drains only that document (an _id lookup); a full scan of every outbox
 * (`_outbox.0` exists) runs at start, on flush(), on a kick without a hint and every
 * fullScanIntervalMs, to catch what a crash left behind. On FerretDB the full scan reads the whole
 * collection, so doing it on every write made logging slow as collections grew. Hinted documents
 * go first and are served between the documents of a full scan: a scan may page through another
 * process's backlog (the expiry worker's thousands of events, which this relay drains too) for
 * many seconds, and a member's own write must not wait behind it.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private current?: Promise<void>;
  private queued?: Promise<void>;
  private stopped = false;
  private failing = false;
  private readonly hints = new Map<string, OutboxHint>();
  private fullScanRequested = false;
  /** the requested scan is the interval's: it leaves unsettled entries to their writer */
  private settledOnly = false;
  private lastFullScan = 0;
  private readonly crashPoint = outboxCrashPoint();

  private readonly opts: OutboxRelayOptions;
  constructor(opts: OutboxRelayOptions) {
    this.opts = opts;
  }

  private crashIfAskedAt(point: OutboxCrashPoint): void {
    if (this.crashPoint !== point) return;
    this.opts.logger.warn({ point }, 'OUTBOX_TEST_CRASH: killing the process');
    process.kill(process.pid, 'SIGKILL');
  }

  start(): void {
    // the first scan takes everything: what a crash of this process left behind
    this.fullScanRequested = true;
    this.settledOnly = false;
    const tick = () => {
      if (this.stopped) return;
      if (!this.fullScanRequested && Date.now() - this.lastFullScan >= (this.opts.fullScanIntervalMs ?? 10_000)) {
        this.fullScanRequested = true;
        this.settledOnly = true;
      }
      if (this.fullScanRequested || this.hints.size) this.schedule().catch(() => {});
      this.timer = setTimeout(tick, this.opts.intervalMs ?? 1000);
      this.timer.unref();
    };
    tick();
  }

  /** Ask for a drain soon (of one document when hinted); concurrent kicks coalesce into one more pass. */
  kick(hint?: OutboxHint): void {
    if (hint) this.hints.set(`${hint.model.collection.collectionName}:${String(hint.id)}`, hint);
    else {
      this.fullScanRequested = true;
      this.settledOnly = false;
    }
    this.schedule().catch(() => {
      // logged by the pass; the interval retries
    });
  }

  /** Runs a pass after the one in progress; resolves when everything pending now is published, rejects if a publish failed. */
  flush(): Promise<void> {
    this.fullScanRequested = true;
    this.settledOnly = false;
    return this.schedule();
  }

  private schedule(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.queued) return this.queued;
    if (!this.current) return this.startPass();
    const queued = this.current
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.startPass();
      });
    this.queued = queued;
    return queued;
  }

  private startPass(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const pass: Promise<void> = this.drain()
      .then(
        () => {
          if (this.failing) this.opts.logger.info('outbox relay recovered');
          this.failing = false;
        },
        (err: unknown) => {
          // warn once per outage, then quietly keep retrying
          if (this.failing) this.opts.logger.debug({ err }, 'outbox relay pass failed; will retry');
          else this.opts.logger.warn({ err }, 'outbox relay pass failed; will retry');
          this.failing = true;
          throw err;
        },
      )
      .finally(() => {
        if (this.current === pass) this.current = undefined;
      });
    this.current = pass;
    return pass;
  }

  private async drain(): Promise<void> {
    await this.drainHinted();
    if (!this.fullScanRequested) return;
    const settledOnly = this.settledOnly;
    this.fullScanRequested = false;
    this.settledOnly = false;
    this.lastFullScan = Date.now();
    try {
      await this.drainAll(settledOnly ? Date.now() - (this.opts.settleMs ?? 30_000) : undefined);
    } catch (err) {
      this.fullScanRequested = true;
      throw err;
    }
  }

  /** The documents writes named since the last look, each by its _id. */
  private async drainHinted(): Promise<void> {
    const hints = [...this.hints.entries()];
    this.hints.clear();
    for (let i = 0; i < hints.length; i++) {
      const [, hint] = hints[i]!;
      try {
        await this.drainDocument(hint.model, hint.id);
      } catch (err) {
        // keep this and the remaining hints for the next pass
        for (const [key, h] of hints.slice(i)) if (!this.hints.has(key)) this.hints.set(key, h);
        throw err;
      }
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
  private async drainDocument(model: Model<any>, id: unknown): Promise<void> {
    const doc = (await model.collection.findOne({ _id: id as never }, { projection: { [OUTBOX_FIELD]: 1 } })) as unknown as {
      _id: unknown;
      _outbox?: OutboxEntry[];
    } | null;
    for (const entry of doc?._outbox ?? []) await this.publishAndPull(model, doc!._id, entry);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
  private async publishAndPull(model: Model<any>, id: unknown, entry: OutboxEntry): Promise<void> {
    if (this.stopped) return;
    this.crashIfAskedAt('before-publish');
    await publishEnvelope(this.opts.bus, entry, { timeoutMs: this.opts.publishTimeoutMs });
    this.crashIfAskedAt('after-publish');
    // Pull the exact stored entry: FerretDB's $pull matches whole elements only.
    await withDocumentLock(model, id, () => {
      assertDocumentLocksHeld();
      return model.collection.updateOne({ _id: id as never }, { $pull: { [OUTBOX_FIELD]: entry } } as never);
    });
  }

  /** Every outbox; with `settledBefore`, only the entries that occurred before it. */
  private async drainAll(settledBefore?: number): Promise<void> {
    const batchSize = this.opts.batchSize ?? 100;
    for (const model of this.opts.models) {
      // Raw driver reads: the outbox is no part of the model's typed shape. Paging by _id means a
      // document whose entries could not be pulled is never re-read within the same pass.
      let after: unknown;
      for (;;) {
        if (this.stopped) return;
        const filter: Record<string, unknown> = { ...HAS_OUTBOX_ENTRIES };
        if (after !== undefined) filter._id = { $gt: after };
        const docs = (await model.collection
          .find(filter as never, { projection: { [OUTBOX_FIELD]: 1 } })
          .sort({ _id: 1 })
          .limit(batchSize)
          .toArray()) as unknown as { _id: unknown; _outbox: OutboxEntry[] }[];
        for (const doc of docs) {
          if (this.hints.size) await this.drainHinted();
          for (const entry of doc._outbox) {
            if (this.stopped) return;
            if (settledBefore !== undefined && Date.parse(entry.occurredAt) > settledBefore) continue;
            await this.publishAndPull(model, doc._id, entry);
          }
        }
        if (docs.length < batchSize) break;
        after = docs[docs.length - 1]!._id;
      }
    }
  }

  /** Stops the interval and waits for the pass in progress (which ends early once stopped). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await Promise.allSettled([this.current, this.queued]);
  }
}
