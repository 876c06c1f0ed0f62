import type { ServiceModule } from '@trap/kit';
import type { EmailVerificationService } from './email-verification.service.ts';
import type { PasswordService } from './password.service.ts';
import { accountSecurityRoutes } from './account-security.routes.ts';

/** E-mailed links: address verification, password reset, and password changes. */
export function accountSecurityModule(passwords: PasswordService, emails: EmailVerificationService): ServiceModule {
  return { name: 'account-security', routes: (api) => accountSecurityRoutes(api, passwords, emails) };
}
