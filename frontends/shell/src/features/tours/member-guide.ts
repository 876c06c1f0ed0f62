export const MEMBER_GUIDE_PATH = '/help/member-guide';

export interface GuideSection {
  id: string;
  title: string;
  path: string;
  text: string;
  points: string[];
}

/** The member guide (DECISIONS: Member Documentation opens an in-app guide to each member tool). */
export const MEMBER_GUIDE: GuideSection[] = [
  {
    id: 'dashboard',
    title: 'Dashboard',
    path: '/profile',
    text: 'Your member home: profile information, membership status and shortcuts to every tool.',
    points: [
      'Edit your profile, club affiliation, NRAI Shooter ID and ISSF ID',
      'See your tier and how long your membership runs',
    ],
  },
  {
    id: 'practice',
    title: 'Log Practice',
    path: '/practice',
    text: 'Record a session target by target for ISSF Olympic Trap, Double Trap, Down-The-Line, American Trap or Skeet.',
    points: [
      'For each target: the station, machine and direction where the discipline has them, and the outcome',
      'Outcomes: first-barrel kill, second-barrel kill, lost, no-bird (replayed) or refused',
      'A calendar, the session history and notes for each session',
    ],
  },
  {
    id: 'stats',
    title: 'My Stats',
    path: '/practice/stats',
    text: 'Every score and statistic derives from the targets you logged.',
    points: [
      'ISSF kills and Down-The-Line points (3 for a first-barrel kill, 2 for a second)',
      'Per station, per machine and direction, first-barrel rate, streaks and trends',
    ],
  },
  {
    id: 'training-hub',
    title: 'Training Hub',
    path: '/training-hub',
    text: 'One place for practice, technique, progress and your roadmap.',
    points: ['Technique insights from the coach, based on your own data', 'Training progress charts, score trends and goals'],
  },
  {
    id: 'roadmap',
    title: 'Skill Roadmap and Challenges',
    path: '/skill-roadmap',
    text: 'The skills to build next, level by level, and challenges that earn XP.',
    points: ['Categories, progress overview and skill levels', 'Challenges you are working on and those you can start'],
  },
  {
    id: 'equipment',
    title: 'Equipment',
    path: '/equipment',
    text: 'Your guns and gear with maintenance records, your arms licence, your cartridges and your competitions.',
    points: [
      'Your primary shotgun, equipment by category, usage from your sessions and maintenance records with reminders',
      'Your arms licence (its number kept encrypted) with reminders before it expires',
      'Your cartridge ledger: stock, cost per target and the yearly quota of your licence',
      'Your competition season and where you stand on the NRAI pathway',
    ],
  },
  {
    id: 'squads',
    title: 'Squads and Friends',
    path: '/squads',
    text: 'Shoot and train together.',
    points: ['Squad management, members and events', 'Create a squad and invite shooters', 'Find friends and coaches'],
  },
  {
    id: 'events',
    title: 'Events, Weather and Journal',
    path: '/club-events',
    text: 'Club and community events, the conditions you shoot in, and your private journal.',
    points: ['Weather analysis correlates the conditions you log with your scores', 'Journal entries are private unless you share them'],
  },
];
