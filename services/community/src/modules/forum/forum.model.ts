import { Schema, type Connection, type Model } from 'mongoose';
import type { ForumIconName } from '@trap/contracts';
import { storedWhole, outboxSchemaFields } from '@trap/kit';

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
interface ForumQuoteDoc {
  replyId: string;
  authorId: string;
  excerpt: string;
}

/** SPEC 3.2 forum_replies, stored in pages of their topic (forum_reply_pages). */
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

/** A stored reply: its place in the topic (0, 1, 2, … in posting order; never reused). */
export interface ForumStoredReply extends ForumReplyDoc {
  seq: number;
}

/** Replies a page of a topic holds (the reply numbered `seq` lives in page `floor(seq / 50)`). */
export const FORUM_REPLY_PAGE_SIZE = 50;

/**
 * SPEC 3.2 forum_topics: the topic's head, without its replies (bucket pattern: they live in
 * forum_reply_pages, `<topicId>:<n>`). `replyTimes` (the newest 100 reply dates), `excerpt` and the
 * counts let the lists and the hotness rule read a topic without its text or replies.
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
  /** replies stored, hidden ones included */
  replyCount: number;
  replyTimes: Date[];
  views: number;
  pinned: boolean;
  locked: boolean;
  /**
   * The number the next reply takes: replies numbered from it on are not committed (a reply's page is
   * written before the head, so a crash between leaves one that readers skip and the next reply replaces).
   * Absent on topics stored with their replies inside (`replies`), which start-up moves out.
   */
  replySeq?: number;
  /** how many stored replies each member wrote (who a new reply tells) */
  repliers?: Record<string, number>;
  /** counts the head's writes, and when the last one was (the read models' rebuild) */
  rev?: number;
  revAt?: Date;
  /** the replies of a topic stored before the pages (moved out at start-up or at its first change) */
  replies?: ForumReplyDoc[];
  /** hidden by a moderator: gone from every member's list and page (absent on older topics) */
  hidden?: ForumHiddenMark | null;
  /** replies hidden by moderators */
  hiddenReplyCount?: number;
  /** seeded demo data (DEMO_MODE) */
  demo: boolean;
}

/** A topic with all its replies in order: what seeds (demo, bench) compose and the repository stores in pages. */
export type ForumTopicWithReplies = Omit<ForumTopicDoc, 'replies' | 'replySeq' | 'repliers'> & { replies: ForumReplyDoc[] };

/** A topic without its text and replies: what lists, counts and the hotness rule read. */
export type ForumTopicHead = Omit<ForumTopicDoc, 'content' | 'replies'>;

/** One page of a topic's replies (`<topicId>:<n>`), read and written by its bare `_id`. */
export interface ForumReplyPageDoc {
  _id: string;
  topicId: string;
  n: number;
  replies: ForumStoredReply[];
}

/** One topic in a list read model: its id and sort key (pinned first where the list says so, then activity). */
export interface ForumListEntry {
  t: string;
  at: Date;
  p?: boolean;
}

/** A topic in the hot read model: what the hotness rule reads (the reply dates of the last 7 days only). */
export interface ForumHotEntry {
  t: string;
  at: Date;
  /** replies stored, hidden ones included (as the rule has always counted them) */
  r: number;
  v: number;
  rt: Date[];
}

/** Per category: what the categories list shows (public topics only). */
export interface ForumCategoryCounts {
  topics: number;
  replies: number;
  lastActivityAt: Date | null;
}

