import { z } from 'zod';
import { MESSAGES, passwordSchema } from './credentials.ts';

/**
 * Account basics: forgot and reset password, e-mail verification, change password and
 * the member's active sessions. None of these answers says whether an e-mail address is registered.
 */
export const ACCOUNT_MESSAGES = {
  /** the one answer to every forgot-password request, known address or not */
  resetRequested: 'If an account uses this e-mail address, we have sent it a link to reset the password. Check your inbox.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  verifyLinkInvalid: 'This verification link is invalid or has expired. Please ask for a new one.',
  emailVerified: 'Thank you! Your e-mail address is verified.',
  verificationSent: 'We have sent a verification link to your e-mail address. Check your inbox.',
  alreadyVerified: 'Your e-mail address is already verified.',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  newPasswordSame: 'The new password must be different from the current one',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  tokenRequired: 'The link is missing its token',
} as const;

/** How long the e-mailed links work. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

const emailSchema = z.string({ message: MESSAGES.email }).trim().email(MESSAGES.email).max(254, MESSAGES.email);
/** The e-mailed tokens: base64url parts joined by dots. */
const linkTokenSchema = z
  .string({ message: ACCOUNT_MESSAGES.tokenRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.tokenRequired)
  .max(512, ACCOUNT_MESSAGES.resetLinkInvalid);

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
    .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
    .max(200),
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** The answer of the account actions: what happened, in words for the screen. */
export const accountActionResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountActionResponse = z.infer<typeof accountActionResponseSchema>;

/** One of the member's active sessions (a login, kept across its sliding refreshes). */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** the session this request came with */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** a short summary of the browser ("Chrome on Android"), null when unknown */
  device: z.string().nullable(),
  /** the client address the login came from (IPv6 by its /64), null when unknown */
  ip: z.string().nullable(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionListSchema = z.object({ items: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListSchema>;

export const signOutOthersResponseSchema = z.object({ success: z.literal(true), signedOut: z.number().int().min(0) });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
