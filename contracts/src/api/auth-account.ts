import { idParamsSchema } from '../http/common/errors.ts';
import {
  accountActionResponseSchema,
  activeSessionListSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  signOutOthersResponseSchema,
  verifyEmailRequestSchema,
} from '../http/auth/account.ts';
import { defineApi } from './define.ts';

/**
 * Account basics, served by auth: forgotten and changed passwords, e-mail verification
 * and the member's active sessions. Every one is rate-limited (429 with Retry-After) and none tells
 * whether an e-mail address is registered.
 */
export const authAccountApi = defineApi({
  forgotPassword: {
    method: 'post',
    path: '/api/password/forgot',
    summary: 'Ask for a password reset link',
    description:
      'Mails a single-use link (valid 1 hour) to every account using the address. The answer is the same whether or not the address is registered. Limited per client address and per e-mail address.',
    tags: ['Account'],
    auth: 'public',
    request: { body: forgotPasswordRequestSchema },
    response: { status: 202, description: 'The request was taken', schema: accountActionResponseSchema },
    errors: [429],
  },
  resetPassword: {
    method: 'post',
    path: '/api/password/reset',
    summary: 'Set a new password with an e-mailed link',
    description:
      "The token from the link works once and for an hour; the new password follows the security settings' policy. Every session of the member is signed out. Limited per client address.",
    tags: ['Account'],
    auth: 'public',
    request: { body: resetPasswordRequestSchema },
    response: { description: 'The password was reset', schema: accountActionResponseSchema },
    errors: [429],
  },
  changePassword: {
    method: 'post',
    path: '/api/password/change',
    summary: 'Change my password',
    description: "A wrong current password is a 400 on currentPassword. The member's other sessions are signed out. Limited per member.",
    tags: ['Account'],
    auth: 'required',
    request: { body: changePasswordRequestSchema },
    response: { description: 'The password was changed', schema: accountActionResponseSchema },
    errors: [429],
  },
  verifyEmail: {
    method: 'post',
    path: '/api/email/verify',
    summary: 'Verify an e-mail address with an e-mailed link',
    description:
      'The token is valid for 48 hours and only while the account still uses the address it was sent to. Limited per client address.',
    tags: ['Account'],
    auth: 'public',
    request: { body: verifyEmailRequestSchema },
    response: { description: 'The address is verified', schema: accountActionResponseSchema },
    errors: [429],
  },
  resendEmailVerification: {
    method: 'post',
    path: '/api/email/verification',
    summary: 'Send my verification link again',
    description: 'Mails a new verification link to the address of the current user. Limited per member.',
    tags: ['Account'],
    auth: 'required',
    response: { status: 202, description: 'The link was sent (or the address is verified already)', schema: accountActionResponseSchema },
    errors: [429],
  },
  listSessions: {
    method: 'get',
    path: '/api/sessions',
    summary: 'My active sessions',
    description: 'Each login that is still signed in: when it began, when it was last refreshed, the browser and the address.',
    tags: ['Account'],
    auth: 'required',
    response: { description: 'Active sessions, newest first', schema: activeSessionListSchema },
    // shares the per-member budget of the sign-outs
    errors: [429],
  },
  signOutSession: {
    method: 'delete',
    path: '/api/sessions/{id}',
    summary: 'Sign out one of my sessions',
    description: "Another member's session or an unknown id is a 404.",
    tags: ['Account'],
    auth: 'required',
    request: { params: idParamsSchema },
    response: { status: 204, description: 'Signed out' },
    errors: [404, 429],
  },
  signOutOtherSessions: {
    method: 'post',
    path: '/api/sessions/sign-out-others',
    summary: 'Sign out every other session',
    description: 'Keeps the session of this request.',
    tags: ['Account'],
    auth: 'required',
    response: { description: 'How many sessions were signed out', schema: signOutOthersResponseSchema },
    errors: [429],
  },
});
