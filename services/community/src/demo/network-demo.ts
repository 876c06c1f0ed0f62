import type { CoachSpeciality, UserSnapshot } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { MemberProfileRepository } from '../read-models/member-profiles/member-profile.repository.ts';
import type { CoachProfileRepository } from '../modules/coaches/coach-profile.repository.ts';
import type { FollowRepository } from '../modules/relationships/follow.repository.ts';
import type { RelationshipService } from '../modules/relationships/relationship.service.ts';

/**
 * DEMO_MODE: the people of the coach finder and the demo member's network. Every person here is
 * fictional and has no account (they live only in community's read model, under `demo-` ids that
 * auth never issues); the demo accounts (`member`, `coach`) get their ties when auth's registration
 * event for them arrives. Everything is keyed by id, so a restart or a replayed event adds nothing.
 */
interface DemoPerson {
  id: string;
  displayName: string;
  clubAffiliation: string;
  location: string;
  level: string;
  bio: string;
  coach?: { speciality: CoachSpeciality; experienceYears: number; ratePerSession: number; about: string; acceptingRequests?: boolean };
}

const COACHES: DemoPerson[] = [
  {
    id: 'demo-coach-01',
    displayName: 'Jaspreet Gill',
    clubAffiliation: 'Patiala Shotgun Club',
    location: 'Patiala',
    level: 'professional',
    bio: 'Former national squad trap shooter, coaching since 2008.',
    coach: {
      speciality: 'Olympic Trap',
      experienceYears: 18,
      ratePerSession: 3500,
      about: 'Gun mount, hold points and the finals format. Video review after every session.',
    },
  },
  {
    id: 'demo-coach-02',
    displayName: 'Kavita Deshpande',
    clubAffiliation: 'Pune Clay Target Association',
    location: 'Pune',
    level: 'expert',
    bio: 'Started late, shot nationals within four years. Loves first-timers.',
    coach: {
      speciality: 'Beginners',
      experienceYears: 9,
      ratePerSession: 1500,
      about: 'Safety, stance and your first full round of 25. Club guns available.',
    },
  },
  {
    id: 'demo-coach-03',
    displayName: 'Rohit Mathur',
    clubAffiliation: 'Jaipur Trap and Skeet Club',
    location: 'Jaipur',
    level: 'expert',
    bio: 'Double trap specialist and range officer.',
    coach: {
      speciality: 'Double Trap',
      experienceYears: 14,
      ratePerSession: 3000,
      about: 'Two-target timing, second-barrel recovery and cartridge choice.',
    },
  },
  {
    id: 'demo-coach-04',
    displayName: 'Ayesha Khan',
    clubAffiliation: 'Bengaluru Rifle and Shotgun Club',
    location: 'Bengaluru',
    level: 'advanced',
    bio: 'Sports psychologist who shoots trap on weekends.',
    coach: {
      speciality: 'Mental game',
      experienceYears: 11,
      ratePerSession: 2500,
      about: 'Pre-shot routines, pressure in finals and coming back after a lost target.',
    },
  },
  {
    id: 'demo-coach-05',
    displayName: 'Devendra Yadav',
    clubAffiliation: 'Bhopal Shooting Academy',
    location: 'Bhopal',
    level: 'expert',
    bio: 'Runs the junior programme at his academy.',
    coach: {
      speciality: 'Juniors',
      experienceYears: 16,
      ratePerSession: 1200,
      about: 'Juniors from 12 years: fundamentals, fitness and selection trials.',
    },
  },
  {
    id: 'demo-coach-06',
    displayName: 'Sneha Pillai',
    clubAffiliation: 'Kochi Clay Shooters',
    location: 'Kochi',
    level: 'advanced',
    bio: 'Down-the-line enthusiast and certified instructor.',
    coach: {
      speciality: 'Down-The-Line',
      experienceYears: 7,
      ratePerSession: 1800,
      about: 'Handicap yardage, consistent pointing and scoring 3-2 targets.',
    },
  },
  {
    id: 'demo-coach-07',
    displayName: 'Gurmeet Bhullar',
    clubAffiliation: 'Chandigarh Gun Club',
    location: 'Chandigarh',
    level: 'professional',
    bio: 'Twenty years of national championships as shooter and coach.',
    coach: {
      speciality: 'Competition preparation',
      experienceYears: 22,
      ratePerSession: 5000,
      about: 'Season planning, match-day routines and selection trials. Full for this season.',
      acceptingRequests: false,
    },
  },
];

const FRIENDS: DemoPerson[] = [
  {
    id: 'demo-friend-01',
    displayName: 'Aditi Menon',
    clubAffiliation: 'Mumbai Shotgun Club',
    location: 'Mumbai',
    level: 'intermediate',
    bio: 'Weekend trap, weekday spreadsheets.',
  },
  {
    id: 'demo-friend-02',
    displayName: 'Karan Malhotra',
    clubAffiliation: 'Delhi Shooting Club',
    location: 'New Delhi',
    level: 'advanced',
    bio: 'Chasing a 23 average.',
  },
  {
    id: 'demo-friend-03',
    displayName: 'Ishaan Verma',
    clubAffiliation: 'Lucknow Clay Club',
    location: 'Lucknow',
    level: 'beginner',
    bio: 'Second season on the line.',
  },
  {
    id: 'demo-friend-04',
    displayName: 'Neha Joshi',
    clubAffiliation: 'Ahmedabad Rifle Association',
    location: 'Ahmedabad',
    level: 'intermediate',
    bio: 'Skeet first, trap now.',
  },
  {
    id: 'demo-friend-05',
    displayName: 'Siddharth Rao',
    clubAffiliation: 'Hyderabad Trap Club',
    location: 'Hyderabad',
    level: 'advanced',
    bio: 'Reloads his own cartridges.',
  },
  {
    id: 'demo-friend-06',
    displayName: 'Tanvi Kulkarni',
    clubAffiliation: 'Pune Clay Target Association',
    location: 'Pune',
    level: 'beginner',
    bio: 'Looking for a coach for my first season.',
  },
];

