import { contactSubmitted, type ContactMessage, type ContactReceipt } from '@trap/contracts';
import { recordEvent } from '@trap/kit';
import type { ContactRepository } from './contact.repository.ts';
import type { ContactRateLimiter } from './contact.rate-limit.ts';

const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We'll get back to you soon.";

/** Stores contact messages and, in the same write, the event that gets them e-mailed to the admins. */
export class ContactService {
  private readonly messages: ContactRepository;
  private readonly limiter: ContactRateLimiter;
  constructor(messages: ContactRepository, limiter: ContactRateLimiter) {
    this.messages = messages;
    this.limiter = limiter;
  }

  async submit(
    input: { name: string; email: string; subject: string; message: string },
    sender: { ip: string; userId: string | null },
  ): Promise<ContactReceipt> {
    await this.limiter.consume(sender.ip);
    const _id = this.messages.newId();
    const createdAt = new Date();
    const event = recordEvent(contactSubmitted, {
      messageId: String(_id),
      ...input,
      userId: sender.userId,
      submittedAt: createdAt.toISOString(),
    });
    await this.messages.insert({ _id, ...input, userId: sender.userId, createdAt }, [event]);
    return { id: String(_id), message: CONTACT_RECEIVED_MESSAGE };
  }

  async list(query: { limit: number; offset: number }): Promise<ContactMessage[]> {
    const docs = await this.messages.newestFirst(query);
    return docs.map((d) => ({
      id: String(d._id),
      name: d.name,
      email: d.email,
      subject: d.subject,
      message: d.message,
      userId: d.userId ?? null,
      createdAt: new Date(d.createdAt).toISOString(),
    }));
  }
}
