import { createHash } from 'node:crypto';
import type { GroupSessionType, ParticipantStatus, SquadRole } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { GroupSessionRepository } from './group-session.repository.ts';
import type { ParticipantEntry } from './group-session.model.ts';
import type { SquadMemberEntry } from './squad.model.ts';
import type { Squad, SquadRepository } from './squad.repository.ts';

/**
 * DEMO_MODE: the demo member's squads with upcoming group sessions, among the fictional members the
 * network's demo keeps in the member-profiles read model (`demo-friend-*`, `demo-coach-*`; any not
 * there are left out). Stored when auth's registration of the demo member arrives; ids derive from
 * the member's id, so a replayed event or a second replica stores nothing twice. No notices.
 */
const DAY = 86_400_000;
const id = (...parts: string[]) => createHash('sha256').update(parts.join(':')).digest('hex').slice(0, 24);
/** `days` from today at `hour`:`minute` India's time. */
const istAt = (now: Date, days: number, hour: number, minute = 0) => {
  const ist = new Date(now.getTime() + 5.5 * 3600_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, hour, minute) - 5.5 * 3600_000);
};

type Who = 'me' | `demo-${string}`;
interface DemoSquad {
  key: string;
  name: string;
  description: string;
  isPrivate: boolean;
  members: { who: Who; role: SquadRole; invited?: boolean }[];
  sessions: {
    key: string;
    title: string;
    description: string;
    days: number;
    hour: number;
    duration: number;
    location: string;
    maxParticipants: number | null;
    type: GroupSessionType;
    host: Who;
    notes: string;
    status?: 'completed';
    answers: [Who, ParticipantStatus][];
    feedback?: Partial<Record<Who, string>>;
  }[];
}

const SQUADS: DemoSquad[] = [
  {
    key: 'dawn-patrol',
    name: 'Delhi Dawn Patrol',
    description: 'Early rounds at Tughlakabad before the heat and the office. Olympic Trap, all levels, two sessions a week.',
    isPrivate: false,
    members: [
      { who: 'me', role: 'owner' },
      { who: 'demo-friend-02', role: 'captain' },
      { who: 'demo-friend-01', role: 'member' },
      { who: 'demo-friend-03', role: 'member' },
      { who: 'demo-friend-05', role: 'member', invited: true },
    ],
    sessions: [
      {
        key: 'saturday-75',
        title: 'Saturday 75 targets',
        description: 'Three rounds of Olympic Trap, then a debrief over chai.',
        days: 2,
        hour: 7,
        duration: 180,
        location: 'Dr. Karni Singh Shooting Range, Tughlakabad, New Delhi',
        maxParticipants: 6,
        type: 'practice',
        host: 'me',
        notes: 'Bring 150 cartridges and ear protection. Gate opens 6:30; squad order by arrival.',
        answers: [
          ['me', 'going'],
          ['demo-friend-02', 'going'],
          ['demo-friend-01', 'maybe'],
        ],
      },
      {
        key: 'finals-sim',
        title: 'Finals simulation',
        description: 'Six shooters, finals format, elimination after target 30. Scores called aloud.',
        days: 9,
        hour: 16,
        duration: 120,
        location: 'Dr. Karni Singh Shooting Range, Tughlakabad, New Delhi',
        maxParticipants: 3,
        type: 'competition_prep',
        host: 'demo-friend-02',
        notes: 'One shot per target, as in a final. Wear the competition vest.',
        answers: [
          ['demo-friend-02', 'going'],
          ['demo-friend-03', 'going'],
          ['demo-friend-01', 'going'],
          ['me', 'waitlisted'],
        ],
      },
      {
        key: 'last-month',
        title: 'Monsoon wet-weather round',
        description: 'Two rounds in the rain to practise a steady mount in slippery conditions.',
        days: -18,
        hour: 7,
        duration: 150,
        location: 'Dr. Karni Singh Shooting Range, Tughlakabad, New Delhi',
        maxParticipants: 8,
        type: 'practice',
        host: 'me',
        notes: 'Towel and a spare pair of gloves.',
        status: 'completed',
        feedback: {
          'demo-friend-02': 'Wet stocks, dry eyes: 21 and 22 in the rain. The gloves tip was gold.',
          'demo-friend-03': 'First time shooting in rain. Missed the low rights on station 4; will work on it.',
        },
        answers: [
          ['me', 'going'],
          ['demo-friend-02', 'going'],
          ['demo-friend-03', 'going'],
        ],
      },
    ],
  },
  {
    key: 'patiala-finals',
    name: 'Patiala Finals Group',
    description: 'Jaspreet’s coaching group for shooters working towards the national championships. By invitation.',
    isPrivate: true,
    members: [
      { who: 'demo-coach-01', role: 'owner' },
      { who: 'me', role: 'member' },
      { who: 'demo-friend-06', role: 'member' },
      { who: 'demo-friend-01', role: 'captain' },
    ],
    sessions: [
      {
        key: 'clinic',
        title: 'Coaching clinic: hold points and the finals format',
        description: 'Video review of every shooter’s first round, then station-by-station hold points.',
        days: 5,
        hour: 9,
        duration: 240,
        location: 'Patiala Shotgun Club, Patiala',
        maxParticipants: 8,
        type: 'coaching_clinic',
        host: 'demo-coach-01',
        notes: 'Lunch at the club. Bring your training diary and last month’s scores.',
        answers: [
          ['demo-coach-01', 'going'],
          ['demo-friend-06', 'going'],
          ['demo-friend-01', 'maybe'],
        ],
      },
    ],
  },
  {
    key: 'mumbai-monsoon',
    name: 'Mumbai Weekend Clays',
    description: 'Sunday shoots around Mumbai and Pune, with a squad match once a month.',
    isPrivate: false,
    members: [
      { who: 'demo-friend-01', role: 'owner' },
      { who: 'demo-friend-04', role: 'member' },
      { who: 'me', role: 'member', invited: true },
    ],
    sessions: [],
  },
];

