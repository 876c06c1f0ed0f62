import { clientKey, type ApiRouter } from '@trap/kit';
import { authAccountApi } from '@trap/contracts/api/index';
import type { PasswordService } from './password.service.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

export function accountSecurityRoutes(api: ApiRouter, passwords: PasswordService, emails: EmailVerificationService): void {
  api.handle(authAccountApi.forgotPassword, ({ body, req }) => passwords.forgot(body.email, clientKey(req.ip)));
  api.handle(authAccountApi.resetPassword, ({ body, req }) => passwords.reset(body, clientKey(req.ip)));
  api.handle(authAccountApi.changePassword, ({ body, auth }) => passwords.change(auth, body));
  api.handle(authAccountApi.verifyEmail, ({ body, req }) => emails.verify(body.token, clientKey(req.ip)));
  api.handle(authAccountApi.resendEmailVerification, ({ auth }) => emails.resend(auth));
}
