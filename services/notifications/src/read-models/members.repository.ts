import type { Connection, Model } from 'mongoose';
import { isDuplicateKeyError } from '@trap/kit';
import { isLanguage, type Language } from '@trap/contracts/language';
import { memberModel, type MemberDoc } from './members.model.ts';

/** The members read model: each member's verified e-mail, fed by `auth.verified_email.changed`. */
export class MembersRepository {
  private readonly model: Model<MemberDoc>;

  constructor(conn: Connection) {
    this.model = memberModel(conn);
  }

  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  /**
   * The member's verified address as of `asOf` (null: none). Only an event at least as new as the
   * one the row came from changes it, so a late redelivery of an older change never gives a member
   * back an address they left; the same event again applies again (a retry after a failure halfway).
   * Answers whether it applied.
   */
  async setVerifiedEmail(userId: string, email: string | null, asOf: Date): Promise<boolean> {
    try {
      await this.model.updateOne({ _id: userId }, { $setOnInsert: { verifiedEmail: null } }, { upsert: true });
    } catch (err) {
      // two events for a new member at once: the other one made the row
      if (!isDuplicateKeyError(err)) throw err;
    }
    const notNewer = { $or: [{ verifiedEmailAsOf: { $exists: false } }, { verifiedEmailAsOf: { $lte: asOf } }] };
    const res = await this.model.updateOne(
      { _id: userId, ...notNewer },
      { $set: { verifiedEmail: email?.toLowerCase() ?? null, verifiedEmailAsOf: asOf } },
    );
    return res.matchedCount === 1;
  }

  /**
   * The member's language as of `asOf` (auth.user.registered/updated), kept like the address: an older
   * event arriving late never undoes a newer choice. A member not known here yet gets a row without an address.
   */
  async setLanguage(userId: string, language: Language, asOf: Date): Promise<void> {
    const notNewer = { $or: [{ languageAsOf: { $exists: false } }, { languageAsOf: { $lte: asOf } }] };
    try {
      await this.model.updateOne(
        { _id: userId, ...notNewer },
        { $set: { language, languageAsOf: asOf }, $setOnInsert: { verifiedEmail: null } },
        { upsert: true },
      );
    } catch (err) {
      // the row exists with a newer language (the upsert met its _id), or another event made it just now
      if (!isDuplicateKeyError(err)) throw err;
      await this.model.updateOne({ _id: userId, ...notNewer }, { $set: { language, languageAsOf: asOf } });
    }
  }

  /** The language the member reads in; English for a member not known here or who never chose. */
  async languageOf(userId: string): Promise<Language> {
    const language = (await this.model.findById(userId, { language: 1 }).lean<Pick<MemberDoc, 'language'>>())?.language;
    return isLanguage(language) ? language : 'en';
  }

  /** The member whose verified e-mail this is, or null. */
  async idByEmail(email: string): Promise<string | null> {
    return (await this.model.findOne({ verifiedEmail: email }, { _id: 1 }).lean<Pick<MemberDoc, '_id'>>())?._id ?? null;
  }

  /** The member's verified e-mail, or null when they have none (or are not known here). */
  async emailOf(userId: string): Promise<string | null> {
    return (await this.model.findById(userId, { verifiedEmail: 1 }).lean<Pick<MemberDoc, 'verifiedEmail'>>())?.verifiedEmail ?? null;
  }

  /** auth.user.deleted: the member's address goes; a repeat removes nothing. */
  async forget(userId: string): Promise<void> {
    await this.model.deleteOne({ _id: userId });
  }
}
