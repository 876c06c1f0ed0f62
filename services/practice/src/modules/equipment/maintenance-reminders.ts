import { equipmentMaintenanceDue } from '@trap/contracts';
import { recordEvent } from '@trap/kit';
import { MaintenanceRemindersRepository } from './maintenance-reminders.repository.ts';
import { rowsOf, scheduleOf, todayIst, type UsageRow } from './maintenance-schedule.ts';

/**
 * The Maintenance Due reminder (run daily by the practice worker, jobs/gear-reminders.job.ts): every
 * item whose next service (maintenance-schedule.ts: the date, or the day the shot budget was
 * reached) is today or past gets one `practice.equipment.maintenance_due`, recorded in the same
 * insert as its reminder document `<itemId>:<due day>`, so a second run, or a second worker, sends
 * nothing more. A new due day (a service recorded, another interval) is a new reminder.
 *
 * A daily scan of the items that have a schedule, their records and the statistics rows that name
 * them (one query each, across members: a job, not a request path).
 */
export class MaintenanceDueReminder {
  readonly name = 'maintenanceDue';
  private readonly repo: MaintenanceRemindersRepository;

  constructor(ctx: ConstructorParameters<typeof MaintenanceRemindersRepository>[0]) {
    this.repo = new MaintenanceRemindersRepository(ctx);
  }

  /** Sends what is due on the IST day of `now`; how many reminders went out. */
  async send(now: Date): Promise<number> {
    const today = todayIst(now);
    const items = await this.repo.scheduledItems();
    if (!items.length) return 0;
    const ids = items.map((i) => String(i._id));
    const [records, rowDocs] = await Promise.all([
      this.repo.recordsOf(ids),
      items.some((i) => i.maintenanceEveryShots)
        ? this.repo.usageRowsOf(items.filter((i) => i.maintenanceEveryShots).map((i) => String(i._id)))
        : Promise.resolve([]),
    ]);
    const rows: (UsageRow & { userId: string })[] = rowDocs.map((r) => ({
      id: r._id,
      userId: r.userId,
      date: r.date.toISOString(),
      discipline: r.discipline,
      agg: r.agg,
      equipmentIds: r.equipmentIds ?? [],
    }));
    let sent = 0;
    for (const item of items) {
      const id = String(item._id);
      const own = records.filter((r) => r.equipmentId === id && r.userId === item.userId);
      const itemRows = rowsOf(
        id,
        rows.filter((r) => r.userId === item.userId),
      );
      const { service } = scheduleOf(item, own, itemRows, today);
      if (!service.nextDate || service.nextDate > today) continue;
      const stored = await this.repo.insertReminder(
        {
          _id: `${id}:${service.nextDate}`,
          userId: item.userId,
          equipmentId: id,
          dueDate: service.nextDate,
          dueBy: service.dueBy ?? 'manual',
          sentAt: now,
        },
        [
          recordEvent(equipmentMaintenanceDue, {
            equipmentId: id,
            userId: item.userId,
            name: item.name,
            nextMaintenance: service.nextDate,
            overdue: service.nextDate < today,
          }),
        ],
      );
      if (stored) sent++;
    }
    return sent;
  }
}
