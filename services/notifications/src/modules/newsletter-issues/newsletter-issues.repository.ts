import { Schema, Types, type Connection, type Model } from 'mongoose';
import type { NewsletterIssueInput, NewsletterIssue } from '@trap/contracts/http/notifications/newsletter-issues';
import { isDuplicateKeyError, outboxSchemaFields, recordStaffAction, type OutboxStore, type ServiceContext } from '@trap/kit';

/** Who sent an issue (the audit log's actor). */
export interface IssueSender {
  userId: string;
  role: string | null;
}

export interface NewsletterIssueDoc extends NewsletterIssueInput {
  _id: Types.ObjectId;
  status: NewsletterIssue['status'];
  matched: number;
  sent: number;
  failed: number;
  createdBy: string;
  createdAt: Date;
  sentAt: Date | null;
}

/** One subscriber's copy of one issue: unique per (issue, subscription), so nobody gets an issue twice. */
export interface IssueDeliveryDoc {
  _id: Types.ObjectId;
  issueId: Types.ObjectId;
  subscriptionId: Types.ObjectId;
  status: 'sending' | 'sent' | 'failed';
  at: Date;
}

function models(conn: Connection) {
  const issues =
    (conn.models.NewsletterIssue as Model<NewsletterIssueDoc> | undefined) ??
    conn.model<NewsletterIssueDoc>(
      'NewsletterIssue',
      new Schema<NewsletterIssueDoc>(
        {
          subject: String,
          intro: String,
          topic: String,
          items: [{ _id: false, title: String, summary: String, url: String }],
          status: String,
          matched: Number,
          sent: Number,
          failed: Number,
          createdBy: String,
          createdAt: Date,
          sentAt: { type: Date, default: null },
          ...outboxSchemaFields,
        },
        { collection: 'newsletter_issues', versionKey: false },
      ).index({ createdAt: -1 }),
    );
  const deliveries =
    (conn.models.NewsletterIssueDelivery as Model<IssueDeliveryDoc> | undefined) ??
    conn.model<IssueDeliveryDoc>(
      'NewsletterIssueDelivery',
      new Schema<IssueDeliveryDoc>(
        { issueId: Schema.Types.ObjectId, subscriptionId: Schema.Types.ObjectId, status: String, at: Date },
        { collection: 'newsletter_issue_deliveries', versionKey: false },
      ).index({ issueId: 1, subscriptionId: 1 }, { unique: true }),
    );
  return { issues, deliveries };
}

const toId = (id: string) => (/^[a-f0-9]{24}$/i.test(id) ? new Types.ObjectId(id) : null);

/** `newsletter_issues` and their deliveries. */
export class NewsletterIssuesRepository {
  private readonly issues: Model<NewsletterIssueDoc>;
  private readonly deliveries: Model<IssueDeliveryDoc>;
  /** writes an issue's send with its staff action for the audit log */
  private readonly store: OutboxStore<NewsletterIssueDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    ({ issues: this.issues, deliveries: this.deliveries } = models(ctx.conn));
    this.store = ctx.outboxStore(this.issues);
  }

  async init(): Promise<void> {
    await Promise.all([this.issues.createIndexes(), this.deliveries.createIndexes()]);
  }

  async create(input: NewsletterIssueInput, userId: string): Promise<NewsletterIssueDoc> {
    const doc: NewsletterIssueDoc = {
      _id: new Types.ObjectId(),
      ...input,
      status: 'sending',
      matched: 0,
      sent: 0,
      failed: 0,
      createdBy: userId,
      createdAt: new Date(),
      sentAt: null,
    };
    await this.issues.create(doc);
    return doc;
  }

  byId(id: string): Promise<NewsletterIssueDoc | null> {
    const _id = toId(id);
    return _id ? this.issues.findById(_id).lean<NewsletterIssueDoc>().exec() : Promise.resolve(null);
  }

  list(limit = 50): Promise<NewsletterIssueDoc[]> {
    return this.issues.find({}).sort({ createdAt: -1 }).limit(limit).lean<NewsletterIssueDoc[]>().exec();
  }

  /**
   * Claims this subscriber's copy: true when it is to be sent now (new, or a failed one tried
   * again), false when it was sent already or another send is sending it.
   */
  async claim(issueId: Types.ObjectId, subscriptionId: Types.ObjectId): Promise<boolean> {
    try {
      await this.deliveries.create({ _id: new Types.ObjectId(), issueId, subscriptionId, status: 'sending', at: new Date() });
      return true;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
    const retried = await this.deliveries.updateOne(
      { issueId, subscriptionId, status: 'failed' },
      { $set: { status: 'sending', at: new Date() } },
    );
    return retried.modifiedCount === 1;
  }

  async settle(issueId: Types.ObjectId, subscriptionId: Types.ObjectId, status: 'sent' | 'failed'): Promise<void> {
    await this.deliveries.updateOne({ issueId, subscriptionId }, { $set: { status, at: new Date() } });
  }

  /**
   * Counts the issue's copies and stores them on it, with the send as a staff action for the audit
   * log (who sent which issue, to how many) in the same write.
   */
  async finish(issueId: Types.ObjectId, sender: IssueSender): Promise<NewsletterIssueDoc | null> {
    const [matched, sent, failed] = await Promise.all([
      this.deliveries.countDocuments({ issueId }),
      this.deliveries.countDocuments({ issueId, status: 'sent' }),
      this.deliveries.countDocuments({ issueId, status: 'failed' }),
    ]);
    return this.store.update(issueId, (issue) => ({
      set: { matched, sent, failed, status: 'sent', sentAt: new Date() },
      events: [
        recordStaffAction('notifications', {
          actorId: sender.userId,
          actorRole: sender.role,
          action: issue.status === 'sent' ? 'newsletter_issue.resend' : 'newsletter_issue.send',
          itemType: 'newsletter_issue',
          itemId: String(issueId),
          itemLabel: issue.subject.slice(0, 200),
          before: issue.status === 'sent' ? { sent: issue.sent, failed: issue.failed } : null,
          after: { topic: issue.topic, recipients: sent, matched, failed },
        }),
      ],
    }));
  }
}
