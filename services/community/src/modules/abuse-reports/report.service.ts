import {
  communityNoticeIssued,
  type CreateReport,
  type Report,
  type ReportDecision,
  type ReportList,
  type ReportListQuery,
  type ReportTargetType,
} from '@trap/contracts';
import { badRequest, conflict, notFound, recordEvent, recordStaffAction, type RateLimit } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { reportIdOf, targetKeyOf, type ReportDoc } from './report.model.ts';
import type { ReportCounts } from './report-counts.ts';
import type { ReportRepository } from './report.repository.ts';

/** The item's own page where the route is fixed by SPEC 2.1; otherwise the page the reporter gave. */
const pageOf = (type: ReportTargetType, id: string): string | null => (type === 'forum_topic' ? `/forum/topic/${id}` : null);

const person = (id: string, profile: MemberProfile | undefined) => ({
  id,
  displayName: profile?.displayName ?? 'Unknown member',
  avatarUrl: profile?.avatarUrl ?? null,
});

const OUTCOME = {
  resolved: 'A moderator reviewed your report and took action. Thank you for helping keep the community safe.',
  dismissed: 'A moderator reviewed your report and found that the content does not break the content policy. Thank you for reporting it.',
} as const;

/** A reported item's text, as the feature that keeps it tells (the forum's topics and replies). */
interface ReportedText {
  title: string | null;
  /** markdown, as members are shown it */
  text: string;
  authorId: string;
  createdAt: Date;
  hidden: boolean;
}

/**
 * The text of reported items by `targetKey` (`forum_topic:<id>`, `forum_reply:<id>`), given by the
 * composition root from the feature that keeps them; an item it does not know is left out.
 */
export type ReportedTextLookup = (targets: { targetType: ReportTargetType; targetId: string }[]) => Promise<Map<string, ReportedText>>;

/**
 * Abuse reports: members report, moderators decide. The only writer of abuse_reports. A report
 * points at an item by type and id, as the reporting screen names it. Features never import each
 * other: the reported text comes through `reportedTexts`, which the service's composition root wires
 * to the forum, and is read when the queue is listed (what is on the site now, hidden or not); a report
 * of something already removed stays for the moderator to dismiss.
 */
export class ReportService {
  private readonly reports: ReportRepository;
  private readonly profiles: MemberProfileRepository;
  private readonly budget: RateLimit;
  private readonly reportedTexts: ReportedTextLookup;
  /** how many members reported each item: kept counts (report-counts.ts), or counted per page */
  private readonly counts: Pick<ReportCounts, 'counts' | 'reported'>;
  constructor(
    reports: ReportRepository,
    profiles: MemberProfileRepository,
    budget: RateLimit,
    reportedTexts: ReportedTextLookup = async () => new Map(),
    counts: Pick<ReportCounts, 'counts' | 'reported'> = {
      counts: (keys) => reports.countByTarget(keys),
      reported: async () => {},
    },
  ) {
    this.reports = reports;
    this.profiles = profiles;
    this.budget = budget;
    this.reportedTexts = reportedTexts;
    this.counts = counts;
  }

  async create(reporterId: string, input: CreateReport): Promise<Report> {
    if (input.targetType === 'member_profile' && input.targetId === reporterId)
      throw badRequest('You cannot report yourself', { targetId: 'You cannot report yourself' });
    const id = reportIdOf(reporterId, input.targetType, input.targetId);
    const duplicate = () => conflict('You have already reported this');
    // a repeat costs nothing from the budget
    if (await this.reports.findById(id)) throw duplicate();
    await this.budget.take(reporterId);
    const reported = input.targetType === 'member_profile' ? await this.profiles.findById(input.targetId) : null;
    const now = new Date();
    const doc: ReportDoc = {
      _id: id,
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      targetKey: targetKeyOf(input.targetType, input.targetId),
      targetPath: input.targetPath || pageOf(input.targetType, input.targetId),
      targetLabel: reported?.displayName ?? null,
      reason: input.reason,
      note: input.note,
      status: 'open',
      resolutionNote: null,
      resolvedBy: null,
      resolvedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.reports.insert(doc))) throw duplicate();
    await this.counts.reported(doc.targetKey);
    return (await this.present([doc]))[0]!;
  }

  async list(q: ReportListQuery): Promise<ReportList> {
    const { items, total, open } = await this.reports.page(
      { status: q.status, targetType: q.targetType, targetId: q.targetId },
      q.limit,
      q.offset,
    );
    return { items: await this.present(items), total, open };
  }

  /** Resolves or dismisses an open report; the reporter is told that it was reviewed. */
  async decide(
    moderator: { userId: string; role: string },
    id: string,
    status: 'resolved' | 'dismissed',
    { resolutionNote }: ReportDecision,
  ): Promise<Report> {
    const moderatorId = moderator.userId;
    const now = new Date();
    const decided = await this.reports.decide(id, (current) => {
      if (current.status !== 'open') throw conflict(`This report is already ${current.status}`);
      return {
        set: { status, resolutionNote, resolvedBy: moderatorId, resolvedAt: now, updatedAt: now },
        events: [
          recordEvent(communityNoticeIssued, {
            entityType: 'abuse_report',
            entityId: current.targetKey,
            userIds: [current.reporterId],
            kind: 'activity',
            title: 'Your report was reviewed',
            message: OUTCOME[status],
            actionUrl: current.targetPath ?? '/content-policy',
            priority: 'low',
            expiresAt: null,
          }),
          recordStaffAction('community', {
            actorId: moderatorId,
            actorRole: moderator.role,
            action: status === 'resolved' ? 'report.resolve' : 'report.dismiss',
            itemType: 'report',
            itemId: current._id,
            itemLabel: `${current.targetType}:${current.targetId}`,
            before: { status: current.status },
            after: { status },
            reason: resolutionNote || null,
            at: now,
          }),
        ],
      };
    });
    if (!decided) throw notFound('Report');
    return (await this.present([decided]))[0]!;
  }

  private async present(docs: ReportDoc[]): Promise<Report[]> {
    const [texts, counts] = await Promise.all([
      this.reportedTexts(docs.map((d) => ({ targetType: d.targetType, targetId: d.targetId }))),
      this.counts.counts(docs.map((d) => d.targetKey)),
    ]);
    const people = await this.profiles.findMany([
      ...docs.flatMap((d) => (d.resolvedBy ? [d.reporterId, d.resolvedBy] : [d.reporterId])),
      ...[...texts.values()].map((t) => t.authorId),
    ]);
    const contentOf = (d: ReportDoc): Report['content'] => {
      const t = texts.get(d.targetKey);
      return t
        ? {
            title: t.title,
            text: t.text,
            author: person(t.authorId, people.get(t.authorId)),
            createdAt: t.createdAt.toISOString(),
            hidden: t.hidden,
          }
        : null;
    };
    return docs.map((d) => ({
      id: d._id,
      targetType: d.targetType,
      targetId: d.targetId,
      targetPath: d.targetPath,
      targetLabel: d.targetLabel,
      content: contentOf(d),
      reason: d.reason,
      note: d.note,
      status: d.status,
      reporter: person(d.reporterId, people.get(d.reporterId)),
      createdAt: d.createdAt.toISOString(),
      reportCount: counts.get(d.targetKey) ?? 1,
      resolutionNote: d.resolutionNote,
      resolvedBy: d.resolvedBy ? person(d.resolvedBy, people.get(d.resolvedBy)) : null,
      resolvedAt: d.resolvedAt?.toISOString() ?? null,
    }));
  }
}
