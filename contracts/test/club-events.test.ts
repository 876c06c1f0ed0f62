import { describe, expect, it } from 'vitest';
import { clubEventInputSchema } from '../src/http/community/events.ts';

const valid = {
  title: 'Club shoot',
  eventType: 'club_shoot',
  state: 'Delhi',
  city: 'New Delhi',
  venue: 'Range',
  startDate: '2026-12-20T09:00:00+05:30',
  allDay: true,
  organizer: 'Club',
};

describe('a club event whose dates are not instants', () => {
  // the whole-event checks (end after start) run even when a date field already failed (found by the contract fuzzer)
  it.each(['x'.repeat(41), '2026-12-01T10:00:00+05:30' + 'x'.repeat(16), '2026-13-45T10:00:00.000000000000000+05:30'])(
    'an all-day event starting at %s is refused naming the start date, never a crash',
    (startDate) => {
      const parsed = clubEventInputSchema.safeParse({ ...valid, startDate, endDate: '2026-12-21T09:00:00+05:30' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('startDate');
    },
  );
});
