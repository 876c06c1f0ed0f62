import { STAFF_ACTION_EVENTS, type StaffActionInput, type StaffActionProducer } from '@trap/contracts';
import { recordEvent, type OutboxEntry } from './outbox.ts';

/**
 * The outbox entry recording a staff action for the audit log (`<producer>.staff_action.recorded`):
 * push it with the change itself (`pushEvents(...)`, or the store's `events`), so the trail cannot
 * miss an action that happened. `at` defaults to now.
 */
export function recordStaffAction(
  producer: StaffActionProducer,
  action: Omit<StaffActionInput, 'at'> & { at?: string | Date },
): OutboxEntry {
  const at = action.at instanceof Date ? action.at.toISOString() : (action.at ?? new Date().toISOString());
  return recordEvent(STAFF_ACTION_EVENTS[producer], { ...action, at });
}
