import type { Connection } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import { blockIdFor, blockModel, type BlockDoc } from './block.model.ts';

/** member_blocks: bare-`_id` checks between two members, a member's own list. */
export class BlockRepository {
  private readonly store: OutboxStore<BlockDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(blockModel(conn));
  }

  /** False when the block exists already. */
  insert(blockerId: string, blockedId: string, at: Date): Promise<boolean> {
    return this.store.insert({ _id: blockIdFor(blockerId, blockedId), blockerId, blockedId, createdAt: at });
  }

  /** False when there was no such block. */
  remove(blockerId: string, blockedId: string): Promise<boolean> {
    return this.store.remove(blockIdFor(blockerId, blockedId));
  }

  async has(blockerId: string, blockedId: string): Promise<boolean> {
    return !!(await this.store.findById(blockIdFor(blockerId, blockedId)));
  }

  /** Who `userId` blocked, newest first. One pass over the collection on FerretDB: only the member's own screen reads it. */
  listBy(blockerId: string): Promise<BlockDoc[]> {
    return this.store.model.find({ blockerId }).sort({ createdAt: -1, _id: 1 }).lean<BlockDoc[]>();
  }
}
