import type { GroupSessionType, ParticipantStatus, SquadRole } from '@trap/contracts';
import type { Language, TFunction } from '@trap/ui';

/**
 * The squad screens' words from contracts' label tables (SQUAD_ROLE_LABELS, GROUP_SESSION_TYPE_LABELS,
 * RSVP_LABELS) in the page's language: the English texts are those tables word for word
 * (squads-hindi.test.tsx checks it), the Hindi by the glossary.
 */
const ROLE_TEXTS: Record<SquadRole, { textKey: string }> = {
  owner: { textKey: 'roles.owner' },
  captain: { textKey: 'roles.captain' },
  member: { textKey: 'roles.member' },
};
const TYPE_TEXTS: Record<GroupSessionType, { textKey: string }> = {
  practice: { textKey: 'types.practice' },
  competition_prep: { textKey: 'types.competition_prep' },
  coaching_clinic: { textKey: 'types.coaching_clinic' },
  fun_shoot: { textKey: 'types.fun_shoot' },
  match: { textKey: 'types.match' },
};
const RSVP_TEXTS: Record<ParticipantStatus, { textKey: string }> = {
  going: { textKey: 'rsvp.going' },
  waitlisted: { textKey: 'rsvp.waitlisted' },
  maybe: { textKey: 'rsvp.maybe' },
  not_going: { textKey: 'rsvp.not_going' },
};

export const roleText = (t: TFunction, role: SquadRole) => t(ROLE_TEXTS[role].textKey);
export const sessionTypeText = (t: TFunction, type: GroupSessionType) => t(TYPE_TEXTS[type].textKey);
export const rsvpText = (t: TFunction, status: ParticipantStatus) => t(RSVP_TEXTS[status].textKey);

/**
 * The contract's field messages on the squad and session forms (from the community service, in
 * English), with their keys; the forms' own checks are already in the page's language.
 */
const FIELD_TEXTS: readonly { message: RegExp; textKey: string }[] = [
  { message: /^Name is required$/, textKey: 'form.nameRequired' },
  { message: /^Name must be at least 3 characters$/, textKey: 'form.nameShort' },
  { message: /^Name must be at most (?<max>\d+) characters$/, textKey: 'errors.nameLong' },
  { message: /^Description must be at most (?<max>\d+) characters$/, textKey: 'errors.descriptionLong' },
  { message: /^Image URL must be at most (?<max>\d+) characters$/, textKey: 'errors.imageLong' },
  { message: /^Image URL must be an http\(s\) URL$/, textKey: 'errors.imageUrl' },
  { message: /^Title is required$/, textKey: 'sessionForm.titleRequired' },
  { message: /^Title must be at most (?<max>\d+) characters$/, textKey: 'errors.titleLong' },
  { message: /^Location is required$/, textKey: 'sessionForm.locationRequired' },
  { message: /^Location must be at most (?<max>\d+) characters$/, textKey: 'errors.locationLong' },
  { message: /^Notes must be at most (?<max>\d+) characters$/, textKey: 'errors.notesLong' },
  { message: /^Date is required$/, textKey: 'sessionForm.dateRequired' },
  { message: /^Date cannot be in the past$/, textKey: 'errors.datePast' },
  { message: /^Date must be within 2 years from now$/, textKey: 'errors.dateFar' },
  { message: /^Date (must be a date and time|is not a date)$/, textKey: 'errors.dateInvalid' },
  { message: /^Duration is required$/, textKey: 'errors.durationRequired' },
  { message: /^Duration must be whole minutes$/, textKey: 'errors.durationWhole' },
  { message: /^Duration must be at least (?<min>\d+) minutes$/, textKey: 'errors.durationShort' },
  { message: /^Duration must be at most 12 hours$/, textKey: 'errors.durationLong' },
  { message: /^Max participants must be a number$/, textKey: 'errors.maxNumber' },
  { message: /^Max participants must be a whole number$/, textKey: 'errors.maxWhole' },
  { message: /^Max participants must be at least (?<min>\d+)$/, textKey: 'errors.maxLow' },
  { message: /^Max participants must be at most (?<max>\d+)$/, textKey: 'errors.maxHigh' },
  { message: /^Choose a session type$/, textKey: 'errors.chooseType' },
];

/** A field's message in the page's language: English as it came, a known one by its key, any other as it came. */
export function fieldErrorText(t: TFunction, language: Language, message: string | undefined): string | undefined {
  if (!message || language === 'en') return message;
  for (const known of FIELD_TEXTS) {
    const m = known.message.exec(message);
    if (m) return t(known.textKey, { ...m.groups });
  }
  return message;
}