export class SquadsDemo {
  private readonly deps: { squads: SquadRepository; sessions: GroupSessionRepository; profiles: MemberProfileRepository; logger: Logger };
  constructor(deps: { squads: SquadRepository; sessions: GroupSessionRepository; profiles: MemberProfileRepository; logger: Logger }) {
    this.deps = deps;
  }

  /** The demo member's squads, when auth's registration of the demo account arrives. */
  async onRegistered(user: { userId: string; username: string }): Promise<void> {
    if (user.username === 'member') await this.seed(user.userId);
  }

  async seed(me: string, now = new Date()): Promise<{ squads: number; sessions: number }> {
    const known = await this.deps.profiles.findMany(SQUADS.flatMap((s) => s.members.map((m) => m.who)).filter((w) => w !== 'me'));
    const idOf = (who: Who) => (who === 'me' ? me : who);
    const present = (who: Who) => who === 'me' || known.has(who);
    const squads: Squad[] = [];
    const sessions = [];
    for (const s of SQUADS) {
      const members: SquadMemberEntry[] = s.members
        .filter((m) => present(m.who))
        .map((m, i) => {
          const joinedAt = new Date(now.getTime() - (60 - i * 5) * DAY);
          return {
            userId: idOf(m.who),
            role: m.role,
            status: m.invited ? 'invited' : 'active',
            joinedAt: m.invited ? null : joinedAt,
            invitedBy: m.role === 'owner' ? null : idOf(s.members[0]!.who),
            invitedAt: m.role === 'owner' ? null : m.invited ? new Date(now.getTime() - 2 * DAY) : joinedAt,
          };
        });
      const owner = s.members.find((m) => m.role === 'owner')!;
      if (!present(owner.who)) continue;
      const squadId = id('demo-squad', me, s.key);
      const created = new Date(now.getTime() - 70 * DAY);
      squads.push({
        _id: squadId,
        name: s.name,
        description: s.description,
        imageUrl: '',
        isPrivate: s.isPrivate,
        ownerId: idOf(owner.who),
        members,
        deletedAt: null,
        createdAt: created,
        updatedAt: created,
      });
      for (const x of s.sessions) {
        const date = istAt(now, x.days, x.hour);
        const planned = new Date(Math.min(now.getTime(), date.getTime()) - 7 * DAY);
        const participants: ParticipantEntry[] = x.answers
          .filter(([who]) => present(who))
          .map(([who, status], i) => ({
            userId: idOf(who),
            status,
            role: who === x.host ? 'host' : 'participant',
            feedback: x.feedback?.[who] ?? '',
            respondedAt: new Date(planned.getTime() + (i + 1) * 3600_000),
            waitlistedAt: status === 'waitlisted' ? new Date(planned.getTime() + (i + 1) * 3600_000) : null,
          }));
        sessions.push({
          _id: id('demo-session', me, s.key, x.key),
          squadId,
          hostId: idOf(x.host),
          title: x.title,
          description: x.description,
          date,
          duration: x.duration,
          location: x.location,
          maxParticipants: x.maxParticipants,
          status: x.status ?? ('scheduled' as const),
          type: x.type,
          notes: x.notes,
          participants,
          reminderSentAt: null,
          createdAt: planned,
          updatedAt: planned,
        });
      }
    }
    const stored = { squads: await this.deps.squads.insertMissing(squads), sessions: await this.deps.sessions.insertMissing(sessions) };
    this.deps.logger.info({ userId: me, ...stored }, 'demo squads and group sessions ready');
    return stored;
  }
}
