/**
 * What the banner's component tests share (the editor's and the admin panel's, English and Hindi):
 * a banner that is shown and one that is off, and the panel's banner section as an admin opens it.
 * Test support: never imported by app code (lint keeps it out of the bundles).
 */
import { testUser } from '@trap/ui/testing/index.ts';

/** The banner visitors see. */
export const shownBanner = { enabled: true, message: 'Range closed on Sunday', type: 'warning' as const, dismissible: true };
/** The banner switched off. */
export const bannerOff = { enabled: false, message: '', type: 'info' as const, dismissible: true };

/** The admin panel at its banner section, opened by an admin (renderScreen's options). */
export const bannerSection = { path: '/admin?section=banner', pattern: '/admin', user: testUser({ role: 'admin' }) };
