import { Schema, type Connection, type Model } from 'mongoose';
import type { ForumIconName } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

/** SPEC 3.2 forum_categories: seeded (forum.seed.ts), ordered by `position`. */
export interface ForumCategoryDoc {
  _id: string;
  name: string;
  description: string;
  iconName: ForumIconName;
  position: number;
}

/** A moderator hid the item (forum.moderation.ts): it vanishes for members and guests. */
export interface ForumHiddenMark {
  reason: string;
  by: string;
  at: Date;
}

/** A quote of an earlier reply as it read when it was quoted. */
export interface ForumQuoteDoc {
  replyId: string;
  authorId: string;
  excerpt: string;
}

/** SPEC 3.2 forum_replies, stored inside their topic (docs/decisions.md: one document, one write, bare-_id reads). */
export interface ForumReplyDoc {
  _id: string;
  authorId: string;
  /** markdown */
  content: string;
  quote: ForumQuoteDoc | null;
  createdAt: Date;
  editedAt: Date | null;
  /** hidden by a moderator (absent on replies stored before moderation) */
  hidden?: ForumHiddenMark | null;
}

/**
 * SPEC 3.2 forum_topics with their replies in order. `replyTimes` (the newest 100 reply dates) and
 * `excerpt` let the lists and the hotness rule read a topic without its text or replies.
 */
export interface ForumTopicDoc {
  _id: string;
  categoryId: string;
  authorId: string;
  title: string;
  /** markdown */
  content: string;
  /** the start of the content as plain text */
  excerpt: string;
  createdAt: Date;
  updatedAt: Date;
  lastActivityAt: Date;
  replyCount: number;
  replyTimes: Date[];
  views: number;
  pinned: boolean;
  locked: boolean;
  replies: ForumReplyDoc[];
  /** hidden by a moderator: gone from every member's list and page (absent on older topics) */
  hidden?: ForumHiddenMark | null;
  /** replies hidden by moderators */
  hiddenReplyCount?: number;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
}

/** A topic without its text and replies: what lists, counts and the hotness rule read. */
export type ForumTopicHead = Omit<ForumTopicDoc, 'content' | 'replies'>;

/**
 * One viewer's view of a topic on one day (`<yyyy-mm-dd>:<topicId>:<viewer>`): views count once per
 * viewer per day. Earlier days' marks are removed by their id's date prefix (FerretDB 1.24 has no TTL indexes).
 */
export interface ForumTopicViewDoc {
  _id: string;
  createdAt: Date;
}

/** Per member, the reply count of each topic when they last opened it (unread markers). */
export interface ForumReadMarksDoc {
  _id: string;
  topics: Record<string, number>;
  updatedAt: Date;
}

export function forumCategoryModel(conn: Connection): Model<ForumCategoryDoc> {
  if (conn.models.ForumCategory) return conn.models.ForumCategory as Model<ForumCategoryDoc>;
  const schema = new Schema<ForumCategoryDoc>(
    {
      _id: { type: String, required: true },
      name: { type: String, required: true },
      description: { type: String, default: '' },
      iconName: { type: String, required: true },
      position: { type: Number, required: true },
    },
    { collection: 'forum_categories', versionKey: false },
  );
  return conn.model<ForumCategoryDoc>('ForumCategory', schema);
}

const hiddenSchema = new Schema<ForumHiddenMark>({ reason: String, by: String, at: Date }, { _id: false });

const replySchema = new Schema<ForumReplyDoc>(
  {
    _id: { type: String, required: true },
    authorId: { type: String, required: true },
    content: { type: String, required: true },
    quote: { type: new Schema<ForumQuoteDoc>({ replyId: String, authorId: String, excerpt: String }, { _id: false }), default: null },
    createdAt: { type: Date, required: true },
    editedAt: { type: Date, default: null },
    hidden: { type: hiddenSchema, default: null },
  },
  { _id: false },
);

export function forumTopicModel(conn: Connection): Model<ForumTopicDoc> {
  if (conn.models.ForumTopic) return conn.models.ForumTopic as Model<ForumTopicDoc>;
  const schema = new Schema<ForumTopicDoc>(
    {
      _id: { type: String, required: true },
      categoryId: { type: String, required: true },
      authorId: { type: String, required: true },
      title: { type: String, required: true },
      content: { type: String, required: true },
      excerpt: { type: String, default: '' },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      lastActivityAt: { type: Date, required: true },
      replyCount: { type: Number, default: 0 },
      replyTimes: { type: [Date], default: [] },
      views: { type: Number, default: 0 },
      pinned: { type: Boolean, default: false },
      locked: { type: Boolean, default: false },
      replies: { type: [replySchema], default: [] },
      hidden: { type: hiddenSchema, default: null },
      hiddenReplyCount: { type: Number, default: 0 },
      demo: { type: Boolean, default: false },
      ...outboxSchemaFields,
    },
    { collection: 'forum_topics', versionKey: false },
  );
  schema.index({ categoryId: 1, pinned: -1, lastActivityAt: -1 });
  schema.index({ lastActivityAt: -1 });
  return conn.model<ForumTopicDoc>('ForumTopic', schema);
}

export function forumTopicViewModel(conn: Connection): Model<ForumTopicViewDoc> {
  if (conn.models.ForumTopicView) return conn.models.ForumTopicView as Model<ForumTopicViewDoc>;
  const schema = new Schema<ForumTopicViewDoc>(
    { _id: { type: String, required: true }, createdAt: { type: Date, required: true } },
    { collection: 'forum_topic_views', versionKey: false },
  );
  return conn.model<ForumTopicViewDoc>('ForumTopicView', schema);
}

export function forumReadMarksModel(conn: Connection): Model<ForumReadMarksDoc> {
  if (conn.models.ForumReadMarks) return conn.models.ForumReadMarks as Model<ForumReadMarksDoc>;
  const schema = new Schema<ForumReadMarksDoc>(
    {
      _id: { type: String, required: true },
      topics: { type: Schema.Types.Mixed, default: {} },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'forum_read_marks', versionKey: false, minimize: false },
  );
  return conn.model<ForumReadMarksDoc>('ForumReadMarks', schema);
}
