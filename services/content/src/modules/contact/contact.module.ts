import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { ContentConfig } from '../../config.ts';
import { ContactRepository } from './contact.repository.ts';
import { ContactRateLimiter } from './contact.rate-limit.ts';
import { ContactService } from './contact.service.ts';
import { contactRoutes } from './contact.routes.ts';
import { contactMemberData } from './contact.member-data.ts';

/** The contact form: messages stored (and e-mailed by the notifications service on their event), budgeted per address. */
export async function contactModule(ctx: ServiceContext<ContentConfig>): Promise<ServiceModule> {
  const repo = new ContactRepository(ctx);
  await repo.model.createIndexes();
  const contact = new ContactService(
    repo,
    new ContactRateLimiter(ctx.redis, ctx.config.REDIS_PREFIX, {
      perIp: ctx.config.CONTACT_MAX_PER_IP,
      windowSeconds: ctx.config.CONTACT_WINDOW_SECONDS,
    }),
  );
  return { name: 'contact', routes: (api) => contactRoutes(api, contact), memberData: contactMemberData(ctx.conn) };
}
