import { can } from '@trap/contracts';
import { notificationsApi } from '@trap/contracts/api/index';
import { clientKey, type ApiRouter } from '@trap/kit';
import type { Request } from 'express';
import type { NewsletterService } from './newsletter.service.ts';

/**
 * What the per-client mail budget counts: the bff's X-Forwarded-For (the kit trusts it from loopback
 * only), IPv6 per /64, so a client rotating addresses within its block still spends one budget.
 */
const clientAddress = (req: Request) => clientKey(req.ip);

/**
 * SPEC 7 newsletter calls plus the signed-link ones of /newsletter-preferences (confirmation,
 * preferences) and one-click unsubscribe.
 */
export function newsletterRoutes(api: ApiRouter, newsletter: NewsletterService): void {
  // The same answer for every address (no session: a sign-up links to a member only when confirmed).
  api.handle(notificationsApi.subscribe, ({ body, req }) => newsletter.subscribe(body.email, body.name, clientAddress(req)));
  // Opened from the confirmation e-mail (through /newsletter-preferences?confirm=): a POST, so link scanners that only GET confirm nothing.
  api.handle(notificationsApi.confirm, ({ query }) => newsletter.confirm(query.token));
  api.handle(notificationsApi.unsubscribe, ({ body, auth }) => newsletter.unsubscribe(body, auth?.userId ?? null));
  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the header's URL; the token is in the query.
  api.handle(notificationsApi.unsubscribeOneClick, ({ query }) => newsletter.unsubscribe({ token: query.token }, null));
  api.handle(notificationsApi.updatePreferences, ({ body, auth }) => newsletter.updatePreferences(body, auth?.userId ?? null));
  api.handle(notificationsApi.getPreferences, ({ query, res }) => {
    res.set('Cache-Control', 'no-store');
    return newsletter.byToken(query.token);
  });
  api.handle(notificationsApi.sendPreferencesLink, ({ body, req }) => newsletter.sendPreferencesLink(body.email, clientAddress(req)));
  // An admin sees every subscription; anyone else their own.
  api.handle(notificationsApi.listSubscriptions, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return can(auth.role, 'users.manage') ? newsletter.all() : newsletter.forMember(auth.userId);
  });
}
