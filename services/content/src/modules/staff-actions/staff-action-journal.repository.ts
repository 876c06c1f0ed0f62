import { Types } from 'mongoose';
import { recordStaffAction, type OutboxStore, type ServiceContext } from '@trap/kit';
import type { StaffActionInput } from '@trap/contracts';
import { staffActionJournalModel, type StaffActionJournalDoc } from './staff-action-journal.model.ts';

/** Records staff actions on items that can be deleted, for the audit log (content.staff_action.recorded). */
export class StaffActionJournal {
  private readonly journal: OutboxStore<StaffActionJournalDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.journal = ctx.outboxStore(staffActionJournalModel(ctx.conn));
  }

  async record(action: Omit<StaffActionInput, 'at'> & { at: Date }): Promise<void> {
    await this.journal.insert({ _id: new Types.ObjectId(), action: action.action, itemId: action.itemId, at: action.at }, [
      recordStaffAction('content', action),
    ]);
  }
}
