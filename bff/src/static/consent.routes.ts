import express, { Router } from 'express';
import { CONSENT_FORM_CHOICES, CONSENT_FORM_PATH, consentCookieWrites, type ConsentFormChoice } from '@trap/contracts';
import { crossSiteReason } from '../csrf/csrf.middleware.ts';

/** A path of this site to go back to (never `//host` or `/\host`, which browsers read as another site). */
const localPath = (value: unknown): string => (typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/');

/**
 * The server-rendered cookie banner is a form posting here, so Accept All and Reject All work before the
 * page's scripts have run (once React has hydrated it stores the choice itself and the form is never
 * sent). The same cookies the browser would write are set, and the visitor goes back to the page, now
 * rendered without the banner. Only this site's pages may post: another site must not choose for a visitor.
 */
export function consentRoutes(opts: { siteOrigin: string }): Router {
  const siteOrigin = new URL(opts.siteOrigin).origin;
  const router = Router();
  router.post(CONSENT_FORM_PATH, express.urlencoded({ extended: false, limit: '2kb' }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const key = String(body.choice);
    if (!Object.hasOwn(CONSENT_FORM_CHOICES, key)) return void res.status(400).type('text/plain').send('Unknown consent choice');
    const choice = CONSENT_FORM_CHOICES[key as ConsentFormChoice];
    if (crossSiteReason(req, siteOrigin)) return void res.status(403).type('text/plain').send('Cross-site request refused');
    res
      .set('Cache-Control', 'no-store')
      .append('Set-Cookie', consentCookieWrites(choice, req.secure))
      .redirect(303, localPath(body.returnTo));
  });
  return router;
}
