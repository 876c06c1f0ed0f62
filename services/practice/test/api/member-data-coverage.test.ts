import { memberDataCoverageSuite } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * Every collection practice keeps is declared by the module that owns it (in the member's data
 * download and removed with the account), or named here with why it holds nothing of one member's.
 * A collection added later fails this test until someone decides; one keyed by a member (userId, ...)
 * can only be declared by its module.
 */
const NOT_MEMBER_DATA: Record<string, string> = {
  equipment_categories: 'the equipment categories, kept by admins',
  practice_challenges: 'the challenges, written by admins (a member’s progress is in practice_challenge_progress)',
  practice_selection_rules: 'the NRAI selection rules, kept by admins',
  practice_staff_actions: 'the audit trail of staff actions, kept for the audit log',
  practice_account_status: 'a copy of the account status auth holds (its download has it), so a removed member’s practice stays hidden',
};

memberDataCoverageSuite({
  start: () => startPracticeService(),
  notMemberData: NOT_MEMBER_DATA,
});
