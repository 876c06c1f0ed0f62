import { Types, type Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { ownedLive, toObjectId } from '../owned-records/owned-record.repository.ts';

interface OwnedDoc {
  _id: Types.ObjectId;
  userId: string;
}

/**
 * One collection of a member's ledger records (cartridge_purchases or cartridge_uses); no events.
 * A member's records are read in one pass by `{ userId }` (indexed): a member has a few dozen.
 */
export class LedgerRepository<Doc extends OwnedDoc> {
  private readonly store: OutboxStore<Doc>;

  constructor(model: Model<Doc>) {
    this.store = documentStore(model);
  }

  newId = () => new Types.ObjectId();

  forUser(userId: string): Promise<Doc[]> {
    return this.store.model.find({ userId }).lean<Doc[]>();
  }

  /** The member's record; null for anyone else's. */
  async findOwned(id: string, userId: string): Promise<Doc | null> {
    const _id = toObjectId(id);
    return _id ? this.store.findById(_id as Doc['_id'], ownedLive(userId)) : null;
  }

  async insert(doc: Doc): Promise<void> {
    await this.store.insert(doc);
  }

  /** Stores the records not stored yet (demo seed replays); how many were new. */
  insertNew(docs: Doc[]): Promise<number> {
    return this.store.insertMissing(docs);
  }

  /** null when it is not the member's record */
  update(id: string, userId: string, set: Partial<Doc>): Promise<Doc | null> {
    const _id = toObjectId(id);
    return _id ? this.store.update(_id as Doc['_id'], () => ({ set, events: [] }), ownedLive(userId)) : Promise.resolve(null);
  }

  async remove(id: string, userId: string): Promise<boolean> {
    const _id = toObjectId(id);
    return _id ? this.store.remove(_id as Doc['_id'], ownedLive(userId)) : false;
  }
}
