import type { Connection, Model } from 'mongoose';
import { memberProfileModel } from '../../read-models/member-profiles/member-profile.model.ts';
import { relationshipModel } from '../relationships/relationship.model.ts';
import { followModel } from '../relationships/follow.model.ts';
import { blockModel } from '../relationships/block.model.ts';
import { coachProfileModel } from '../coaches/coach-profile.model.ts';
import { squadModel } from '../squads/squad.model.ts';
import { groupSessionModel } from '../squads/group-session.model.ts';
import { clubEventModel } from '../events/club-event.model.ts';
import { feedCommentModel, feedItemModel, feedKudosModel, feedSharingModel } from '../feed/feed.model.ts';
import {
  forumReadMarksModel,
  forumReplyPageModel,
  forumTopicModel,
  type ForumReplyPageDoc,
  type ForumTopicDoc,
} from '../forum/forum.model.ts';
import { reportModel } from '../abuse-reports/report.model.ts';

type Row = Record<string, unknown>;
type AnyModel = Model<Row>;

/** A stored record as JSON, without the outbox. */
const plain = (doc: unknown): Row => {
  const { _outbox: _ignored, ...rest } = JSON.parse(JSON.stringify(doc)) as Row;
  return rest;
};

const find = (model: AnyModel, filter: Row, projection: Record<string, 0 | 1> = { _outbox: 0 }): Promise<Row[]> =>
  model.find(filter, projection).sort({ _id: 1 }).lean<Row[]>().exec();

/**
 * What community keeps of one member, read for their data download, and the records that are theirs
 * alone, removed when their account goes. Records shared with others (squads, group sessions, events,
 * relationships) change through their own modules' services; forum posts stay (see removeOwn).
 * Another member's record about this one (a block of them, a follow of them as coach) is never exported.
 */
export class CommunityMemberDataRepository {
  private readonly m;

  constructor(conn: Connection) {
    const any = <T>(model: Model<T>) => model as unknown as AnyModel;
    this.m = {
      profiles: any(memberProfileModel(conn)),
      relationships: any(relationshipModel(conn)),
      follows: any(followModel(conn)),
      blocks: any(blockModel(conn)),
      coachProfiles: any(coachProfileModel(conn)),
      squads: any(squadModel(conn)),
      sessions: any(groupSessionModel(conn)),
      events: any(clubEventModel(conn)),
      feedItems: any(feedItemModel(conn)),
      kudos: any(feedKudosModel(conn)),
      comments: any(feedCommentModel(conn)),
      sharing: any(feedSharingModel(conn)),
      topics: any(forumTopicModel(conn)),
      replyPages: forumReplyPageModel(conn),
      readMarks: any(forumReadMarksModel(conn)),
      reports: any(reportModel(conn)),
    };
  }

  /** The collections this module reads for the download and changes or removes with the account (the coverage test's list). */
  collections(): string[] {
    return Object.values(this.m).map((model) => (model as AnyModel).collection.collectionName);
  }

  /** The member's replies in these reply pages, with their topics (a reply numbered past its topic's count is not one). */
  private async repliesIn(pages: ForumReplyPageDoc[], userId: string) {
    const ids = [...new Set(pages.map((p) => p.topicId))];
    const heads = new Map(
      (await Promise.all(ids.map((id) => this.m.topics.findById(id, { content: 0 }).lean<ForumTopicDoc>().exec())))
        .filter((t): t is ForumTopicDoc => !!t)
        .map((t) => [t._id, t]),
    );
    return pages.flatMap((p) => {
      const t = heads.get(p.topicId);
      return t ? p.replies.filter((r) => r.authorId === userId && r.seq < (t.replySeq ?? 0)).map((r) => ({ t, r })) : [];
    });
  }

