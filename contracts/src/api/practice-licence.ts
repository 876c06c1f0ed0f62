import { licenceInputSchema, licenceResponseSchema, licenceSchema } from '../http/practice/licence.ts';
import { defineApi, gateTier } from './define.ts';

/** The arms-licence vault (practice service): the member's own licence, its number encrypted at rest. */
export const licenceApi = defineApi({
  getLicence: {
    method: 'get',
    path: '/api/arms-licence',
    summary: 'My arms licence',
    description:
      'The caller’s own licence (never anyone else’s): number, issuing authority, valid until, the firearms on it, the yearly ammunition limit, and whether it is valid, expiring (within 90 days) or expired. `licence` is null before one is saved.',
    tags: ['Equipment'],
    auth: 'required',
    response: { description: 'My licence or null', schema: licenceResponseSchema },
  },
  saveLicence: {
    method: 'put',
    path: '/api/arms-licence',
    summary: 'Save my arms licence',
    description:
      'Adds or replaces the caller’s licence. firearmIds must be the caller’s own equipment items. A new valid-until date re-arms the expiry reminders (90, 30 and 7 days before, once each).',
    tags: ['Equipment'],
    auth: 'required',
    request: { body: licenceInputSchema },
    response: { description: 'The stored licence', schema: licenceSchema },
  },
  deleteLicence: {
    method: 'delete',
    path: '/api/arms-licence',
    summary: 'Remove my arms licence',
    description: 'Removes the caller’s licence and its reminders; 204 also when there was none.',
    tags: ['Equipment'],
    auth: 'required',
    response: { status: 204, description: 'Removed' },
  },
});

/** Shooter's Circle: the licence vault (tier-features `licence_vault`). */
gateTier('shooters_circle', licenceApi);
