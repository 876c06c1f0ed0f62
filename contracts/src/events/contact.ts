import { z } from 'zod';
import { defineEvent } from './define.ts';

/** A visitor sent the contact form; the notifications service e-mails the admins' inbox. */
export const contactSubmitted = defineEvent({
  subject: 'content.contact.submitted',
  version: 1,
  description: 'A visitor sent the contact form (stored in contact_messages); carries the message for the admins.',
  schema: z.object({
    messageId: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    userId: z.string().nullable(),
    submittedAt: z.string(),
  }),
});
