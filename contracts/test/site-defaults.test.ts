import { describe, expect, expectTypeOf, it } from 'vitest';
import { DEFAULT_SETTINGS, passwordPolicyError, passwordPolicyRules, siteSettingsSchema, type SiteSettings } from '../src/index.ts';

describe('site settings defaults', () => {
  it('when every section is parsed empty, then the schema gives exactly DEFAULT_SETTINGS (the zod-free copy the browser starts with)', () => {
    expect(siteSettingsSchema.parse({ general: {}, appearance: {}, email: {}, notifications: {}, security: {} })).toEqual(DEFAULT_SETTINGS);
  });

  it('when the defaults are parsed, then they are valid settings', () => {
    expect(siteSettingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
    // and their type is the schema's (tsc checks this line)
    expectTypeOf(DEFAULT_SETTINGS).toEqualTypeOf<SiteSettings>();
  });
});

describe('the password policy', () => {
  it('when the default settings are in force, then the forms list four rules and the server names the first one broken', () => {
    expect(passwordPolicyRules(DEFAULT_SETTINGS.security).map((r) => r.label)).toEqual([
      'At least 8 characters',
      'An upper-case letter',
      'A number',
      'A special character',
    ]);
    expect(passwordPolicyError('shooter', DEFAULT_SETTINGS.security)).toBe('Password must be at least 8 characters');
    expect(passwordPolicyError('shooter1', DEFAULT_SETTINGS.security)).toBe('Password must contain an upper-case letter');
    expect(passwordPolicyError('Shooter1', DEFAULT_SETTINGS.security)).toBe('Password must contain a special character');
    expect(passwordPolicyError('Shooter#x', DEFAULT_SETTINGS.security)).toBe('Password must contain a number');
    expect(passwordPolicyError('Shooter#2026', DEFAULT_SETTINGS.security)).toBeNull();
  });

  it('when an admin relaxes the settings, then the rules they turned off are neither listed nor checked', () => {
    const relaxed = { ...DEFAULT_SETTINGS.security, passwordMinLength: 10, passwordRequireUppercase: false, passwordRequireSpecial: false };
    expect(passwordPolicyRules(relaxed).map((r) => r.label)).toEqual(['At least 10 characters', 'A number']);
    expect(passwordPolicyError('shooter123', relaxed)).toBeNull();
    expect(passwordPolicyError('shooterabc', relaxed)).toBe('Password must contain a number');
  });
});
