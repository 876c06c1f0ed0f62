import { memberDataCoverageSuite } from '@trap/kit/testing';
import { MemberDataRepository } from '../../src/modules/member-data/member-data.repository.ts';
import { startPracticeService } from '../support/practice-service.ts';

/**
 * Every collection practice keeps is in the member's data download and account removal (any model
 * with a `userId`, and the two keyed by the member's id), or named here with why it holds nothing of
 * one member's: a collection added later without a `userId` fails this test until someone decides.
 */
const NOT_MEMBER_DATA: Record<string, string> = {
  equipment_categories: 'the equipment categories, kept by admins',
  practice_challenges: 'the challenges, written by admins (a member’s progress is in practice_challenge_progress)',
  practice_selection_rules: 'the NRAI selection rules, kept by admins',
  practice_staff_actions: 'the audit trail of staff actions, kept for the audit log',
  practice_account_status: 'a copy of the account status auth holds (its download has it), so a removed member’s practice stays hidden',
  relationships: 'a copy of community’s friendships and coaches (its download has them), following its events',
};

memberDataCoverageSuite({
  start: () => startPracticeService(),
  covered: (conn) => new MemberDataRepository(conn).collectionNames(),
  notMemberData: NOT_MEMBER_DATA,
});
