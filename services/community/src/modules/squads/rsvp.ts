import { GROUP_SESSION_MAX_WAITLIST, type ParticipantStatus, type RsvpChoice } from '@trap/contracts';
import { conflict } from '@trap/kit';
import type { ParticipantEntry } from './group-session.model.ts';

/**
 * The places and the waiting list of a group session, decided on the whole list at once (the caller
 * holds the session's lock). Going takes a place while one is free, else a place on the waiting list
 * (first come, first served); whenever a place frees up, or more are offered, the first waiting moves up.
 */

const byQueue = (a: ParticipantEntry, b: ParticipantEntry) => (a.waitlistedAt?.getTime() ?? 0) - (b.waitlistedAt?.getTime() ?? 0);

/** The waiting list in order. */
export const waitlistOf = (participants: readonly ParticipantEntry[]) =>
  participants.filter((p) => p.status === 'waitlisted').sort(byQueue);

export const countOf = (participants: readonly ParticipantEntry[], status: ParticipantStatus) =>
  participants.filter((p) => p.status === status).length;

/** Moves the first waiting up while places are free; the members who moved up. */
export function promote(participants: ParticipantEntry[], maxParticipants: number | null, now: Date): string[] {
  const promoted: string[] = [];
  for (const next of waitlistOf(participants)) {
    if (maxParticipants !== null && countOf(participants, 'going') >= maxParticipants) break;
    next.status = 'going';
    next.waitlistedAt = null;
    next.respondedAt = now;
    promoted.push(next.userId);
  }
  return promoted;
}

export interface Answered {
  participants: ParticipantEntry[];
  /** members moved up from the waiting list by this answer */
  promoted: string[];
  changed: boolean;
}

/** A member's answer. Going again keeps a place, or a place in the queue; anything else gives it up. */
export function answer(
  current: readonly ParticipantEntry[],
  userId: string,
  choice: RsvpChoice,
  maxParticipants: number | null,
  now: Date,
): Answered {
  const participants = current.map((p) => ({ ...p }));
  let mine = participants.find((p) => p.userId === userId);
  const before = mine?.status;
  if (choice === 'going' && (before === 'going' || before === 'waitlisted')) return { participants, promoted: [], changed: false };
  if (choice !== 'going' && before === choice) return { participants, promoted: [], changed: false };
  if (!mine) {
    // not counted anywhere until the answer below places it
    mine = { userId, status: 'not_going', role: 'participant', feedback: '', respondedAt: now, waitlistedAt: null };
    participants.push(mine);
  }
  mine.respondedAt = now;
  mine.waitlistedAt = null;
  if (choice === 'going') {
    const full = maxParticipants !== null && countOf(participants, 'going') >= maxParticipants;
    if (full && countOf(participants, 'waitlisted') >= GROUP_SESSION_MAX_WAITLIST)
      throw conflict('This session and its waiting list are full');
    mine.status = full ? 'waitlisted' : 'going';
    if (full) mine.waitlistedAt = now;
  } else {
    mine.status = choice;
  }
  return { participants, promoted: promote(participants, maxParticipants, now), changed: true };
}

/** Takes a member off the session (they left the squad or were removed); who moved up. */
export function withdraw(current: readonly ParticipantEntry[], userId: string, maxParticipants: number | null, now: Date): Answered {
  const participants = current.filter((p) => p.userId !== userId).map((p) => ({ ...p }));
  if (participants.length === current.length) return { participants, promoted: [], changed: false };
  return { participants, promoted: promote(participants, maxParticipants, now), changed: true };
}
