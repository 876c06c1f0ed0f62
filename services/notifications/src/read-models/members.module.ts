import { userRegistered, userUpdated, verifiedEmailChanged } from '@trap/contracts';
import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import { MembersRepository } from './members.repository.ts';
import { membersMemberData } from './members.member-data.ts';

/**
 * The members' verified e-mail addresses (auth's events), which the newsletter links its subscriptions
 * to, and each member's language (notifications and e-mails are written in it). `relink` (the newsletter's, handed over by service.ts) moves a member's link when their address changes.
 */
export async function membersModule(
  ctx: ServiceContext,
  relink: (userId: string, email: string | null) => Promise<void>,
): Promise<ServiceModule & { members: MembersRepository }> {
  const members = new MembersRepository(ctx.conn);
  await members.init();
  return {
    name: 'members',
    members,
    subscriptions: [
      // an address is a member's only once verified; their newsletter link follows it
      on(verifiedEmailChanged, async (d, e) => {
        if (await members.setVerifiedEmail(d.userId, d.verifiedEmail, new Date(e.occurredAt))) {
          await relink(d.userId, d.verifiedEmail?.toLowerCase() ?? null);
        }
      }),
      // the language the member's notifications and e-mails are written in
      on(userRegistered, (d, e) => members.setLanguage(d.userId, d.language ?? 'en', new Date(e.occurredAt))),
      on(userUpdated, (d, e) => members.setLanguage(d.userId, d.language ?? 'en', new Date(e.occurredAt))),
    ],
    memberData: membersMemberData(ctx.conn, (userId) => members.forget(userId)),
  };
}
