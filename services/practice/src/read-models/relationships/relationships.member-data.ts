import type { MemberDataPart } from '@trap/kit';

/** Practice's copy of community's friendships and coaches (`ownerId`), which decide who sees whose practice. */
export const relationshipsMemberData: MemberDataPart = {
  kept: {
    relationships:
      'a copy of community’s friendships and coaches (its download has them), following its events: community ends them when the account goes',
  },
  export: async () => ({}),
};
