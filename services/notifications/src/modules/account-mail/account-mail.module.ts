import {
  emailVerificationRequested,
  eventEntryCheckInIssued,
  invoiceIssued,
  passwordChanged,
  passwordResetRequested,
} from '@trap/contracts';
import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { Language } from '@trap/contracts/language';
import type { NotificationsConfig } from '../../config.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AccountMailService } from './account-mail.service.ts';
import { AccountMailDeliveriesRepository } from './account-mail-deliveries.repository.ts';
import { accountMailMemberData } from './account-mail.member-data.ts';

/**
 * The account mails auth asks for (reset and verification links, the password-changed notice), a
 * confirmed payment's invoice, and a club event entry's check-in code (community's). Each carries
 * something only its owner should read, so their events are consumed here only.
 */
export function accountMailModule(
  ctx: ServiceContext<NotificationsConfig>,
  mailer: Mailer,
  languageOf: (userId: string) => Promise<Language>,
  emailOf: (userId: string) => Promise<string | null>,
): ServiceModule {
  const deliveries = new AccountMailDeliveriesRepository(ctx.conn);
  const accountMail = new AccountMailService({
    deliveries,
    mailer,
    siteOrigin: ctx.config.SITE_ORIGIN,
    logger: ctx.logger,
    languageOf,
    emailOf,
  });
  return {
    name: 'account-mail',
    subscriptions: [
      on(passwordResetRequested, async (d, e) => {
        await accountMail.passwordReset(e.id, d);
      }),
      on(emailVerificationRequested, async (d, e) => {
        await accountMail.emailVerification(e.id, d);
      }),
      on(passwordChanged, async (d, e) => {
        await accountMail.passwordChanged(e.id, d);
      }),
      // the invoice of a confirmed membership payment
      on(invoiceIssued, async (d, e) => {
        await accountMail.invoice(e.id, d);
      }),
      // a paid, comp or cash entry's check-in code (once per entry)
      on(eventEntryCheckInIssued, async (d) => {
        await accountMail.checkIn(d);
      }),
    ],
    memberData: accountMailMemberData(ctx.conn, (userId) => deliveries.forgetMember(userId)),
  };
}
