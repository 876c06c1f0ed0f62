import { badRequest, notFound, recordEvent, type OutboxEntry, type ServiceContext } from '@trap/kit';
import { parseSessionDate } from '../sessions/session.service.ts';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { LogKind } from './log-kinds.ts';
import type { LogDoc } from './log.model.ts';
import type { LogRepository } from './log.repository.ts';
import type { OwnedCrud } from '../owned-records/owned-crud.routes.ts';

type LogInput = Record<string, unknown> & { date: string };
type LogQuery = { from?: string; to?: string; limit: number; offset: number } & Record<string, unknown>;

/** Stored document -> API object: id, ISO dates, the kind's own fields; no internals. */
export function logToApi(repo: LogRepository, doc: LogDoc): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(doc._id), userId: doc.userId, date: doc.date.toISOString() };
  for (const key of Object.keys(repo.kind.fields)) out[key] = doc[key] ?? null;
  out.createdAt = doc.createdAt.toISOString();
  out.updatedAt = doc.updatedAt.toISOString();
  return out;
}

/** The use cases of one kind of log, for its owner only; the only writer of its collection. */
export class LogService implements OwnedCrud<LogInput, LogQuery> {
  readonly path: string;
  readonly input: LogKind['input'];
  readonly listQuery: LogKind['listQuery'];

  constructor(
    readonly repo: LogRepository,
    private readonly sessions: SessionRepository,
    private readonly ctx: Pick<ServiceContext, 'publishSoon'>,
  ) {
    this.path = repo.kind.path;
    this.input = repo.kind.input;
    this.listQuery = repo.kind.listQuery;
  }

  private get kind() {
    return this.repo.kind;
  }

  /**
   * The stored fields of an input: the date as a Date, a new session link checked against the
   * member's own live sessions (a link the entry already has stays valid after its session is deleted).
   */
  private async fieldsOf(userId: string, input: LogInput, linked: unknown = null) {
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
    return events ? [recordEvent(events[which], events.payload(logToApi(this.repo, doc)))] : [];
  }

  private kick(doc: LogDoc) {
    if (this.kind.events) this.ctx.publishSoon({ model: this.repo.model, id: doc._id });
  }

  async create(userId: string, input: LogInput) {
    const now = new Date();
    const doc = {
      _id: this.repo.newId(),
      userId,
      ...(await this.fieldsOf(userId, input)),
      deletedAt: null,
      demo: false,
      createdAt: now,
      updatedAt: now,
    } as LogDoc;
    await this.repo.insert(doc, this.eventsFor('logged', doc));
    this.kick(doc);
    return logToApi(this.repo, doc);
  }

  async get(userId: string, id: string) {
    const doc = await this.repo.findLive(id);
    // another member's entry is not shown to exist (friends and coaches read shared entries through modules/sharing)
    if (!doc || doc.userId !== userId) throw notFound(this.kind.name);
    return logToApi(this.repo, doc);
  }

  async list(userId: string, { from, to, limit, offset, ...rest }: LogQuery) {
    const { items, total } = await this.repo.list({ userId, from, to, extra: this.kind.filter?.(rest) }, limit, offset);
    return { items: items.map((d) => logToApi(this.repo, d)), total };
  }

  async update(userId: string, id: string, input: LogInput) {
    const current = await this.repo.findLive(id);
    if (!current || current.userId !== userId) throw notFound(this.kind.name);
    const set = { ...(await this.fieldsOf(userId, input, current.sessionId)), updatedAt: new Date() };
    const updated = await this.repo.change(id, userId, (doc) => ({ set, events: this.eventsFor('updated', { ...doc, ...set }) }));
    if (!updated) throw notFound(this.kind.name);
    this.kick(updated);
    return logToApi(this.repo, updated);
  }

  async remove(userId: string, id: string): Promise<void> {
    const events = this.kind.events;
    const removed = await this.repo.change(id, userId, (doc) =>
      events
        ? { remove: 'soft', events: [recordEvent(events.deleted, events.removed({ id: String(doc._id), userId }))] }
        : { remove: 'hard', events: [] },
    );
    if (!removed) throw notFound(this.kind.name);
    this.kick(removed);
  }
}
