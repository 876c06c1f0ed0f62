import { communityNoticeIssued } from '@trap/contracts';
import { recordEvent, type OutboxEntry } from '@trap/kit';

/** Where a squad's notices lead: the squad screen, opened on that squad. */
export const squadPath = (squadId: string) => `/squads?squad=${squadId}`;

/** A community.notice.issued for these members (none when the list is empty: nobody to tell). */
export function notice(
  userIds: readonly string[],
  data: {
    entityType: 'squad_invitation' | 'squad' | 'group_session';
    entityId: string;
    title: string;
    message: string;
    actionUrl: string;
    kind?: 'activity' | 'upcoming';
    expiresAt?: Date | null;
  },
): OutboxEntry[] {
  const to = [...new Set(userIds)];
  if (!to.length) return [];
  return [
    recordEvent(communityNoticeIssued, {
      ...data,
      userIds: to,
      title: data.title.slice(0, 200),
      message: data.message.slice(0, 1000),
      kind: data.kind ?? 'activity',
      expiresAt: data.expiresAt?.toISOString() ?? null,
    }),
  ];
}

/** "Sat 28 Nov, 7:00 am" in India's time (the community's clock). */
export const whenText = (date: Date) =>
  date.toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
