import { memberParamsSchema, membersPageSchema, membersQuerySchema } from '../../http/community/members.ts';
import { publicMemberSchema } from '../../http/auth/user.ts';
import { defineRoutes } from '../registry.ts';

/** The community service: its read model of public profiles (fed by auth events). */
export const communityRoutes = defineRoutes([
  {
    method: 'get',
    path: '/api/members',
    summary: 'Public member profiles, a page at a time',
    tags: ['Community'],
    auth: 'public',
    request: { query: membersQuerySchema },
    response: { description: 'A page of members', schema: membersPageSchema },
  },
  {
    method: 'get',
    path: '/api/members/{id}',
    summary: 'One public member profile',
    tags: ['Community'],
    auth: 'public',
    request: { params: memberParamsSchema },
    response: { description: 'The member', schema: publicMemberSchema },
    errors: [404],
  },
]);
