import type { Connection } from 'mongoose';
import type { MemberDataPart } from '@trap/kit';
import { memberModel } from './members.model.ts';

/** The copies of the member's verified e-mail and language auth keeps (auth's download holds them): not exported here, forgotten when the account goes. */
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
