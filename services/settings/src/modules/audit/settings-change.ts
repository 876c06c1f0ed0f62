import { recordStaffAction, type OutboxEntry } from '@trap/kit';

type Obj = Record<string, unknown>;

/** The fields that changed, section by section (nested: audit keys never contain a dot). */
function changedFields(before: Obj, after: Obj): { before: Obj; after: Obj } | null {
  const b: Obj = {};
  const a: Obj = {};
  for (const section of Object.keys(after)) {
    const was = (before[section] ?? {}) as Obj;
    const now = (after[section] ?? {}) as Obj;
    if (typeof now !== 'object' || now === null || Array.isArray(now)) {
      if (JSON.stringify(was) !== JSON.stringify(now)) [b[section], a[section]] = [before[section] ?? null, now];
      continue;
    }
    for (const key of Object.keys(now)) {
      if (JSON.stringify(was[key]) === JSON.stringify(now[key])) continue;
      ((b[section] ??= {}) as Obj)[key] = was[key] ?? null;
      ((a[section] ??= {}) as Obj)[key] = now[key];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** The audit entry of a settings or banner save by staff (none when nothing changed or no one is named). */
export function settingsStaffAction(
  itemType: 'settings' | 'banner',
  actor: { id: string | null; role?: string | null },
  before: Obj,
  after: Obj,
): OutboxEntry[] {
  const diff = changedFields(before, after);
  if (!diff || !actor.id) return [];
  return [
    recordStaffAction('settings', {
      actorId: actor.id,
      actorRole: actor.role ?? null,
      action: `${itemType}.update`,
      itemType,
      itemId: itemType === 'settings' ? 'site' : 'banner',
      itemLabel: itemType === 'settings' ? 'Site settings' : 'Announcement banner',
      before: diff.before,
      after: diff.after,
    }),
  ];
}
