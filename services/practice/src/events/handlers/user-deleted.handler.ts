import type { EventData, userDeleted } from '@trap/contracts';

/** auth.user.deleted: the member's practice data goes (idempotent: a replay finds nothing to remove). */
export const onUserDeleted =
  (deps: { removeMember: (userId: string) => Promise<unknown> }) =>
  async (e: EventData<typeof userDeleted>): Promise<void> => {
    await deps.removeMember(e.userId);
  };
