import type { Connection, Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { savedTipModel, type SavedTipDoc } from './tips.model.ts';

/** saved_tips: one document per member and tip (`_id` = `<userId>:<tipId>`); no events, nobody else needs to hear. */
export class SavedTipsRepository {
  readonly model: Model<SavedTipDoc>;
  private readonly store: OutboxStore<SavedTipDoc>;

  constructor(conn: Connection) {
    this.model = savedTipModel(conn);
    this.store = documentStore(this.model);
  }

  /** The member's newest first (at most `limit`). */
  listFor(userId: string, limit: number): Promise<SavedTipDoc[]> {
    return this.model.find({ userId }).sort({ savedAt: -1 }).limit(limit).lean<SavedTipDoc[]>();
  }

  findById(id: string): Promise<SavedTipDoc | null> {
    return this.store.findById(id);
  }

  /** false when it is stored already (a double click). */
  insert(doc: SavedTipDoc): Promise<boolean> {
    return this.store.insert(doc);
  }

  async setNotes(id: string, notes: string | null): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { notes } });
  }

  async remove(id: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: id })).deletedCount > 0;
  }

  async removeForTip(tipId: string): Promise<void> {
    await this.model.deleteMany({ tipId });
  }
}
