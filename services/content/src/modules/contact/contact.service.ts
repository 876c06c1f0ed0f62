import { Types, type Model } from 'mongoose';
import { contactSubmitted, type ContactMessage, type ContactReceipt } from '@trap/contracts';
import { recordEvent, type ServiceContext } from '@trap/kit';
import type { ContactMessageDoc } from './contact.model.ts';
import type { ContactRateLimiter } from './contact.rate-limit.ts';

export const CONTACT_RECEIVED_MESSAGE = "Thank you for your message. We'll get back to you soon.";

/** Stores contact messages and, in the same write, the event that gets them e-mailed to the admins. */
export class ContactService {
  constructor(
    readonly model: Model<ContactMessageDoc>,
    private readonly limiter: ContactRateLimiter,
    private readonly ctx: Pick<ServiceContext, 'publishSoon'>,
  ) {}

  async submit(
    input: { name: string; email: string; subject: string; message: string },
    sender: { ip: string; userId: string | null },
  ): Promise<ContactReceipt> {
    await this.limiter.consume(sender.ip);
    const _id = new Types.ObjectId();
    const createdAt = new Date();
    const doc = { ...input, userId: sender.userId, createdAt };
    const event = recordEvent(contactSubmitted, {
      messageId: String(_id),
      ...input,
      userId: sender.userId,
      submittedAt: createdAt.toISOString(),
    });
    await this.model.collection.insertOne({ _id, ...doc, _outbox: [event] } as never);
    this.ctx.publishSoon({ model: this.model, id: _id });
    return { id: String(_id), message: CONTACT_RECEIVED_MESSAGE };
  }

  async list(query: { limit: number; offset: number }): Promise<ContactMessage[]> {
    const docs = await this.model.find().sort({ createdAt: -1 }).skip(query.offset).limit(query.limit).lean<ContactMessageDoc[]>();
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
