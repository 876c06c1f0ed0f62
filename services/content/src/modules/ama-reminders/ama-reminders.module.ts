import type { Ama } from '@trap/contracts';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { AmaRemindersRepository } from './ama-reminders.repository.ts';
import { AmaRemindersService } from './ama-reminders.service.ts';
import { amaRemindersRoutes } from './ama-reminders.routes.ts';
import { amaRemindersMemberData } from './ama-reminders.member-data.ts';

/** A member's reminders of upcoming AMAs (`/api/amas/reminders`: listed before the AMAs' `/{id}`). */
export async function amaRemindersModule(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, amas: CatalogService<Ama>): Promise<ServiceModule> {
  const repo = new AmaRemindersRepository(ctx);
  await repo.model.createIndexes();
  const reminders = new AmaRemindersService(repo, amas);
  return {
    name: 'ama-reminders',
    routes: (api) => amaRemindersRoutes(api, reminders),
    memberData: amaRemindersMemberData(ctx.conn, repo),
  };
}
