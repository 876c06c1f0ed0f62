import type { Express } from 'express';
import {
  can,
  newsletterPreferencesLinkRequestSchema,
  newsletterPreferencesRequestSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenQuerySchema,
  newsletterUnsubscribeRequestSchema,
} from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { z } from 'zod';
import type { NewsletterService } from './newsletter.service.ts';

/** SPEC 7 newsletter calls plus the signed-link ones of /newsletter-preferences and one-click unsubscribe. */
export function newsletterRoutes(app: Express, ctx: ServiceContext, newsletter: NewsletterService): void {
  const optionalAuth = authenticate({ verify: ctx.verify, sessions: ctx.sessions });
  const requiredAuth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  app.post('/api/newsletter/subscribe', optionalAuth, validate({ body: newsletterSubscribeRequestSchema }), async (req, res) => {
    const { email, name } = validated<z.infer<typeof newsletterSubscribeRequestSchema>>(req, 'body');
    const { created, result } = await newsletter.subscribe(email, name, req.auth?.userId ?? null);
    res.status(created ? 201 : 200).json(result);
  });

  app.post('/api/newsletter/unsubscribe', validate({ body: newsletterUnsubscribeRequestSchema }), async (req, res) => {
    res.json(await newsletter.unsubscribe(validated<z.infer<typeof newsletterUnsubscribeRequestSchema>>(req, 'body')));
  });

  // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` to the header's URL; the token is in the query.
  app.post('/api/newsletter/unsubscribe/one-click', validate({ query: newsletterTokenQuerySchema }), async (req, res) => {
    const { token } = validated<{ token: string }>(req, 'query');
    res.json(await newsletter.unsubscribe({ token }));
  });

  app.post('/api/newsletter/preferences', optionalAuth, validate({ body: newsletterPreferencesRequestSchema }), async (req, res) => {
    res.json(
      await newsletter.updatePreferences(
        validated<z.infer<typeof newsletterPreferencesRequestSchema>>(req, 'body'),
        req.auth?.userId ?? null,
      ),
    );
  });

  app.get('/api/newsletter/preferences', validate({ query: newsletterTokenQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await newsletter.byToken(validated<{ token: string }>(req, 'query').token));
  });

  app.post('/api/newsletter/preferences-link', validate({ body: newsletterPreferencesLinkRequestSchema }), async (req, res) => {
    res.json(await newsletter.sendPreferencesLink(validated<{ email: string }>(req, 'body').email));
  });

  /** An admin sees every subscription; anyone else their own. */
  app.get('/api/newsletter/subscriptions', requiredAuth, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { userId, role } = req.auth!;
    res.json(can(role, 'users.manage') ? await newsletter.all() : await newsletter.forMember(userId));
  });
}
