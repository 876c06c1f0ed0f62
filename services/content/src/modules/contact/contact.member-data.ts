import type { Connection } from 'mongoose';
import { documentStore, type MemberDataPart } from '@trap/kit';
import { contactMessageModel, type ContactMessageDoc } from './contact.model.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * The member's contact messages: in the download; removed with the account, except one whose event
 * (the contact mail) is not published yet, which is blanked instead so the mail still goes out.
 */
export function contactMemberData(conn: Connection): MemberDataPart {
  const contact = documentStore(contactMessageModel(conn));
  return {
    erased: [contact.model.collection.collectionName],
    export: async (userId) => ({
      contact_messages: (await contact.model.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<ContactMessageDoc[]>().exec()).map((m) =>
        json({ name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt }),
      ),
    }),
    erase: async (userId) => {
      let n = await contact.removeSettled({ userId });
      for (const left of await contact.model.find({ userId }, { _id: 1 }).lean<Pick<ContactMessageDoc, '_id'>[]>().exec())
        if (await contact.update(left._id, () => ({ set: { userId: null, name: '', email: '', subject: '', message: '' }, events: [] })))
          n++;
      return n;
    },
  };
}
