import {
  accountDeletionRequestSchema,
  accountDeletionSchema,
  accountExportSchema,
  ownProfileSchema,
} from '../http/auth/profile.ts';
import { defineApi } from './define.ts';

/** The member's own account beyond the current user: the full profile, data download and deletion. */
export const authProfileApi = defineApi({
  getOwnProfile: {
    method: 'get',
    path: '/api/user/profile',
    summary: 'My full profile',
    description: 'Every field the member owns and edits with PATCH /api/user, private ones included; only for the member.',
    tags: ['Auth'],
    auth: 'required',
    response: { description: 'The profile', schema: ownProfileSchema },
  },
  exportAccount: {
    method: 'get',
    path: '/api/user/export',
    summary: 'Download my account data',
    description:
      "The member's account as auth stores it, as JSON (no password hash). The member's practice data comes from GET /api/practice/export; the profile screen merges both into one file.",
    tags: ['Auth'],
    auth: 'required',
    response: { description: 'The account data', schema: accountExportSchema },
  },
  requestAccountDeletion: {
    method: 'post',
    path: '/api/user/deletion',
    summary: 'Delete my account',
    description:
      "Marks the account for deletion and ends the member's sessions; after the grace period (ACCOUNT_DELETION_GRACE_DAYS) auth removes it and publishes auth.user.deleted, on which every service removes the member's data. Logging in meanwhile is refused with the 'marked for deletion' message (SPEC 8.2); support can restore the account.",
    tags: ['Auth'],
    auth: 'required',
    request: { body: accountDeletionRequestSchema },
    response: { status: 202, description: 'Marked for deletion', schema: accountDeletionSchema, setsSession: true },
  },
});
