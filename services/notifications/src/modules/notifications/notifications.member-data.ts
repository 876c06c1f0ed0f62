import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { notificationModel, notificationReadMarkModel, type NotificationDoc, type NotificationReadMarkDoc } from './notifications.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** The member's notifications and when they last marked all read: in the download, removed with the account (through the service). */
export function notificationsMemberData(conn: Connection, forgetMember: (userId: string) => Promise<void>): MemberDataPart {
  const notifications = notificationModel(conn);
  const readMarks = notificationReadMarkModel(conn);
  return {
    erased: [notifications, readMarks].map((m) => m.collection.collectionName),
    export: async (userId) => {
      const [rows, mark] = await Promise.all([
        notifications.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<NotificationDoc[]>().exec(),
        readMarks.findById(userId).lean<NotificationReadMarkDoc>().exec(),
      ]);
      return {
        // read as the member reads them: one older than their last mark-all-read is read
        notifications: rows.map(({ sourceKey: _source, generation = 0, ...n }) =>
          json({ ...n, isRead: n.isRead || generation < (mark?.generation ?? 0) }),
        ),
        // when they last marked all read
        notification_read_marks: mark ? [json({ markedAt: mark.markedAt })] : [],
      };
    },
    erase: async (userId) => {
      await forgetMember(userId);
      return 0;
    },
  };
}
