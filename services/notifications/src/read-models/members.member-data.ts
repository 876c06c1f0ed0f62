import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { memberModel } from './members.model.ts';

/** The copy of the member's verified e-mail auth keeps (auth's download holds it): not exported here, forgotten when the account goes. */
export function membersMemberData(conn: Connection, forget: (userId: string) => Promise<void>): MemberDataPart {
  return {
    erased: [memberModel(conn).collection.collectionName],
    export: async () => ({}),
    erase: async (userId) => {
      await forget(userId);
      return 0;
    },
  };
}
