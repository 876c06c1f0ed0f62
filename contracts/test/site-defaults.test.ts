import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, siteSettingsSchema } from '../src/index.ts';

describe('site settings defaults', () => {
  it('when every section is parsed empty, then the schema gives exactly DEFAULT_SETTINGS (the zod-free copy the browser starts with)', () => {
    expect(siteSettingsSchema.parse({ general: {}, appearance: {}, email: {}, notifications: {}, security: {} })).toEqual(DEFAULT_SETTINGS);
  });

  it('when the defaults are parsed, then they are valid settings', () => {
    expect(siteSettingsSchema.safeParse(DEFAULT_SETTINGS).success).toBe(true);
  });
});
