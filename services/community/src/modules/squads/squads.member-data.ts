import type { Connection } from 'mongoose';
import { findRecords, plainRecord, type MemberDataPart } from '@trap/kit';
import { squadModel } from './squad.model.ts';
import { groupSessionModel } from './group-session.model.ts';

type Row = Record<string, unknown>;

/**
 * The member's places in squads and their answers to group sessions: records shared with others, so
 * the download shows the member's own entries, and the account's removal goes through the squads
 * service (squads left, an owned one handed over or deleted, session answers withdrawn).
 */
export function squadsMemberData(conn: Connection, forgetMember: (userId: string) => Promise<number>): MemberDataPart {
  const squads = squadModel(conn);
  const sessions = groupSessionModel(conn);
  return {
    erased: [squads, sessions].map((m) => m.collection.collectionName),
    export: async (userId) => {
      const [joined, answered] = await Promise.all([
        findRecords(squads, { 'members.userId': userId }),
        findRecords(sessions, { 'participants.userId': userId }),
      ]);
      return {
        squad_memberships: joined.flatMap((s) =>
          (s.members as Row[])
            .filter((e) => e.userId === userId)
            .map((e) =>
              plainRecord({
                squadId: s._id,
                squadName: s.name,
                role: e.role,
                status: e.status,
                joinedAt: e.joinedAt,
                invitedAt: e.invitedAt,
              }),
            ),
        ),
        group_session_answers: answered.flatMap((s) =>
          (s.participants as Row[])
            .filter((p) => p.userId === userId)
            .map((p) =>
              plainRecord({
                sessionId: s._id,
                squadId: s.squadId,
                title: s.title,
                date: s.date,
                status: p.status,
                role: p.role,
                feedback: p.feedback,
                respondedAt: p.respondedAt,
              }),
            ),
        ),
      };
    },
    erase: (userId) => forgetMember(userId),
  };
}
