import type { EventData, userDeleted } from '@trap/contracts';
import type { Logger } from '@trap/kit';

/**
 * auth.user.deleted: the member's notifications (and their read watermark), the records of account mails sent to them and their
 * copy of the member's verified e-mail go;
 * their newsletter subscriptions lose the link to the account. Each step is idempotent, so a
 * redelivery (or a retry after a failure halfway) changes nothing more.
 */
export const onUserDeleted =
  (deps: {
    notifications: { forgetMember(userId: string): Promise<unknown> };
    members: { forget(userId: string): Promise<void> };
    newsletter: { unlinkMember(userId: string): Promise<number> };
    accountMail: { forgetMember(userId: string): Promise<unknown> };
    logger?: Logger;
  }) =>
  async (e: EventData<typeof userDeleted>): Promise<void> => {
    await deps.notifications.forgetMember(e.userId);
    await deps.newsletter.unlinkMember(e.userId);
    await deps.accountMail.forgetMember(e.userId);
    await deps.members.forget(e.userId);
    deps.logger?.info({ userId: e.userId }, 'notifications data of a deleted account removed');
  };
