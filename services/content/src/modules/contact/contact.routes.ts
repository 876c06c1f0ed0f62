import { contactApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { ContactService } from './contact.service.ts';

/** POST /api/contact for anyone (a logged-in sender is remembered); GET /api/contact-messages for admins. */
export function contactRoutes(api: ApiRouter, contact: ContactService): void {
  api.handle(contactApi.sendContactMessage, ({ body, auth, req }) =>
    contact.submit(body, { ip: req.ip ?? 'unknown', userId: auth?.userId ?? null }),
  );
  api.handle(contactApi.listContactMessages, ({ query, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return contact.list(query);
  });
}
