import { memberParamsSchema, membersPageSchema, membersQuerySchema } from '../http/community/members.ts';
import { publicMemberSchema } from '../http/auth/user.ts';
import {
  createRelationshipSchema,
  relationshipListQuerySchema,
  relationshipListSchema,
  relationshipParamsSchema,
  relationshipSchema,
} from '../http/community/relationships.ts';
import { defineApi, defineRoute } from './define.ts';

const relationshipAction = (action: 'accept' | 'decline') =>
  defineRoute({
    method: 'post',
    path: `/api/relationships/{id}/${action}`,
    summary: `${action === 'accept' ? 'Accept' : 'Decline'} a request sent to me`,
    description: 'Only the member asked may answer (the one who asked gets 403); a request no longer pending is 409.',
    tags: ['Community'],
    auth: 'required',
    request: { params: relationshipParamsSchema },
    response: { description: 'The relationship', schema: relationshipSchema },
    errors: [404, 409],
  });

/** The community service: its read model of public profiles (fed by auth events); friends and coaches. */
export const communityApi = defineApi({
  listMembers: {
    method: 'get',
    path: '/api/members',
    summary: 'Public member profiles, a page at a time',
    tags: ['Community'],
    auth: 'public',
    request: { query: membersQuerySchema },
    response: { description: 'A page of members', schema: membersPageSchema },
  },
  getMember: {
    method: 'get',
    path: '/api/members/{id}',
    summary: 'One public member profile',
    tags: ['Community'],
    auth: 'public',
    request: { params: memberParamsSchema },
    response: { description: 'The member', schema: publicMemberSchema },
    errors: [404],
  },
  requestRelationship: {
    method: 'post',
    path: '/api/relationships',
    summary: 'Ask a member to be my friend, or a coach to coach me',
    description:
      'Pending until the member asked accepts or declines. `coach` needs a member who coaches. Yourself: 400; an unknown member: 404; a pending or accepted one between the two of you already: 409. A declined or removed one may be asked again.',
    tags: ['Community'],
    auth: 'required',
    request: { body: createRelationshipSchema },
    response: { status: 201, description: 'The pending request', schema: relationshipSchema },
    errors: [404, 409],
  },
  listRelationships: {
    method: 'get',
    path: '/api/relationships',
    summary: 'My friends, coaches and requests, sent and received',
    tags: ['Community'],
    auth: 'required',
    request: { query: relationshipListQuerySchema },
    response: { description: 'Newest change first', schema: relationshipListSchema },
  },
  acceptRelationship: relationshipAction('accept'),
  declineRelationship: relationshipAction('decline'),
  removeRelationship: {
    method: 'delete',
    path: '/api/relationships/{id}',
    summary: 'Remove a friend or coach, or withdraw a request',
    description: 'Either member may remove it.',
    tags: ['Community'],
    auth: 'required',
    request: { params: relationshipParamsSchema },
    response: { status: 204, description: 'Removed' },
    errors: [404],
  },
});
