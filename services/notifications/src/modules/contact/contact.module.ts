import { contactSubmitted } from '@trap/contracts';
import { on, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { NotificationsConfig } from '../../config.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { ContactMailService } from './contact-mail.service.ts';
import { ContactDeliveriesRepository } from './contact-deliveries.repository.ts';

/** A contact-form message (content's event) e-mailed to the admins' inbox, once. */
export function contactModule(ctx: ServiceContext<NotificationsConfig>, mailer: Mailer): ServiceModule {
  const contactMail = new ContactMailService({
    deliveries: new ContactDeliveriesRepository(ctx.conn),
    mailer,
    inbox: ctx.config.CONTACT_INBOX,
    siteOrigin: ctx.config.SITE_ORIGIN,
    logger: ctx.logger,
  });
  return {
    name: 'contact',
    subscriptions: [
      on(contactSubmitted, async (d) => {
        await contactMail.deliver(d);
      }),
    ],
  };
}
