import type { GroupSessionType, ParticipantStatus, SquadRole } from '@trap/contracts';
import type { TFunction } from '@trap/ui';

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

