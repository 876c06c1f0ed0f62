import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';
import { LANGUAGES, type Language } from '@trap/contracts/language';
import {
  ACCOUNT_STATUSES,
  DEFAULT_PROFILE_VISIBILITY,
  type ProfileVisibility,
  MEMBERSHIP_STATUSES,
  ROLES,
  TIERS,
  type AccountStatus,
  type MembershipStatus,
  type Role,
  type Tier,
} from '@trap/contracts';

/**
 * SPEC 3.2 `users`: every field and default, plus the keys the service needs. Not armsLicenseId and
 * armsLicense: the arms licence lives in practice's vault, encrypted (docs/decisions.md).
 */
export interface UserRecord {
  _id: Types.ObjectId;
  username: string;
  /** lower-cased username; the unique index that makes names case-insensitively unique */
  usernameKey: string;
  /** argon2id hash; never selected unless asked for */
  password: string;
  email: string;
  displayName: string;
  bio: string | null;
  avatarUrl: string | null;
  role: Role;
  level: string | number | null;
  clubAffiliation: string | null;
  isPublicProfile: boolean;
  /** what the public profile shows (DECISIONS: profile privacy); absent on accounts stored before it */
  profileVisibility?: ProfileVisibility | null;
  socialLinks: Record<string, string> | null;
  /** the member's language (site, notifications, e-mails); absent on accounts stored before it: English */
  language?: Language;
  createdAt: Date;
  updatedAt: Date;
  membershipTier: Tier;
  membershipStartDate: Date | null;
  membershipEndDate: Date | null;
  membershipStatus: MembershipStatus;
  membershipBillingCycle: 'annual' | 'monthly';
  membershipDiscountAmount: number | null;
  membershipDiscountType: string | null;
  isTrialMember: boolean;
  trialStartDate: Date | null;
  trialEndDate: Date | null;
  appliedPromoCode: string | null;
  autoRenew: boolean;
  lastPaymentDate: Date | null;
  nextBillingDate: Date | null;
  paymentId: string | null;
  orderId: string | null;
  /** the member's Razorpay subscription while auto-renew charges them; null: none */
  subscriptionId?: string | null;
  mobileNumber: string | null;
  isCoach: boolean;
  lastLogin: Date | null;
  accountStatus: AccountStatus;
  emergencyContact: string | null;
  location: string | null;
  gender: string | null;
  height: number | null;
  weight: number | null;
  bloodGroup: string | null;
  freestyleNotes: string | null;
  nraiShooterId: string | null;
  issfId: string | null;
  experience: string | null;
  memberSince: Date | null;
  shootingSince: Date | null;
  /** the end date the expiry worker last warned about, so a warning goes out once per term */
  expiryWarningFor: Date | null;
  /** the address the member verified: the e-mail is verified while it equals this one */
  verifiedEmail: string | null;
  /** when the member asked for deletion, and when the deletion job removes the account */
  deletionRequestedAt?: Date | null;
  deleteAfter?: Date | null;
}

const str = { type: String, default: null };
const date = { type: Date, default: null };
const num = { type: Number, default: null };

const userSchema = new Schema<UserRecord>(
  {
    username: { type: String, required: true, trim: true },
    usernameKey: { type: String, required: true },
    password: { type: String, required: true, select: false },
    email: { type: String, required: true, trim: true },
    displayName: { type: String, required: true, trim: true },
    bio: str,
    avatarUrl: str,
    role: { type: String, enum: ROLES, default: 'member' },
    level: { type: Schema.Types.Mixed, default: 'beginner' },
    clubAffiliation: str,
    isPublicProfile: { type: Boolean, default: false },
    profileVisibility: { type: Schema.Types.Mixed, default: () => ({ ...DEFAULT_PROFILE_VISIBILITY }) },
    socialLinks: { type: Schema.Types.Mixed, default: null },
    language: { type: String, enum: LANGUAGES },
    membershipTier: { type: String, enum: TIERS, default: 'range_pass' },
    membershipStartDate: date,
    membershipEndDate: date,
    membershipStatus: { type: String, enum: MEMBERSHIP_STATUSES, default: 'active' },
    membershipBillingCycle: { type: String, enum: ['annual', 'monthly'], default: 'annual' },
    membershipDiscountAmount: num,
    membershipDiscountType: str,
    isTrialMember: { type: Boolean, default: false },
    trialStartDate: date,
    trialEndDate: date,
    appliedPromoCode: str,
    autoRenew: { type: Boolean, default: false },
    lastPaymentDate: date,
    nextBillingDate: date,
    paymentId: str,
    orderId: str,
    subscriptionId: str,
    mobileNumber: str,
    isCoach: { type: Boolean, default: false },
    lastLogin: date,
    accountStatus: { type: String, enum: ACCOUNT_STATUSES, default: 'active' },
    emergencyContact: str,
    location: str,
    gender: str,
    height: num,
    weight: num,
    bloodGroup: str,
    freestyleNotes: str,
    nraiShooterId: str,
    issfId: str,
    experience: str,
    memberSince: date,
    shootingSince: date,
    expiryWarningFor: date,
    verifiedEmail: str,
    deletionRequestedAt: date,
    deleteAfter: date,
    ...outboxSchemaFields,
  },
  { collection: 'users', timestamps: true, versionKey: false, minimize: false },
);

userSchema.index({ usernameKey: 1 }, { unique: true });
// Lists: authors (active accounts) and public members, both paged by _id.
userSchema.index({ accountStatus: 1, _id: 1 });
userSchema.index({ isPublicProfile: 1, accountStatus: 1, _id: 1 });
// The expiry worker reads only live terms ending soon: the paid branch and the trial branch of its $or.
userSchema.index({ membershipStatus: 1, membershipEndDate: 1 });
userSchema.index({ membershipStatus: 1, trialEndDate: 1 });
// The deletion job reads accounts marked for deletion whose grace period ended.
userSchema.index({ accountStatus: 1, deleteAfter: 1 });

export type UserModel = Model<UserRecord>;

export function userModel(conn: Connection): UserModel {
  return (conn.models.User as UserModel) ?? conn.model<UserRecord>('User', userSchema);
}

export const usernameKey = (username: string) => username.trim().toLowerCase();
