import { Types } from 'mongoose';
import { documentStore, recordStaffAction, type OutboxStore, type ServiceContext } from '@trap/kit';
import type { StaffActionInput } from '@trap/contracts';
import type { Discipline, NraiCategory } from '@trap/contracts';
import { toObjectId } from '../owned-records/owned-record.repository.ts';
import {
  pathwayProfileModel,
  selectionRuleModel,
  staffActionJournalModel,
  type PathwayProfileDoc,
  type SelectionRuleDoc,
  type StaffActionJournalDoc,
} from './pathway.model.ts';

/**
 * The members' pathway profiles (read by `_id`) and the selection rules (a few dozen, read whole),
 * without events; the admins' changes of the rules are journalled with their audit events.
 */
export class PathwayRepository {
  private readonly profiles: OutboxStore<PathwayProfileDoc>;
  private readonly rules: OutboxStore<SelectionRuleDoc>;
  private readonly journal: OutboxStore<StaffActionJournalDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.profiles = documentStore(pathwayProfileModel(ctx.conn));
    this.rules = documentStore(selectionRuleModel(ctx.conn));
    this.journal = ctx.outboxStore(staffActionJournalModel(ctx.conn));
  }

  /** Records an admin's change for the audit log (practice.staff_action.recorded), through the journal's outbox. */
  async recordStaffAction(action: Omit<StaffActionInput, 'at'> & { at: Date }): Promise<void> {
    await this.journal.insert({ _id: new Types.ObjectId(), action: action.action, itemId: action.itemId, at: action.at }, [
      recordStaffAction('practice', action),
    ]);
  }

  private indexed: Promise<unknown> | null = null;
  /** The unique index of the rules, built once before the first write. */
  private ensureIndexes(): Promise<unknown> {
    this.indexed ??= this.rules.model.createIndexes().catch((err: unknown) => {
      this.indexed = null;
      throw err;
    });
    return this.indexed;
  }

  newId = () => new Types.ObjectId();

  profile(userId: string): Promise<PathwayProfileDoc | null> {
    return this.profiles.findById(userId);
  }

  async saveProfile(userId: string, set: Omit<PathwayProfileDoc, '_id'>): Promise<PathwayProfileDoc> {
    for (let attempt = 0; ; attempt++) {
      const stored = await this.profiles.write(userId, () => ({ next: { _id: userId, ...set }, events: [] }));
      if (stored) return stored;
      if (attempt > 0) throw new Error(`practice_pathway_profiles of ${userId}: concurrent insert`);
    }
  }

  /** Every rule (optionally of one season), newest season first. */
  allRules(season?: number): Promise<SelectionRuleDoc[]> {
    return this.rules.model
      .find(season === undefined ? {} : { season })
      .sort({ season: -1, category: 1, discipline: 1 })
      .lean<SelectionRuleDoc[]>();
  }

  /** The seasons that have rules (from the whole small collection). */
  async ruleSeasons(): Promise<number[]> {
    const docs = await this.rules.model.find({}, { season: 1 }).lean<{ season: number }[]>();
    return [...new Set(docs.map((d) => d.season))];
  }

  findRule(id: string): Promise<SelectionRuleDoc | null> {
    const _id = toObjectId(id);
    return _id ? this.rules.findById(_id) : Promise.resolve(null);
  }

  /** The rule of one season, category and discipline, if any. */
  async ruleFor(season: number, category: NraiCategory, discipline: Discipline): Promise<SelectionRuleDoc | null> {
    return this.rules.model.findOne({ season, category, discipline }).lean<SelectionRuleDoc>();
  }

  /** False when a rule of the same season, category and discipline exists. */
  async insertRule(doc: SelectionRuleDoc): Promise<boolean> {
    await this.ensureIndexes();
    return this.rules.insert(doc);
  }

  /** Seeds: inserts the rules whose `_id` is not stored yet. */
  async insertMissingRules(docs: SelectionRuleDoc[]): Promise<number> {
    await this.ensureIndexes();
    return this.rules.insertMissing(docs);
  }

  async updateRule(id: string, set: Partial<SelectionRuleDoc>): Promise<SelectionRuleDoc | null> {
    const _id = toObjectId(id);
    if (!_id) return null;
    await this.ensureIndexes();
    return this.rules.update(_id, () => ({ set, events: [] }));
  }

  removeRule(id: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? this.rules.remove(_id) : Promise.resolve(false);
  }
}
