import { notFound } from '@trap/kit';
import type { SavedTip, ShootingTip } from '@trap/contracts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SavedTipsRepository } from './saved-tips.repository.ts';
import type { SavedTipDoc } from './tips.model.ts';

const LIST_LIMIT = 500;

/** A member's saved tips with notes. Only the member's own requests write them. */
export class SavedTipsService {
  private readonly saved: SavedTipsRepository;
  private readonly tips: CatalogService<ShootingTip>;
  constructor(saved: SavedTipsRepository, tips: CatalogService<ShootingTip>) {
    this.saved = saved;
    this.tips = tips;
  }

  async list(userId: string): Promise<SavedTip[]> {
    const saved = await this.saved.listFor(userId, LIST_LIMIT);
    const tips = new Map((await this.tips.repo.findByIds(saved.map((s) => s.tipId))).map((t) => [String(t._id), this.tips.present(t)]));
    // a tip removed a moment ago may still have its bookmark until the deleted event is handled
    return saved.flatMap((s) => {
      const tip = tips.get(s.tipId);
      return tip ? [present(s, tip)] : [];
    });
  }

  /** Saves a tip (or updates the notes of one already saved); `created` tells which. */
  async save(userId: string, tipId: string, notes: string | null | undefined): Promise<{ created: boolean; saved: SavedTip }> {
    const tip = await this.tips.get(tipId); // 404 for unknown tips
    const _id = `${userId}:${tipId}`;
    const existing = await this.saved.findById(_id);
    if (existing) {
      const next = notes === undefined ? existing.notes : notes || null;
      await this.saved.setNotes(_id, next);
      return { created: false, saved: present({ ...existing, notes: next }, tip) };
    }
    const doc: SavedTipDoc = { _id, userId, tipId, savedAt: new Date(), notes: notes || null };
    await this.saved.insert(doc); // false: a double click saved it already
    return { created: true, saved: present(doc, tip) };
  }

  async updateNotes(userId: string, tipId: string, notes: string | null): Promise<SavedTip> {
    const _id = `${userId}:${tipId}`;
    const existing = await this.saved.findById(_id);
    if (!existing) throw notFound('Saved tip');
    const tip = await this.tips.get(tipId);
    await this.saved.setNotes(_id, notes || null);
    return present({ ...existing, notes: notes || null }, tip);
  }

  async remove(userId: string, tipId: string): Promise<void> {
    if (!(await this.saved.remove(`${userId}:${tipId}`))) throw notFound('Saved tip');
  }

  /** The tip is gone: so are its bookmarks (SPEC 3.2). */
  removeForTip(tipId: string): Promise<void> {
    return this.saved.removeForTip(tipId);
  }
}

const present = (doc: SavedTipDoc, tip: ShootingTip): SavedTip => ({
  tipId: doc.tipId,
  savedAt: new Date(doc.savedAt).toISOString(),
  notes: doc.notes ?? null,
  tip,
});