const SINCE = new Date('2025-06-01T00:00:00Z');

export class NetworkDemo {
  private readonly deps: {
    profiles: MemberProfileRepository;
    coachProfiles: CoachProfileRepository;
    follows: FollowRepository;
    relationships: RelationshipService;
    logger: Logger;
  };
  constructor(deps: {
    profiles: MemberProfileRepository;
    coachProfiles: CoachProfileRepository;
    follows: FollowRepository;
    relationships: RelationshipService;
    logger: Logger;
  }) {
    this.deps = deps;
  }

  /** The fictional members and the coaches' profiles (at start). */
  async seedPeople(): Promise<void> {
    const people = [...COACHES, ...FRIENDS].map((p) => ({
      _id: p.id,
      username: p.id,
      displayName: p.displayName,
      avatarUrl: null,
      role: 'member',
      isCoach: !!p.coach,
      level: p.level,
      clubAffiliation: p.clubAffiliation,
      location: p.location,
      bio: p.bio,
      isPublicProfile: true,
      membershipTier: 'pro_lane',
      accountStatus: 'active',
      createdAt: SINCE,
      updatedAt: SINCE,
    }));
    const members = await this.deps.profiles.seedMissing(people);
    const coaches = await this.deps.coachProfiles.seedMissing(
      COACHES.map((c) => ({
        _id: c.id,
        city: c.location,
        speciality: c.coach!.speciality,
        experienceYears: c.coach!.experienceYears,
        ratePerSession: c.coach!.ratePerSession,
        about: c.coach!.about,
        acceptingRequests: c.coach!.acceptingRequests ?? true,
        createdAt: SINCE,
        updatedAt: SINCE,
      })),
    );
    this.deps.logger.info({ members, coaches }, 'demo community members and coaches ready');
  }

  /** The ties of a demo account, when auth tells us about it. */
  async onRegistered(user: Pick<UserSnapshot, 'userId' | 'username'>): Promise<void> {
    if (user.username === 'member') await this.seedMember(user.userId);
    if (user.username === 'coach') await this.seedCoach(user.userId);
  }

  private async seedMember(me: string): Promise<void> {
    const { relationships, follows } = this.deps;
    const at = new Date();
    const ties = [
      { userId: me, relatedUserId: 'demo-friend-01', type: 'friend', status: 'accepted', notes: '' },
      { userId: 'demo-friend-02', relatedUserId: me, type: 'friend', status: 'accepted', notes: 'Good shooting at the club trials!' },
      { userId: me, relatedUserId: 'demo-friend-03', type: 'friend', status: 'accepted', notes: '' },
      { userId: 'demo-friend-04', relatedUserId: me, type: 'friend', status: 'pending', notes: 'We met at the Ahmedabad open.' },
      { userId: me, relatedUserId: 'demo-friend-05', type: 'friend', status: 'pending', notes: '' },
      { userId: me, relatedUserId: 'demo-coach-01', type: 'coach', status: 'accepted', notes: 'Working on my finals.' },
      { userId: me, relatedUserId: 'demo-coach-04', type: 'coach', status: 'pending', notes: 'I lose focus after a miss.' },
    ] as const;
    let made = 0;
    for (const t of ties) if (await relationships.seed(t, at)) made++;
    const followed = await follows.seedMissing(
      ['demo-coach-01', 'demo-coach-02', 'demo-coach-06'].map((coachId) => ({
        _id: `${me}:${coachId}`,
        followerId: me,
        coachId,
        createdAt: at,
      })),
    );
    this.deps.logger.info({ userId: me, relationships: made, follows: followed }, 'demo member network seeded');
  }

  private async seedCoach(coachId: string): Promise<void> {
    const { relationships, follows, coachProfiles } = this.deps;
    const at = new Date();
    await coachProfiles.seedMissing([
      {
        _id: coachId,
        speciality: 'Olympic Trap',
        city: 'Chennai',
        experienceYears: 12,
        ratePerSession: 2000,
        about: 'Hold points, visual pick-up and a calm pre-shot routine. Sessions at the Chennai range on weekends.',
        acceptingRequests: true,
        createdAt: at,
        updatedAt: at,
      },
    ]);
    await relationships.seed(
      { userId: 'demo-friend-06', relatedUserId: coachId, type: 'coach', status: 'pending', notes: 'First season, would love some help.' },
      at,
    );
    await relationships.seed({ userId: 'demo-friend-02', relatedUserId: coachId, type: 'coach', status: 'accepted', notes: '' }, at);
    await follows.seedMissing(
      ['demo-friend-01', 'demo-friend-03', 'demo-friend-06'].map((followerId) => ({
        _id: `${followerId}:${coachId}`,
        followerId,
        coachId,
        createdAt: at,
      })),
    );
    this.deps.logger.info({ userId: coachId }, 'demo coach profile and requests seeded');
  }
}
