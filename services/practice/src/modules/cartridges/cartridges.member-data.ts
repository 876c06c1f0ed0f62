import type { Connection } from 'mongoose';
import { ownedRecords, type MemberDataPart } from '@trap/kit';

/** The member's cartridge purchases and uses: in the download, removed with the account. */
export function cartridgesMemberData(conn: Connection): MemberDataPart {
  return ownedRecords(conn, { byMember: ['cartridge_purchases', 'cartridge_uses'] });
}
