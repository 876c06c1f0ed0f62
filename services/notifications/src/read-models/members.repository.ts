import type { Connection, Model } from 'mongoose';
import { memberModel, type MemberDoc } from './members.model.ts';

/** The members read model: each member's account e-mail and name, fed by `auth.user.registered`. */
export class MembersRepository {
  private readonly model: Model<MemberDoc>;

  constructor(conn: Connection) {
    this.model = memberModel(conn);
  }

  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  /** Stores (or refreshes) a member's address and name; repeats change nothing. */
  async record(userId: string, email: string, displayName: string): Promise<void> {
    await this.model.updateOne(
      { _id: userId },
      { $set: { email: email.toLowerCase(), displayName, updatedAt: new Date() } },
      { upsert: true },
    );
  }

  /** The member whose account e-mail this is, or null. */
  async idByEmail(email: string): Promise<string | null> {
    return (await this.model.findOne({ email }, { _id: 1 }).lean<Pick<MemberDoc, '_id'>>())?._id ?? null;
  }

  /** The member's account e-mail, or null when the member is not known here. */
  async emailOf(userId: string): Promise<string | null> {
    return (await this.model.findById(userId, { email: 1 }).lean<Pick<MemberDoc, 'email'>>())?.email ?? null;
  }

  /** auth.user.deleted: the member's address and name go; a repeat removes nothing. */
  async forget(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId });
  }
}
