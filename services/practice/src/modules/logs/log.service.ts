import type { Types } from 'mongoose';
import { badRequest, notFound, recordEvent, type OutboxEntry } from '@trap/kit';
import { parseSessionDate } from '../sessions/session.service.ts';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { z } from 'zod';
import type { LogInput, LogKind, LogOutput, LogQuery } from './log-kinds.ts';
import type { LogDoc } from './log.model.ts';
import type { LogRepository } from './log.repository.ts';
import type { OwnedRecords } from '../owned-records/owned-crud.routes.ts';

/** The use cases of one kind of log, for its owner only; the only writer of its collection. */
export class LogService<Input extends LogInput, Query extends LogQuery, O extends LogOutput> implements OwnedRecords<
  Input,
  Query,
  z.output<O>
> {
  private readonly kind: LogKind<Input, Query, O>;
  private readonly repo: LogRepository;
  private readonly sessions: SessionRepository;
  constructor(kind: LogKind<Input, Query, O>, repo: LogRepository, sessions: SessionRepository) {
    this.kind = kind;
    this.repo = repo;
    this.sessions = sessions;
  }

  /**
   * The stored fields of an input: the date as a Date, a new session link checked against the
   * member's own live sessions (a link the entry already has stays valid after its session is deleted).
   */
  private async fieldsOf(userId: string, input: Input, linked: unknown = null) {
    const prepared = this.kind.prepare ? this.kind.prepare(input) : input;
    if (this.kind.linksSession && prepared.sessionId && prepared.sessionId !== linked) {
      const session = await this.sessions.findLive(String(prepared.sessionId));
      if (!session || session.userId !== userId)
        throw badRequest('The linked practice session was not found', { sessionId: 'The linked practice session was not found' });
    }
    return { ...prepared, date: parseSessionDate(input.date) };
  }

  private eventsFor(which: 'logged' | 'updated', doc: LogDoc): OutboxEntry[] {
    const events = this.kind.events;
    return events ? [recordEvent(events[which], events.payload(this.kind.toApi(doc)))] : [];
  }

  async create(userId: string, input: Input): Promise<z.output<O>> {
    const now = new Date();
    const doc: LogDoc = {
      _id: this.repo.newId(),
      userId,
      ...(await this.fieldsOf(userId, input)),
      deletedAt: null,
      demo: false,
      createdAt: now,
      updatedAt: now,
    };
    await this.repo.insert(doc, this.eventsFor('logged', doc));
    return this.kind.toApi(doc);
  }

  /**
   * Stores an entry under an id its source derived (a result another service sent): the same id
   * again, an event replayed, stores nothing; an entry the member deleted stays deleted.
   */
  async createOnce(userId: string, id: Types.ObjectId, input: Input): Promise<void> {
    const now = new Date();
    const doc: LogDoc = {
      _id: id,
      userId,
      ...(await this.fieldsOf(userId, input)),
      deletedAt: null,
      demo: false,
      createdAt: now,
      updatedAt: now,
    };
    await this.repo.insert(doc, this.eventsFor('logged', doc));
  }

  async get(userId: string, id: string): Promise<z.output<O>> {
    const doc = await this.repo.findLive(id);
    // another member's entry is not shown to exist (friends and coaches read shared entries through modules/sharing)
    if (!doc || doc.userId !== userId) throw notFound(this.kind.name);
    return this.kind.toApi(doc);
  }

  async list(userId: string, { from, to, limit, offset, ...rest }: Query) {
    const { items, total } = await this.repo.list({ userId, from, to, extra: this.kind.filter?.(rest) }, limit, offset);
    return { items: items.map((d) => this.kind.toApi(d)), total };
  }

  async update(userId: string, id: string, input: Input): Promise<z.output<O>> {
    const current = await this.repo.findLive(id);
    if (!current || current.userId !== userId) throw notFound(this.kind.name);
    const set = { ...(await this.fieldsOf(userId, input, current.sessionId)), updatedAt: new Date() };
    const updated = await this.repo.change(id, userId, (doc) => ({ set, events: this.eventsFor('updated', { ...doc, ...set }) }));
    if (!updated) throw notFound(this.kind.name);
    return this.kind.toApi(updated);
  }

  async remove(userId: string, id: string): Promise<void> {
    const events = this.kind.events;
    // a kind with events keeps a tombstone, so its deleted event leaves in the same write
    const removed = events
      ? await this.repo.change(id, userId, (doc) => ({
          set: { deletedAt: new Date() },
          events: [recordEvent(events.deleted, events.removed({ id: String(doc._id), userId }))],
        }))
      : await this.repo.remove(id, userId);
    if (!removed) throw notFound(this.kind.name);
  }
}
