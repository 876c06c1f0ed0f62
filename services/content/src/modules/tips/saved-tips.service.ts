import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError, notFound } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { savedTipModel, type SavedTipDoc } from './tips.model.ts';

/** A member's saved tips with notes. Only the member's own requests write them (no outbox: nobody else needs to hear). */
export class SavedTipsService {
  readonly model: Model<SavedTipDoc>;

  constructor(
    conn: Connection,
    private readonly tips: CatalogService,
  ) {
    this.model = savedTipModel(conn);
  }

  async list(userId: string) {
    const saved = await this.model.find({ userId }).sort({ savedAt: -1 }).limit(500).lean<SavedTipDoc[]>();
    const tips = new Map((await this.tips.repo.findByIds(saved.map((s) => s.tipId))).map((t) => [String(t._id), this.tips.present(t)]));
    // a tip removed a moment ago may still have its bookmark until the deleted event is handled
    return saved.filter((s) => tips.has(s.tipId)).map((s) => this.present(s, tips.get(s.tipId)!));
  }

  /** Saves a tip (or updates the notes of one already saved); `created` tells which. */
  async save(userId: string, tipId: string, notes: string | null | undefined) {
    const tip = await this.tips.get(tipId); // 404 for unknown tips
    const _id = `${userId}:${tipId}`;
    const existing = await this.model.findById(_id).lean<SavedTipDoc>();
    if (existing) {
      const next = notes === undefined ? existing.notes : notes || null;
      await this.model.updateOne({ _id }, { $set: { notes: next } });
      return { created: false, saved: this.present({ ...existing, notes: next }, tip) };
    }
    const doc: SavedTipDoc = { _id, userId, tipId, savedAt: new Date(), notes: notes || null };
    try {
      await this.model.collection.insertOne(doc as never);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err; // a double click saved it already
    }
    return { created: true, saved: this.present(doc, tip) };
  }

  async updateNotes(userId: string, tipId: string, notes: string | null) {
    const _id = `${userId}:${tipId}`;
    const existing = await this.model.findById(_id).lean<SavedTipDoc>();
    if (!existing) throw notFound('Saved tip');
    const tip = await this.tips.get(tipId);
    await this.model.updateOne({ _id }, { $set: { notes: notes || null } });
    return this.present({ ...existing, notes: notes || null }, tip);
  }

  async remove(userId: string, tipId: string): Promise<void> {
    const res = await this.model.deleteOne({ _id: `${userId}:${tipId}` });
    if (!res.deletedCount) throw notFound('Saved tip');
  }

  /** The tip is gone: so are its bookmarks (SPEC 3.2). */
  async removeForTip(tipId: string): Promise<void> {
    await this.model.deleteMany({ tipId });
  }

  private present(doc: SavedTipDoc, tip: Record<string, unknown>) {
    return { tipId: doc.tipId, savedAt: new Date(doc.savedAt).toISOString(), notes: doc.notes ?? null, tip };
  }
}
