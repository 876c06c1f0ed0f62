import { randomBytes } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';

/**
 * practice_scorecards: one per shared session (`_id` = the link's random token, so the public read
 * is a bare `_id` lookup), removed when the owner stops sharing. `sessionKey` = the session's id,
 * unique, so a session has at most one link.
 */
export interface ScorecardDoc {
  _id: string;
  sessionKey: string;
  userId: string;
  createdAt: Date;
}

function scorecardModel(conn: Connection): Model<ScorecardDoc> {
  if (conn.models.PracticeScorecard) return conn.models.PracticeScorecard as Model<ScorecardDoc>;
  const schema = new Schema<ScorecardDoc>(
    { _id: { type: String, required: true }, sessionKey: { type: String, required: true, unique: true }, userId: String, createdAt: Date },
    { collection: 'practice_scorecards', versionKey: false },
  );
  return conn.model<ScorecardDoc>('PracticeScorecard', schema);
}

/** 16 random bytes as URL-safe text (22 characters): a link nobody guesses. */
const newToken = () => randomBytes(16).toString('base64url');

export class ScorecardRepository {
  private readonly store: OutboxStore<ScorecardDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(scorecardModel(conn));
  }

  /** Creates the unique index before the first share. */
  init(): Promise<void> {
    return this.store.model.init().then(() => undefined);
  }

  byToken(token: string): Promise<ScorecardDoc | null> {
    return this.store.findById(token);
  }

  /** The session's link, if shared. A member shares a handful: on FerretDB a pass over a small collection. */
  bySession(sessionId: string): Promise<ScorecardDoc | null> {
    return this.store.model.findOne({ sessionKey: sessionId }).lean<ScorecardDoc>();
  }

  /** The session's link, made now when there is none (the unique index settles a race: the first one stays). */
  async share(sessionId: string, userId: string): Promise<ScorecardDoc> {
    const existing = await this.bySession(sessionId);
    if (existing) return existing;
    const doc = { _id: newToken(), sessionKey: sessionId, userId, createdAt: new Date() };
    if (await this.store.insert(doc)) return doc;
    return (await this.bySession(sessionId))!;
  }

  async stop(sessionId: string): Promise<void> {
    const existing = await this.bySession(sessionId);
    if (existing) await this.store.remove(existing._id);
  }
}
