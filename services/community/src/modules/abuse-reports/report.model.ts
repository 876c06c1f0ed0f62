import { Schema, type Connection, type Model } from 'mongoose';
import type { ReportReason, ReportStatus, ReportTargetType } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

/**
 * `abuse_reports`: one document per member and reported item. `_id` is
 * `<reporterId>:<targetType>:<targetId>`, so "a member cannot report the same item twice" is the
 * insert of an existing `_id` (atomic on every server) and a moderator's decision is a bare-`_id` update.
 */
export interface ReportDoc {
  _id: string;
  reporterId: string;
  targetType: ReportTargetType;
  targetId: string;
  /** `<targetType>:<targetId>`: every member's report of one item */
  targetKey: string;
  targetPath: string | null;
  targetLabel: string | null;
  reason: ReportReason;
  note: string;
  status: ReportStatus;
  resolutionNote: string | null;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const reportIdOf = (reporterId: string, targetType: ReportTargetType, targetId: string) => `${reporterId}:${targetType}:${targetId}`;
export const targetKeyOf = (targetType: ReportTargetType, targetId: string) => `${targetType}:${targetId}`;

export function reportModel(conn: Connection): Model<ReportDoc> {
  if (conn.models.AbuseReport) return conn.models.AbuseReport as Model<ReportDoc>;
  const schema = new Schema<ReportDoc>(
    {
      _id: { type: String, required: true },
      reporterId: { type: String, required: true },
      targetType: { type: String, required: true },
      targetId: { type: String, required: true },
      targetKey: { type: String, required: true },
      targetPath: { type: String, default: null },
      targetLabel: { type: String, default: null },
      reason: { type: String, required: true },
      note: { type: String, default: '' },
      status: { type: String, required: true },
      resolutionNote: { type: String, default: null },
      resolvedBy: { type: String, default: null },
      resolvedAt: { type: Date, default: null },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'abuse_reports', versionKey: false },
  );
  // the moderators' queue (status, newest first) and the count of reports per item
  schema.index({ status: 1, createdAt: -1 });
  schema.index({ createdAt: -1 });
  schema.index({ targetKey: 1 });
  return conn.model<ReportDoc>('AbuseReport', schema);
}
