import type { MemberDataPart } from '@trap/kit';

/** Newsletter issues name the staff member who wrote them (`createdBy`): content, not one member's data. */
export const newsletterIssuesMemberData: MemberDataPart = {
  kept: {
    newsletter_issues: 'issues written by staff, sent to every subscriber: the author’s id stays with the issue and its audit entry',
  },
  export: async () => ({}),
};
