import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { accountMailDeliveryModel, type AccountMailDeliveryDoc } from './account-mail-deliveries.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/** Which account e-mails went to the member and when (their content and links are not kept): in the download, removed with the account. */
export function accountMailMemberData(conn: Connection, forgetMember: (userId: string) => Promise<number>): MemberDataPart {
  const deliveries = accountMailDeliveryModel(conn);
  return {
    erased: [deliveries.collection.collectionName],
    export: async (userId) => ({
      account_mails: (await deliveries.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<AccountMailDeliveryDoc[]>().exec()).map((m) =>
        json({ kind: m.kind, status: m.status, createdAt: m.createdAt, sentAt: m.sentAt }),
      ),
    }),
    erase: (userId) => forgetMember(userId),
  };
}
