import { COACH_LIMITS, type CoachSpeciality } from '@trap/contracts';
import { formatRupees, type Language, type TFunction } from '@trap/ui';

/**
 * The coach finder's words from contracts: the specialities (COACH_SPECIALITIES, English words that
 * are also the values sent) and the coach profile's validation messages, in the page's language.
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

/** coachProfileInputSchema's messages (from the form's check or the server's), with their keys. */
const FIELD_TEXTS: readonly { message: RegExp; textKey: string }[] = [
  { message: /^Choose a speciality$/, textKey: 'profile.errors.chooseSpeciality' },
  { message: /^City is required$/, textKey: 'profile.errors.cityRequired' },
  { message: /^City must be at most \d+ characters$/, textKey: 'profile.errors.cityLong' },
  { message: /^Experience must be a number of years$/, textKey: 'profile.errors.experienceNumber' },
  { message: /^Experience must be a whole number of years$/, textKey: 'profile.errors.experienceWhole' },
  { message: /^Experience cannot be negative$/, textKey: 'profile.errors.experienceNegative' },
  { message: /^Experience must be at most \d+ years$/, textKey: 'profile.errors.experienceMax' },
  { message: /^Rate must be a number of rupees$/, textKey: 'profile.errors.rateNumber' },
  { message: /^Rate must be whole rupees$/, textKey: 'profile.errors.rateWhole' },
  { message: /^Rate cannot be negative$/, textKey: 'profile.errors.rateNegative' },
  { message: /^Rate must be at most ₹[\d,]+$/, textKey: 'profile.errors.rateMax' },
  { message: /^About must be at most \d+ characters$/, textKey: 'profile.errors.aboutLong' },
  { message: /^Choose whether you accept new requests$/, textKey: 'profile.errors.chooseAccepting' },
];
/** A field's message in the page's language (English as it came); one not listed shows as it came. */
export function fieldErrorText(t: TFunction, language: Language, message: string | undefined): string | undefined {
  if (!message || language === 'en') return message;
  const known = FIELD_TEXTS.find((f) => f.message.test(message));
  if (!known) return message;
  const max = {
    'profile.errors.cityLong': String(COACH_LIMITS.city),
    'profile.errors.experienceMax': String(COACH_LIMITS.experienceYears),
    'profile.errors.rateMax': formatRupees(COACH_LIMITS.ratePerSession, language),
    'profile.errors.aboutLong': String(COACH_LIMITS.about),
  }[known.textKey];
  return t(known.textKey, max === undefined ? undefined : { max });
}
