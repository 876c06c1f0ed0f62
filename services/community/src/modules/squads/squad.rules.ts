import type { SquadMemberEntry } from './squad.model.ts';
import type { Squad } from './squad.repository.ts';

/** Who may see and do what in a squad (docs/decisions.md "Squads and group sessions"). */

export const entryOf = (squad: Squad, userId: string): SquadMemberEntry | undefined => squad.members.find((m) => m.userId === userId);

export const activeEntryOf = (squad: Squad, userId: string): SquadMemberEntry | undefined => {
  const e = entryOf(squad, userId);
  return e?.status === 'active' ? e : undefined;
};

/** A public squad is seen by every member; a private one by its members and invitees only (404 for anyone else). */
export const canSee = (squad: Squad, userId: string): boolean => !squad.isPrivate || !!entryOf(squad, userId);

/** Owners and captains invite, remove members and plan sessions. */
export const leads = (entry: SquadMemberEntry | undefined): boolean =>
  entry?.status === 'active' && (entry.role === 'owner' || entry.role === 'captain');
