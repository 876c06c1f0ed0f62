import type { Express } from 'express';
import { contactMessageInputSchema, contactMessagesQuerySchema } from '@trap/contracts';
import { authenticate, requireCapability, validate, validated, type ServiceContext } from '@trap/kit';
import type { ContactService } from './contact.service.ts';

/** POST /api/contact for anyone (a logged-in sender is remembered); GET /api/contact-messages for admins. */
export function contactRoutes(app: Express, ctx: ServiceContext, contact: ContactService): void {
  const session = { verify: ctx.verify, sessions: ctx.sessions };
  app.post('/api/contact', authenticate(session), validate({ body: contactMessageInputSchema }), async (req, res) => {
    const body = validated<{ name: string; email: string; subject: string; message: string }>(req, 'body');
    res.status(201).json(await contact.submit(body, { ip: req.ip ?? 'unknown', userId: req.auth?.userId ?? null }));
  });
  app.get(
    '/api/contact-messages',
    authenticate({ ...session, required: true }),
    requireCapability('admin.area'),
    validate({ query: contactMessagesQuerySchema }),
    async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await contact.list(validated<{ limit: number; offset: number }>(req, 'query')));
    },
  );
}
