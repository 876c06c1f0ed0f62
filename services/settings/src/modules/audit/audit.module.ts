import type { ApiRouter, ServiceContext, ServiceModule, Subscription } from '@trap/kit';
import { on } from '@trap/kit';
import { STAFF_ACTION_EVENTS, auditLogQuerySchema, type StaffActionProducer } from '@trap/contracts';
import { settingsAuditApi } from '@trap/contracts/api/index';
import type { z } from 'zod';
import { auditModel } from './audit.model.ts';
import { AuditRepository } from './audit.repository.ts';
import { seedDemoAudit } from './audit.demo.ts';

const IST_OFFSET_MS = 330 * 60_000;
/** An IST calendar day's start as an instant. */
const istDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The audit log, fed only by every producer's staff_action.recorded event; read by superadmins. */
export function auditModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>): ServiceModule & { repo: AuditRepository } {
  const repo = new AuditRepository(auditModel(ctx.conn));
  const subscriptions: Subscription[] = (Object.keys(STAFF_ACTION_EVENTS) as StaffActionProducer[]).map((producer) =>
    on(STAFF_ACTION_EVENTS[producer], (data, env) => repo.append(env.id, producer, data)),
  );
  const list = (q: z.output<typeof auditLogQuerySchema>) =>
    repo.page(
      {
        ...q,
        from: q.from ? istDayStart(q.from) : undefined,
        to: q.to ? new Date(istDayStart(q.to).getTime() + 86_400_000) : undefined,
      },
      q,
    );
  const routes = (api: ApiRouter) =>
    api.handle(settingsAuditApi.listAuditLog, ({ query, res }) => {
      res.set('Cache-Control', 'no-store');
      return list(query);
    });
  return { name: 'audit', repo, subscriptions, routes, seedDemo: () => seedDemoAudit(repo, ctx.logger) };
}
