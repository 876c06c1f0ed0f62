import { z } from 'zod';
import { paginationQuerySchema, requiredText } from './common.ts';

/** Limits of the contact form; the screen and the content service validate with the same schema. */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000, messageMin: 10 } as const;

/** POST /api/contact: a visitor's message to the site's admins. */
export const contactMessageInputSchema = z.object({
  name: requiredText('Name', CONTACT_LIMITS.name),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email address')),
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters`)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** A stored contact_messages document as the admins' list answers it. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** What the sender gets back: the id and a confirmation to show. */
export const contactReceiptSchema = z.object({ id: z.string(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

export const contactMessagesQuerySchema = paginationQuerySchema;
