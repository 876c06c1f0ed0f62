import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { FeedItemKind } from '@trap/contracts/http/community/feed';

/**
 * feed_items: one per thing a member did that the feed can show (`_id` = `<kind>:<source id>`),
 * written from the producers' events (a practice session, a forum post). `visibility` says who may
 * see it: `network` items follow the owner's practice sharing, `public` ones anyone.
 */
export interface FeedItemDoc {
  _id: string;
  kind: FeedItemKind;
  ownerId: string;
  title: string;
  summary: string;
  link: string | null;
  visibility: 'network' | 'public';
  /** a forum reply's topic (a hidden topic takes its replies along); null otherwise */
  parentId?: string | null;
  occurredAt: Date;
  deletedAt: Date | null;
  updatedAt: Date;
}

/** feed_kudos: one per member and item (`_id` = `<itemId>|<userId>`), so a second kudos is the same document. */
export interface FeedKudosDoc {
  _id: string;
  itemId: string;
  userId: string;
  createdAt: Date;
  /** taken back (the record stays: its owner was told once and is not told again); null or absent: given */
  withdrawnAt?: Date | null;
}

/** feed_comments: a member's comment on an item. */
export interface FeedCommentDoc {
  _id: Types.ObjectId;
  itemId: string;
  authorId: string;
  text: string;
  createdAt: Date;
}

/** feed_sharing: each member's practice sharing setting (practice.sharing.changed), newest revision kept. */
export interface FeedSharingDoc {
  _id: string;
  shareWithFriends: boolean;
  shareWithCoaches: boolean;
  revision: number;
}

const model = <T>(conn: Connection, name: string, schema: Schema<T>): Model<T> =>
  (conn.models[name] as Model<T> | undefined) ?? conn.model<T>(name, schema);

export function feedItemModel(conn: Connection): Model<FeedItemDoc> {
  const schema = new Schema<FeedItemDoc>(
    {
      _id: { type: String, required: true },
      kind: String,
      ownerId: { type: String, index: true },
      title: String,
      summary: String,
      link: { type: String, default: null },
      visibility: String,
      parentId: { type: String, default: null },
      occurredAt: Date,
      deletedAt: { type: Date, default: null },
      updatedAt: Date,
    },
    { collection: 'feed_items', versionKey: false },
  );
  schema.index({ ownerId: 1, occurredAt: -1 });
  return model(conn, 'FeedItem', schema);
}

export function feedKudosModel(conn: Connection): Model<FeedKudosDoc> {
  const schema = new Schema<FeedKudosDoc>(
    {
      _id: { type: String, required: true },
      itemId: { type: String, index: true },
      userId: String,
      createdAt: Date,
      withdrawnAt: { type: Date, default: null },
    },
    { collection: 'feed_kudos', versionKey: false },
  );
  return model(conn, 'FeedKudos', schema);
}

export function feedCommentModel(conn: Connection): Model<FeedCommentDoc> {
  const schema = new Schema<FeedCommentDoc>(
    { itemId: { type: String, index: true }, authorId: String, text: String, createdAt: Date },
    { collection: 'feed_comments', versionKey: false },
  );
  return model(conn, 'FeedComment', schema);
}

export function feedSharingModel(conn: Connection): Model<FeedSharingDoc> {
  const schema = new Schema<FeedSharingDoc>(
    { _id: { type: String, required: true }, shareWithFriends: Boolean, shareWithCoaches: Boolean, revision: Number },
    { collection: 'feed_sharing', versionKey: false },
  );
  return model(conn, 'FeedSharing', schema);
}
