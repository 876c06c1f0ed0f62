import type { Logger } from '@trap/kit';
import { badRequest, conflict, notFound, recordEvent } from '@trap/kit';
import {
  STAFF_NAME_MESSAGES,
  USERNAME_TAKEN_MESSAGE,
  isPaidTier,
  looksLikeStaffName,
  membershipChanged,
  userRegistered,
  userUpdated,
  verifiedEmailChanged,
  userListQuerySchema,
  updateProfileRequestSchema,
  type Author,
  type CurrentUser,
  type PublicMember,
  type Role,
  type Tier,
} from '@trap/contracts';
import type { z } from 'zod';
import type { Language } from '@trap/contracts/language';
import { usernameKey, type UserRecord } from './users.model.ts';
import { UsersRepository } from './users.repository.ts';
import {
  snapshotChanged,
  visibilityOf,
  toAuthor,
  toCurrentUser,
  toPublicMember,
  toSnapshot,
  toVerifiedEmail,
  verifiedEmailOf,
  type UserView,
} from './users.mapper.ts';

/** Roles given by staff to run the site: their holders may carry a staff-like name. */
const isStaff = (role: Role) => role !== 'member' && role !== 'coach';

export interface NewAccount {
  username: string;
  passwordHash: string;
  email: string;
  displayName: string;
  bio?: string | null;
  avatarUrl?: string | null;
  membershipTier: Tier;
  /** the language the account starts in (the registration page's); absent: the site's default */
  language?: Language;
  /** demo accounts and later admin tools set these; registration never does */
  role?: Role;
  extra?: Partial<
    Pick<
      UserRecord,
      | 'isPublicProfile'
      | 'clubAffiliation'
      | 'level'
      | 'isCoach'
      | 'location'
      | 'bio'
      | 'verifiedEmail'
      // the demo member's profile (DEMO_MODE)
      | 'shootingSince'
      | 'socialLinks'
      | 'nraiShooterId'
      | 'issfId'
      | 'mobileNumber'
      | 'emergencyContact'
      | 'gender'
      | 'height'
      | 'weight'
      | 'bloodGroup'
      | 'profileVisibility'
      // demo accounts hold a paid tier (DECISIONS: the demo member holds Pro Lane)
      | 'membershipStatus'
      | 'membershipStartDate'
      | 'membershipEndDate'
    >
  >;
}

const usernameTaken = () => conflict(USERNAME_TAKEN_MESSAGE, { username: USERNAME_TAKEN_MESSAGE });

type ProfileUpdate = z.output<typeof updateProfileRequestSchema>;
type ListQuery = z.output<typeof userListQuerySchema>;

/** Account use cases: the only writers of `users` besides sessions and memberships. */
export class UsersService {
  readonly repo: UsersRepository;
  private readonly logger: Logger;
  constructor(repo: UsersRepository, logger: Logger) {
    this.repo = repo;
    this.logger = logger;
  }

  /** The language a new account starts with: the site's default (service composition hands it in), else English. */
  defaultLanguage?: () => Promise<Language>;

  /** Told after a member changed their address (a verification link goes to the new one). */
  onEmailChanged?: (user: UserView) => Promise<void>;

  /**
   * Creates an account with its registration and membership events in the same insert.
   * Range Pass is free and active at once; a paid tier waits for checkout as pending_payment.
   */
  async createAccount(a: NewAccount): Promise<UserView> {
    const key = usernameKey(a.username);
    if (await this.repo.usernameTaken(key)) throw usernameTaken();
    const now = new Date();
    const paid = isPaidTier(a.membershipTier);
    const language = a.language ?? (await this.defaultLanguage?.()) ?? 'en';
    const user = await this.repo.insert(
      {
        _id: UsersRepository.newId(),
        username: a.username.trim(),
        usernameKey: key,
        password: a.passwordHash,
        email: a.email,
        displayName: a.displayName,
        bio: a.bio ?? null,
        avatarUrl: a.avatarUrl ?? null,
        role: a.role ?? 'member',
        membershipTier: a.membershipTier,
        membershipStatus: paid ? 'pending_payment' : 'active',
        membershipStartDate: paid ? null : now,
        memberSince: now,
        language,
        createdAt: now,
        updatedAt: now,
        ...a.extra,
      },
      (view) => [
        recordEvent(userRegistered, { ...toSnapshot(view), email: view.email }),
        recordEvent(membershipChanged, {
          userId: view._id.toString(),
          membershipTier: view.membershipTier,
          membershipStatus: view.membershipStatus,
          isTrialMember: view.isTrialMember,
          membershipEndDate: view.membershipEndDate?.toISOString() ?? null,
          previousTier: null,
          previousStatus: null,
        }),
        // an account that comes verified (demo accounts) owns its address at once
        ...(verifiedEmailOf(view) ? [recordEvent(verifiedEmailChanged, toVerifiedEmail(view))] : []),
      ],
    );
    // Two registrations raced for the same name: the unique index decided.
    if (!user) throw usernameTaken();
    this.logger.info({ userId: user._id.toString(), tier: user.membershipTier }, 'account created');
    return user;
  }

  /** The member edits their own profile; other services hear about fields they show. */
  async updateProfile(userId: string, input: ProfileUpdate): Promise<CurrentUser> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await this.repo.findById(userId);
      if (!before) throw notFound('User');
      // a member may not take a staff-like name; staff accounts keep (and may change) theirs
      if (
        input.displayName !== undefined &&
        input.displayName !== before.displayName &&
        !isStaff(before.role) &&
        looksLikeStaffName(input.displayName)
      )
        throw badRequest(STAFF_NAME_MESSAGES.displayName, { displayName: STAFF_NAME_MESSAGES.displayName });
      const now = new Date();
      const set = { ...toStored(input), updatedAt: now } as Partial<UserRecord>;
      // the switches sent change; the others keep the member's earlier choice
      if (input.profileVisibility) set.profileVisibility = { ...visibilityOf(before), ...input.profileVisibility };
      const after = { ...before, ...set } as UserView;
      const events = snapshotChanged(before, after) ? [recordEvent(userUpdated, toSnapshot(after))] : [];
      // a new address is not the member's until its link is opened: the old one stops being theirs now
      if (after.email !== before.email) events.push(recordEvent(verifiedEmailChanged, toVerifiedEmail(after)));
      // Optimistic concurrency: a concurrent edit changes updatedAt and we recompute the event.
      if (await this.repo.updateWithEvents(before._id, { updatedAt: before.updatedAt }, set, events)) {
        if (after.email !== before.email) await this.onEmailChanged?.(after);
        return toCurrentUser(after, now);
      }
    }
    throw conflict('The profile changed while saving; please try again');
  }

  async listAuthors(q: ListQuery): Promise<Author[]> {
    return (await this.repo.listAuthors(q)).map(toAuthor);
  }

  async listPublicMembers(q: ListQuery): Promise<PublicMember[]> {
    return (await this.repo.listPublic(q)).map(toPublicMember);
  }
}

/** Contract shape -> stored shape (ISO dates become Dates; absent keys stay untouched). */
function toStored(input: ProfileUpdate): Partial<UserRecord> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined) continue;
    if (k === 'shootingSince') out[k] = v ? new Date(v as string) : null;
    else out[k] = v;
  }
  return out as Partial<UserRecord>;
}
