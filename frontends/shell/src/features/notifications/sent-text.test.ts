import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@trap/contracts';
import { sentText } from './sent-text.ts';

describe('sentText (the /test-notifications toast)', () => {
  it('when the type starts with a vowel, then it reads An: An Upcoming Event, An Achievement Unlocked', () => {
    expect(sentText('upcoming_event')).toBe('An Upcoming Event notification is in your notifications.');
    expect(sentText('achievement_unlocked')).toBe('An Achievement Unlocked notification is in your notifications.');
  });

  it('when the type starts with a consonant, then it reads A: A Weather Alert, A Membership Expiry', () => {
    expect(sentText('weather_alert')).toBe('A Weather Alert notification is in your notifications.');
    expect(sentText('membership_expiry')).toBe('A Membership Expiry notification is in your notifications.');
  });

  it('never writes "A" before a vowel for any type', () => {
    for (const type of NOTIFICATION_TYPES) expect(sentText(type)).not.toMatch(/^A [AEIOU]/);
  });
});