/**
 * The forum's read models (forum_lists), each one document read by its bare `_id`, kept by every write
 * of a topic and rebuilt from the topics at start-up (forum.read-models.ts):
 * - `latest`, `cat:<id>`, `all`, `hidden`, `locked`, `pinned`: the first topics of a list in its order
 *   (an exact prefix, at most 500; `complete` when it holds every topic of the list);
 * - `hot`: the public topics active in the last 30 days with what the hotness rule reads;
 * - `stats`: the categories' counts and the moderators' counts.
 * `v` counts the document's writes (each write is conditional on it: replicas never lose one).
 * The entries are stored as compact rows (ForumStoredListDoc), written whole: moving one topic to the front
 * of a list would otherwise be a dotted `$set` per entry. Read and written whole (`storedWhole`): the kit's
 * store layer picks their stored form (json-text.ts).
 */
export interface ForumListDoc {
  _id: string;
  v: number;
  entries?: ForumListEntry[];
  complete?: boolean;
  hot?: ForumHotEntry[];
  categories?: Record<string, ForumCategoryCounts>;
  hiddenTopics?: number;
  hiddenReplies?: number;
  lockedTopics?: number;
  pinnedTopics?: number;
  /** stats: the revision of topics changed while the last rebuild read them (their change is in it already) */
  seen?: Record<string, number>;
  /** stats: the shape of the read models (a newer one rebuilds them at start-up) */
  format?: number;
  updatedAt: Date;
}

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
      replySeq: { type: Number },
      repliers: { type: Schema.Types.Mixed },
      rev: { type: Number },
      revAt: { type: Date },
      replies: { type: [replySchema], default: undefined },
      hidden: { type: hiddenSchema, default: null },
      hiddenReplyCount: { type: Number, default: 0 },
      demo: { type: Boolean, default: false },
      ...outboxSchemaFields,
    },
    { collection: 'forum_topics', versionKey: false, minimize: false },
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

const storedReplySchema = replySchema.clone();
storedReplySchema.add({ seq: { type: Number, required: true } } as never);

export function forumReplyPageModel(conn: Connection): Model<ForumReplyPageDoc> {
  if (conn.models.ForumReplyPage) return conn.models.ForumReplyPage as Model<ForumReplyPageDoc>;
  const schema = new Schema<ForumReplyPageDoc>(
    {
      _id: { type: String, required: true },
      topicId: { type: String, required: true },
      n: { type: Number, required: true },
      replies: { type: [storedReplySchema], default: [] },
    },
    { collection: 'forum_reply_pages', versionKey: false },
  );
  // a topic's pages are read by `_id`; these serve the moderators' reply look-up and a member's data export
  schema.index({ topicId: 1, n: 1 });
  schema.index({ 'replies._id': 1 });
  schema.index({ 'replies.authorId': 1 });
  return conn.model<ForumReplyPageDoc>('ForumReplyPage', schema);
}

/** A list entry as stored: [topic id, sort time in ms, 1 when pinned first]. */
export type ForumEntryRow = [string, number, 0 | 1];
/** A hot entry as stored: [topic id, activity ms, replies, views, reply times in ms]. */
export type ForumHotRow = [string, number, number, number, number[]];

/** A read model as stored: its entries as compact rows (see ForumListDoc). */
export type ForumStoredListDoc = Omit<ForumListDoc, 'entries' | 'hot'> & { entries?: ForumEntryRow[]; hot?: ForumHotRow[] };

export function forumListModel(conn: Connection): Model<ForumStoredListDoc> {
  if (conn.models.ForumList) return conn.models.ForumList as Model<ForumStoredListDoc>;
  const schema = new Schema<ForumStoredListDoc>(
    {
      _id: { type: String, required: true },
      v: { type: Number, required: true },
      complete: { type: Boolean },
      categories: { type: Schema.Types.Mixed },
      hiddenTopics: Number,
      hiddenReplies: Number,
      lockedTopics: Number,
      pinnedTopics: Number,
      seen: { type: Schema.Types.Mixed },
      format: Number,
      updatedAt: { type: Date, required: true },
    },
    { collection: 'forum_lists', versionKey: false, minimize: false },
  );
  storedWhole(schema, ['entries', 'hot']);
  return conn.model<ForumStoredListDoc>('ForumList', schema);
}
