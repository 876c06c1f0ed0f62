import { Schema, type Connection, type Model } from 'mongoose';

/** One staff action as the audit log keeps it: append-only, keyed by the event id (a redelivery is a no-op). */
export interface AuditRecord {
  _id: string;
  actorId: string;
  actorName: string | null;
  actorRole: string | null;
  action: string;
  itemType: string;
  itemId: string;
  itemLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  source: string;
  at: Date;
  recordedAt: Date;
}

const auditSchema = new Schema<AuditRecord>(
  {
    _id: { type: String, required: true },
    actorId: { type: String, required: true },
    actorName: { type: String, default: null },
    actorRole: { type: String, default: null },
    action: { type: String, required: true },
    itemType: { type: String, required: true },
    itemId: { type: String, required: true },
    itemLabel: { type: String, default: null },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    reason: { type: String, default: null },
    source: { type: String, required: true },
    at: { type: Date, required: true },
    recordedAt: { type: Date, required: true },
  },
  { collection: 'audit_log', versionKey: false, minimize: false },
);
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ actorId: 1, at: -1 });
auditSchema.index({ itemType: 1, at: -1 });
auditSchema.index({ action: 1, at: -1 });

export type AuditModel = Model<AuditRecord>;
export const auditModel = (conn: Connection): AuditModel =>
  (conn.models.AuditEntry as AuditModel) ?? conn.model<AuditRecord>('AuditEntry', auditSchema);
