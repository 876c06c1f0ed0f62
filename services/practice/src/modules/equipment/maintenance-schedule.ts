import { istDayOf, type EquipmentItem, type EquipmentUsageTotals } from '@trap/contracts';
import { cartridgesFired } from '../sessions/cartridges-fired.ts';
import { type SessionForStats } from '../stats/practice-stats.ts';

/**
 * What the service derives for an item from the member's sessions and maintenance records: usage
 * (SPEC equipment_usage), the next service and the total cost of ownership. Pure functions, shared
 * by the API and the worker's Maintenance Due reminder, so both read the same dates.
 */

/** What usage reads of one live session: its statistics row (never its shots). */
export type UsageRow = Pick<SessionForStats, 'id' | 'date' | 'discipline' | 'agg' | 'equipmentIds'>;

/** What the schedule reads of an item. */
export interface ScheduledItem {
  purchaseDate: string | null;
  price: number | null;
  maintenanceFrequency: number | null;
  nextMaintenance: string | null;
  maintenanceEveryShots?: number | null;
  createdAt: Date;
}

/** What the schedule reads of a maintenance record. */
export interface ScheduledRecord {
  maintenanceDate: string;
  nextMaintenanceDate: string | null;
  cost: number | null;
  createdAt: Date;
}

/** Cartridges fired in a session (the one count equipment usage and the cartridge ledger share). */
export const shotsOf = (row: Pick<UsageRow, 'discipline' | 'agg'>): number => cartridgesFired(row.discipline, row.agg);

export const usageDay = (row: Pick<UsageRow, 'date'>) => istDayOf(row.date);

/** The sessions that name the item, oldest first. */
export const rowsOf = (itemId: string, rows: UsageRow[]) =>
  rows.filter((r) => r.equipmentIds?.includes(itemId)).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

export function usageTotals(rows: UsageRow[]): EquipmentUsageTotals {
  let rounds = 0;
  let targets = 0;
  let shots = 0;
  let lastUsed: string | null = null;
  for (const r of rows) {
    rounds += r.agg.rounds ?? 0;
    targets += r.agg.targets ?? 0;
    shots += shotsOf(r);
    const day = usageDay(r);
    if (!lastUsed || day > lastUsed) lastUsed = day;
  }
  return { sessions: rows.length, rounds, targets, shots, lastUsed };
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The latest record: by maintenance date, then by when it was written. */
function latestRecord<R extends ScheduledRecord>(records: R[]): R | null {
  let latest: R | null = null;
  for (const r of records)
    if (
      !latest ||
      r.maintenanceDate > latest.maintenanceDate ||
      (r.maintenanceDate === latest.maintenanceDate && r.createdAt.getTime() > latest.createdAt.getTime())
    )
      latest = r;
  return latest;
}

export interface Schedule {
  service: EquipmentItem['service'];
  sinceService: EquipmentUsageTotals;
}

/**
 * The next service of an item on `today` (an IST calendar day). The date: one set by hand on the
 * item (cleared when a record is added), else the latest record's next date, else the last service
 * (the purchase, or the day the item was added, before any) plus maintenanceFrequency days. With a
 * shot budget, the day the shots since the last service reached it, when that comes first.
 * `itemRows`: the item's sessions, oldest first (rowsOf).
 */
export function scheduleOf(item: ScheduledItem, records: ScheduledRecord[], itemRows: UsageRow[], today: string): Schedule {
  const latest = latestRecord(records);
  const lastServiceDate = latest?.maintenanceDate ?? null;
  // sessions after the day of the last service count towards the next
  const since = lastServiceDate ? itemRows.filter((r) => usageDay(r) > lastServiceDate) : itemRows;
  const sinceService = usageTotals(since);

  let nextDate: string | null = null;
  let dueBy: EquipmentItem['service']['dueBy'] = null;
  if (item.nextMaintenance) [nextDate, dueBy] = [item.nextMaintenance, 'manual'];
  else if (latest?.nextMaintenanceDate) [nextDate, dueBy] = [latest.nextMaintenanceDate, 'record'];
  else if (item.maintenanceFrequency) {
    const from = lastServiceDate ?? item.purchaseDate ?? istDayOf(item.createdAt);
    [nextDate, dueBy] = [addDays(from, item.maintenanceFrequency), 'interval'];
  }

  let shotsLeft: number | null = null;
  const budget = item.maintenanceEveryShots ?? null;
  if (budget) {
    shotsLeft = Math.max(0, budget - sinceService.shots);
    let fired = 0;
    for (const r of since) {
      fired += shotsOf(r);
      if (fired >= budget) {
        const day = usageDay(r);
        if (!nextDate || day < nextDate) [nextDate, dueBy] = [day, 'shots'];
        break;
      }
    }
  }
  const status = nextDate === null ? null : nextDate < today ? 'overdue' : nextDate === today ? 'due' : 'ok';
  return { service: { nextDate, dueBy, lastServiceDate, shotsLeft, status }, sinceService };
}

/** Total cost of ownership: the price plus every record's cost (rupees). */
export function costOfOwnership(
  item: Pick<ScheduledItem, 'price'>,
  records: Pick<ScheduledRecord, 'cost'>[],
): EquipmentItem['costOfOwnership'] {
  const price = item.price ?? 0;
  const maintenance = records.reduce((sum, r) => sum + (r.cost ?? 0), 0);
  return { price, maintenance, total: price + maintenance, records: records.length };
}

/** Today's IST calendar day. */
export const todayIst = (now = new Date()) => istDayOf(now);
