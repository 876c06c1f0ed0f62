import { z } from 'zod';
import { idParamsSchema } from '../http/common/errors.ts';
import { loginRequestSchema, registerRequestSchema } from '../http/auth/credentials.ts';
import { authorSchema, currentUserSchema, logoutResponseSchema, membershipCheckSchema, publicMemberSchema } from '../http/auth/user.ts';
import { updateProfileRequestSchema, userListQuerySchema } from '../http/auth/profile.ts';
import { defineApi } from './define.ts';

/** SPEC 7, the auth service's part: sessions, the current user, membership checks, author and member lists. */
export const authApi = defineApi({
  register: {
    method: 'post',
    path: '/api/register',
    summary: 'Create an account',
    description:
      'Creates the member and logs them in: the answer sets the httpOnly session cookie. Limited per client address (429 with Retry-After).',
    tags: ['Auth'],
    auth: 'public',
    request: { body: registerRequestSchema },
    response: { status: 201, description: 'The new current user', schema: currentUserSchema, setsSession: true },
    errors: [409, 429],
  },
  login: {
    method: 'post',
    path: '/api/login',
    summary: 'Log in',
    description:
      "Checks username and password. Failures lock the username for that client address (429 with Retry-After); an address with many failures across usernames is refused for names never logged in from it. A 'marked for deletion' account is refused.",
    tags: ['Auth'],
    auth: 'public',
    request: { body: loginRequestSchema },
    response: { description: 'The current user', schema: currentUserSchema, setsSession: true },
    errors: [401, 403, 429],
  },
  logout: {
    method: 'post',
    path: '/api/logout',
    summary: 'Log out',
    description: 'Revokes the session at once and clears the session cookie.',
    tags: ['Auth'],
    auth: 'optional',
    response: { description: 'Logged out', schema: logoutResponseSchema, setsSession: true },
  },
  getCurrentUser: {
    method: 'get',
    path: '/api/user',
    summary: 'The current user',
    description: 'A 401 means the visitor is anonymous.',
    tags: ['Auth'],
    auth: 'required',
    response: { description: 'The current user', schema: currentUserSchema },
  },
  updateProfile: {
    method: 'patch',
    path: '/api/user',
    summary: 'Edit my profile',
    tags: ['Auth'],
    auth: 'required',
    request: { body: updateProfileRequestSchema },
    response: { description: 'The updated current user', schema: currentUserSchema },
  },
  checkMembership: {
    method: 'post',
    path: '/api/users/{id}/check-membership',
    summary: 'Check a membership',
    description: 'Membership status, trial flag and days remaining (SPEC 3.1); run once after each login.',
    tags: ['Membership'],
    auth: 'required',
    request: { params: idParamsSchema },
    response: { description: 'The membership check', schema: membershipCheckSchema },
    errors: [404],
  },
  listAuthors: {
    method: 'get',
    path: '/api/users',
    summary: 'Users for author lookup',
    description: 'Only active accounts with a public profile; `role` is always null (a guest is not told who is staff).',
    tags: ['Users'],
    auth: 'public',
    request: { query: userListQuerySchema },
    response: { description: 'Authors', schema: z.array(authorSchema) },
  },
  listPublicMembers: {
    method: 'get',
    path: '/api/users/public',
    summary: 'Public member profiles',
    description: 'Only profiles with isPublicProfile true.',
    tags: ['Users'],
    auth: 'public',
    request: { query: userListQuerySchema },
    response: { description: 'Public members', schema: z.array(publicMemberSchema) },
  },
});
