import { describe, expect, it } from 'vitest';
import { changeLines, fieldName, valueText } from './audit-changes.ts';

const line = (l: { field: string; before: string; after: string }) => `${l.field}: ${l.before} → ${l.after}`;

describe('changeLines (the audit log shows changes as "field: before → after")', () => {
  it('when a role changes, then it reads Role: member → coach', () => {
    expect(changeLines({ role: 'member' }, { role: 'coach' }).map(line)).toEqual(['Role: member → coach']);
  });

  it('when settings change, then each nested field is one line under its section', () => {
    expect(changeLines({ general: { enableMaintenance: false } }, { general: { enableMaintenance: true } }).map(line)).toEqual([
      'General › Enable maintenance: false → true',
    ]);
  });

  it('when a field is on one side only (a publish date set, an item created), then the other side reads —', () => {
    expect(changeLines(null, { status: 'published', tags: ['wind', 'dawn'] }).map(line)).toEqual(['Status: — → published', 'Tags: — → wind, dawn']);
    expect(changeLines({ hidden: false, reason: null }, { hidden: true }).map(line)).toEqual(['Hidden: false → true', 'Reason: — → —']);
  });

  it('when there is neither before nor after, then there are no lines', () => {
    expect(changeLines(null, null)).toEqual([]);
  });
});

describe('fieldName and valueText', () => {
  it('reads camelCase and snake_case keys as words', () => {
    expect(fieldName('membershipTier')).toBe('Membership tier');
    expect(fieldName('is_trial_member')).toBe('Is trial member');
    expect(fieldName('primaryColor')).toBe('Primary color');
  });

  it('shows instants in IST and anything nested as compact JSON, never [object Object]', () => {
    expect(valueText('2027-12-06T07:21:55.010Z')).toBe('6 Dec 2027, 12:51 pm');
    expect(valueText('2027-12-06')).toBe('2027-12-06');
    expect(valueText([{ a: 1 }])).toBe('[{"a":1}]');
    expect(valueText(0)).toBe('0');
    expect(valueText([])).toBe('—');
  });
});
