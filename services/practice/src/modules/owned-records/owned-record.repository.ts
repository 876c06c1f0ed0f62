import { Types } from 'mongoose';

/**
 * Records a member owns (the logs, equipment): found by `_id`, changed only by their owner. Shared
 * by the modules that keep such records, with their routes in owned-crud.routes.ts.
 */

export const toObjectId = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

/** The guard of a member's live record: another member's record, or a deleted one, is treated as missing. */
export const ownedLive = (userId: string) => ({ userId, deletedAt: null });
