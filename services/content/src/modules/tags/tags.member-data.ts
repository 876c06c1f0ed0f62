import type { MemberDataPart } from '@trap/kit';

/** Tags name the staff member who made them (`createdBy`): the catalogue's, not one member's data. */
export const tagsMemberData: MemberDataPart = {
  kept: { content_tags: 'tags made by staff for the catalogue; who made one stays with it' },
  export: async () => ({}),
};
