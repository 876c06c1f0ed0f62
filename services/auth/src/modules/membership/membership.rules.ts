import type { MembershipStatus } from '@trap/contracts';

/** Pure membership rules, shared by the API, the membership check and the expiry worker. */
export interface MembershipTerm {
  membershipStatus: MembershipStatus;
  isTrialMember: boolean;
  membershipEndDate: Date | null;
  trialEndDate: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses whose end date the expiry worker enforces. */
export const LIVE_STATUSES: MembershipStatus[] = ['active', 'trial'];

/** When the current term ends: a trial ends at trialEndDate, a membership at membershipEndDate; null = open-ended. */
export function termEnd(u: Pick<MembershipTerm, 'isTrialMember' | 'membershipEndDate' | 'trialEndDate'>): Date | null {
  if (u.isTrialMember && u.trialEndDate) return u.trialEndDate;
  return u.membershipEndDate ?? null;
}

/** Whole days left, rounded up (a term ending later today has 1 day); 0 once ended; null without an end. */
export function daysRemaining(
  u: Pick<MembershipTerm, 'isTrialMember' | 'membershipEndDate' | 'trialEndDate'>,
  now = new Date(),
): number | null {
  const end = termEnd(u);
  if (!end) return null;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

/** A live membership or trial whose end has passed. */
export function isDueForExpiry(u: MembershipTerm, now = new Date()): boolean {
  if (!LIVE_STATUSES.includes(u.membershipStatus)) return false;
  const end = termEnd(u);
  return !!end && end.getTime() <= now.getTime();
}

/** DECISIONS/SPEC 9: trials are warned with fewer than 3 days left, paid memberships 7 days ahead. */
function warningDays(u: Pick<MembershipTerm, 'isTrialMember'>): number {
  return u.isTrialMember ? 3 : 7;
}

/** A live term ending soon enough to announce: a trial with fewer than 3 days left, a paid term 7 days or nearer. */
export function isDueForWarning(u: MembershipTerm, now = new Date()): boolean {
  if (!LIVE_STATUSES.includes(u.membershipStatus) || isDueForExpiry(u, now)) return false;
  const left = daysRemaining(u, now);
  if (left === null) return false;
  return u.isTrialMember ? left < warningDays(u) : left <= warningDays(u);
}

/** The latest term end the expiry pass must look at now: the longest warning period ahead. */
export const warningHorizon = (now: Date) => new Date(now.getTime() + warningDays({ isTrialMember: false }) * DAY_MS);
