import type { CoachSpeciality } from '@trap/contracts';
import type { TFunction } from '@trap/ui';

/**
 * The coach finder's words from contracts: the specialities (COACH_SPECIALITIES, English words that
 * are also the values sent), in the page's language.
 */
const SPECIALITY_TEXTS: Record<CoachSpeciality, { textKey: string }> = {
  'Olympic Trap': { textKey: 'specialities.olympicTrap' },
  'Double Trap': { textKey: 'specialities.doubleTrap' },
  'Down-The-Line': { textKey: 'specialities.dtl' },
  Skeet: { textKey: 'specialities.skeet' },
  Beginners: { textKey: 'specialities.beginners' },
  Juniors: { textKey: 'specialities.juniors' },
  'Mental game': { textKey: 'specialities.mentalGame' },
  'Competition preparation': { textKey: 'specialities.competitionPrep' },
};
/** A speciality in the page's language; one the table does not know shows as it came. */
export const specialityText = (t: TFunction, speciality: string) =>
  speciality in SPECIALITY_TEXTS ? t(SPECIALITY_TEXTS[speciality as CoachSpeciality].textKey) : speciality;

