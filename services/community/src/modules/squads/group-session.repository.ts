import type { Change, OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { groupSessionModel, type GroupSessionDoc } from './group-session.model.ts';

export type GroupSessionRecord = GroupSessionDoc;

/** group_sessions (participants inside): reads by id and by squad; writes with their notices through the OutboxStore. */
export class GroupSessionRepository {
  private readonly store: OutboxStore<GroupSessionDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(groupSessionModel(ctx.conn));
  }

  findById(id: string): Promise<GroupSessionRecord | null> {
    return this.store.findById(id);
  }

  insert(session: GroupSessionRecord, events: OutboxEntry[] = []): Promise<boolean> {
    return this.store.insert(session, events);
  }

  insertMissing(sessions: GroupSessionRecord[]): Promise<number> {
    return this.store.insertMissing(sessions);
  }

  /** `change` decides on the session under its lock (it may throw to refuse); null when there is none. */
  update(id: string, change: (current: GroupSessionRecord) => Change<GroupSessionRecord> | null): Promise<GroupSessionRecord | null> {
    return this.store.update(id, change);
  }

  /** A squad's sessions, soonest first. */
  listForSquad(squadId: string): Promise<GroupSessionRecord[]> {
    return this.store.model.find({ squadId }).sort({ date: 1, _id: 1 }).lean<GroupSessionRecord[]>();
  }

  /** Every session the member answered (any squad, past ones too). One pass over the collection on FerretDB: only account deletion reads it. */
  listForParticipant(userId: string): Promise<GroupSessionRecord[]> {
    return this.store.model.find({ 'participants.userId': userId }).sort({ date: 1, _id: 1 }).lean<GroupSessionRecord[]>();
  }

  /** Scheduled sessions starting in (from, to] whose reminder has not gone out. */
  dueForReminder(from: Date, to: Date): Promise<GroupSessionRecord[]> {
    return this.store.model
      .find({ status: 'scheduled', reminderSentAt: null, date: { $gt: from, $lte: to } })
      .sort({ date: 1, _id: 1 })
      .limit(500)
      .lean<GroupSessionRecord[]>();
  }
}