  /** The member's records by kind, each as the member may read it. */
  async export(userId: string): Promise<Record<string, Row[]>> {
    const m = this.m;
    const [squads, sessions, registered, proposed, topics, pagedReplies] = await Promise.all([
      find(m.squads, { 'members.userId': userId }),
      find(m.sessions, { 'participants.userId': userId }),
      find(m.events, { registrantIds: userId }, { title: 1, location: 1, startsAt: 1, endsAt: 1 }),
      find(m.events, { createdBy: userId }, { _outbox: 0, registrantIds: 0, approvedBy: 0, rejectedBy: 0 }),
      m.topics
        .find({ $or: [{ authorId: userId }, { 'replies.authorId': userId }] })
        .sort({ _id: 1 })
        .lean<ForumTopicDoc[]>()
        .exec(),
      m.replyPages.find({ 'replies.authorId': userId }).sort({ _id: 1 }).lean<ForumReplyPageDoc[]>().exec(),
    ]);
    return {
      member_profile: (await find(m.profiles, { _id: userId })).map(plain),
      relationships: (await find(m.relationships, { $or: [{ userId }, { relatedUserId: userId }], status: { $ne: 'removed' } })).map(plain),
      squad_memberships: squads.flatMap((s) =>
        (s.members as Row[])
          .filter((e) => e.userId === userId)
          .map((e) =>
            plain({ squadId: s._id, squadName: s.name, role: e.role, status: e.status, joinedAt: e.joinedAt, invitedAt: e.invitedAt }),
          ),
      ),
      group_session_answers: sessions.flatMap((s) =>
        (s.participants as Row[])
          .filter((p) => p.userId === userId)
          .map((p) =>
            plain({
              sessionId: s._id,
              squadId: s.squadId,
              title: s.title,
              date: s.date,
              status: p.status,
              role: p.role,
              feedback: p.feedback,
              respondedAt: p.respondedAt,
            }),
          ),
      ),
      event_registrations: registered.map((e) =>
        plain({ eventId: e._id, title: e.title, location: e.location, startsAt: e.startsAt, endsAt: e.endsAt }),
      ),
      events_proposed: proposed.map(plain),
      coach_profile: (await find(m.coachProfiles, { _id: userId })).map(plain),
      coach_follows: (await find(m.follows, { followerId: userId })).map(plain),
      member_blocks: (await find(m.blocks, { blockerId: userId })).map(plain),
      feed_items: (await find(m.feedItems, { ownerId: userId })).map(plain),
      feed_kudos: (await find(m.kudos, { userId })).map(plain),
      feed_comments: (await find(m.comments, { authorId: userId })).map(plain),
      feed_sharing: (await find(m.sharing, { _id: userId })).map(plain),
      forum_topics: topics
        .filter((t) => t.authorId === userId)
        .map((t) => plain({ topicId: t._id, categoryId: t.categoryId, title: t.title, content: t.content, createdAt: t.createdAt })),
      forum_replies: [
        ...(await this.repliesIn(pagedReplies, userId)),
        // topics not moved to their reply pages yet
        ...topics.flatMap((t) => (t.replies ?? []).filter((r) => r.authorId === userId).map((r) => ({ t, r }))),
      ].map(({ t, r }) =>
        plain({
          topicId: t._id,
          topicTitle: t.title,
          replyId: r._id,
          content: r.content,
          createdAt: r.createdAt,
          editedAt: r.editedAt,
        }),
      ),
      forum_read_marks: (await find(m.readMarks, { _id: userId })).map(plain),
      reports_made: (
        await find(
          m.reports,
          { reporterId: userId },
          { targetType: 1, targetId: 1, targetLabel: 1, reason: 1, note: 1, status: 1, createdAt: 1 },
        )
      ).map(plain),
    };
  }

  /**
   * Removes the records that are the member's alone: follows and blocks either way, their coach
   * profile, their feed items (with the kudos and comments on them), the kudos and comments they gave,
   * their sharing copy and read marks, and the reports they made. How many went; a replay removes none.
   */
  async removeOwn(userId: string): Promise<number> {
    const m = this.m;
    const itemIds = (await m.feedItems.find({ ownerId: userId }, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((i) => i._id);
    const counts = await Promise.all([
      m.follows.deleteMany({ $or: [{ followerId: userId }, { coachId: userId }] }),
      m.blocks.deleteMany({ $or: [{ blockerId: userId }, { blockedId: userId }] }),
      m.coachProfiles.deleteMany({ _id: userId }),
      m.kudos.deleteMany(itemIds.length ? { $or: [{ userId }, { itemId: { $in: itemIds } }] } : { userId }),
      m.comments.deleteMany(itemIds.length ? { $or: [{ authorId: userId }, { itemId: { $in: itemIds } }] } : { authorId: userId }),
      m.feedItems.deleteMany({ ownerId: userId }),
      m.sharing.deleteMany({ _id: userId }),
      m.readMarks.deleteMany({ _id: userId }),
      m.reports.deleteMany({ reporterId: userId }),
    ]);
    return counts.reduce((n, r) => n + r.deletedCount, 0);
  }
}
