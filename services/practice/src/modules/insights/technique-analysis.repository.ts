import type { Connection } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { techniqueAnalysisModel, type TechniqueAnalysisDoc } from './technique-analysis.model.ts';

/** History entries carry a scope; the live `<userId>:overall` and per-session records do not. */
const HISTORY = { scope: { $ne: null } };

/** technique_analysis; no events. */
export class TechniqueAnalysisRepository {
  private readonly store: OutboxStore<TechniqueAnalysisDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(techniqueAnalysisModel(conn));
  }

  /** Stores the member's live insights record (`<userId>:overall` or per session), replacing the last one. */
  async saveLive(doc: TechniqueAnalysisDoc): Promise<void> {
    await this.store.write(doc._id, () => ({ next: doc, events: [] }));
  }

  async insertHistory(doc: TechniqueAnalysisDoc): Promise<void> {
    await this.store.insert(doc);
  }

  /** The member's newest analysis of their history. */
  latestHistory(userId: string): Promise<TechniqueAnalysisDoc | null> {
    return this.store.model
      .findOne({ userId, ...HISTORY })
      .sort({ createdAt: -1 })
      .lean<TechniqueAnalysisDoc>();
  }

  async history(userId: string, limit: number, offset: number): Promise<{ items: TechniqueAnalysisDoc[]; total: number }> {
    const q = { userId, ...HISTORY };
    const [items, total] = await Promise.all([
      this.store.model.find(q).sort({ createdAt: -1, _id: -1 }).skip(offset).limit(limit).lean<TechniqueAnalysisDoc[]>(),
      this.store.model.countDocuments(q),
    ]);
    return { items, total };
  }

  /** One analysis of the member's history; null for anyone else's and for live records. */
  async findHistory(id: string, userId: string): Promise<TechniqueAnalysisDoc | null> {
    const doc = await this.store.findById(id, { userId });
    return doc?.scope ? doc : null;
  }
}
