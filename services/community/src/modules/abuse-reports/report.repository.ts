import type { Model } from 'mongoose';
import type { ReportStatus, ReportTargetType } from '@trap/contracts';
import type { Change, OutboxStore, ServiceContext } from '@trap/kit';
import { reportModel, type ReportDoc } from './report.model.ts';

export interface ReportFilter {
  status?: ReportStatus;
  targetType?: ReportTargetType;
  targetId?: string;
}

/**
 * abuse_reports: inserts, the moderators' queue and decisions; writes with their events through the
 * kit's OutboxStore. The queue is read by moderators only (no hot path): a filtered, sorted page.
 */
export class ReportRepository {
  private readonly store: OutboxStore<ReportDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(reportModel(ctx.conn));
  }

  get model(): Model<ReportDoc> {
    return this.store.model;
  }

  findById(id: string): Promise<ReportDoc | null> {
    return this.store.findById(id);
  }

  /** False when the member has reported this item already. */
  insert(doc: ReportDoc): Promise<boolean> {
    return this.store.insert(doc);
  }

  /** Applies a moderator's decision (`decide` may throw to refuse); null when there is no such report. */
  decide(id: string, decide: (current: ReportDoc) => Change<ReportDoc>): Promise<ReportDoc | null> {
    return this.store.update(id, decide);
  }

  async page(filter: ReportFilter, limit: number, offset: number): Promise<{ items: ReportDoc[]; total: number; open: number }> {
    const query = {
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.targetType ? { targetType: filter.targetType } : {}),
      ...(filter.targetId ? { targetId: filter.targetId } : {}),
    };
    // the open queue (the moderators' default) is counted once: its total is the open count
    const onlyOpen = filter.status === 'open' && !filter.targetType && !filter.targetId;
    const [items, total, open] = await Promise.all([
      this.model.find(query).sort({ createdAt: -1, _id: 1 }).skip(offset).limit(limit).lean<ReportDoc[]>(),
      this.model.countDocuments(query),
      onlyOpen ? null : this.model.countDocuments({ status: 'open' }),
    ]);
    return { items, total, open: open ?? total };
  }

  /** The moderators' queue length. */
  countOpen(): Promise<number> {
    return this.model.countDocuments({ status: 'open' }).exec();
  }

  /** How many members reported each of these items. */
  async countByTarget(targetKeys: string[]): Promise<Map<string, number>> {
    if (!targetKeys.length) return new Map();
    // a find on the indexed targetKey, counted here: an aggregation is never pushed down by FerretDB
    // (it read every report), while an equality (the store layer splits `$in`) reads only these items' reports
    const rows = await this.model
      .find({ targetKey: { $in: [...new Set(targetKeys)] } }, { targetKey: 1 })
      .lean<Pick<ReportDoc, 'targetKey'>[]>();
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.targetKey, (counts.get(r.targetKey) ?? 0) + 1);
    return counts;
  }
}
