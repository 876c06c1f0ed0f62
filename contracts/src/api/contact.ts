import { z } from 'zod';
import {
  contactMessageInputSchema,
  contactMessageSchema,
  contactMessagesQuerySchema,
  contactReceiptSchema,
} from '../http/content/contact.ts';
import { defineApi } from './define.ts';

/** The contact form (content service): anyone may write, admins read. */
export const contactApi = defineApi({
  sendContactMessage: {
    method: 'post',
    path: '/api/contact',
    summary: 'Send a message to the site admins',
    description: 'Stored and e-mailed to the admins. Limited per client address (429 with Retry-After when exceeded).',
    tags: ['Contact'],
    auth: 'optional',
    request: { body: contactMessageInputSchema },
    response: { status: 201, description: 'Received', schema: contactReceiptSchema },
    errors: [429],
  },
  listContactMessages: {
    method: 'get',
    path: '/api/contact-messages',
    summary: 'Messages sent through the contact form, newest first',
    tags: ['Contact'],
    auth: 'required',
    capability: 'admin.area',
    request: { query: contactMessagesQuerySchema },
    response: { description: 'Contact messages', schema: z.array(contactMessageSchema) },
  },
});
