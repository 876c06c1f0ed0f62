/**
 * The member tools of SPEC 2.2. Each is a placeholder until its issue builds it: the screen says
 * what it will do. `menu` marks the screens linked from the user menu (SPEC 2.8).
 */
export interface MemberScreen {
  id: string;
  paths: string[];
  title: string;
  description: string;
  features: string[];
  menu?: { label: string; order: number };
}

export const MEMBER_SCREENS: MemberScreen[] = [
  {
    id: 'practice',
    paths: ['/practice'],
    title: 'Log Practice',
    description: 'Record a practice session target by target, for every discipline you shoot.',
    features: [
      'Logging form: date, range, discipline (ISSF Olympic Trap, Double Trap, Down-The-Line, American Trap, Skeet) and conditions',
      'Each target: station, machine and direction, and the outcome (first or second barrel, lost, no-bird, refused)',
      'Calendar of your sessions, session history and notes',
    ],
    menu: { label: 'Log Practice', order: 2 },
  },
  {
    id: 'practice-stats',
    paths: ['/practice/stats'],
    title: 'My Stats',
    description: 'Your scores and statistics, all derived from the targets you logged.',
    features: [
      'Scores per round and per discipline',
      'Hit rates per station, machine and direction',
      'First-barrel rate, streaks and trends',
    ],
    menu: { label: 'My Stats', order: 3 },
  },
  {
    id: 'technique-insights',
    paths: ['/technique-insights'],
    title: 'Technique Insights',
    description: 'Strengths, weaknesses and recommendations from your shot patterns.',
    features: ['Shot-pattern analysis per station', 'Strengths and weaknesses', 'AI-coach recommendations'],
    menu: { label: 'Technique Insights', order: 4 },
  },
  {
    id: 'training-hub',
    paths: ['/training-hub'],
    title: 'Training Hub',
    description: 'Practice, technique, progress and roadmap in one place.',
    features: ['Tabs for practice, technique, progress and roadmap', 'Shortcuts to log a session'],
  },
  {
    id: 'training-progress',
    paths: ['/training-progress'],
    title: 'Training Progress',
    description: 'How your scores develop over time, against your goals.',
    features: ['Performance charts', 'Score trends', 'Goals'],
    menu: { label: 'Training Progress', order: 5 },
  },
  {
    id: 'skill-roadmap',
    paths: ['/skill-roadmap'],
    title: 'Skill Roadmap',
    description: 'The skills of a trap shooter, level by level, and where you stand.',
    features: ['Skill categories', 'Progress overview', 'Skill levels to unlock'],
    menu: { label: 'Skill Roadmap', order: 6 },
  },
  {
    id: 'challenges',
    paths: ['/challenges'],
    title: 'Challenge Board',
    description: 'Challenges that earn XP as you practise.',
    features: ['Your challenge progress', 'Available challenges to earn XP'],
    menu: { label: 'Challenge Board', order: 7 },
  },
  {
    id: 'achievements',
    paths: ['/achievements'],
    title: 'Achievements',
    description: 'Badges you unlock for milestones in practice and competition.',
    features: ['Unlocked achievements with dates', 'Achievements still to earn'],
    menu: { label: 'Achievements', order: 8 },
  },
  {
    id: 'friends',
    paths: ['/friends'],
    title: 'Find Friends',
    description: 'Find shooters to follow and befriend.',
    features: ['Search by name, club or city', 'Friend requests', 'Your network'],
    menu: { label: 'Find Friends', order: 9 },
  },
  {
    id: 'equipment',
    paths: ['/equipment'],
    title: 'Equipment Management',
    description: 'Your guns, chokes, cartridges and their maintenance.',
    features: ['Primary shotgun', 'Add equipment by category', 'Maintenance records and reminders'],
    menu: { label: 'Equipment Management', order: 10 },
  },
  {
    id: 'weather',
    paths: ['/weather'],
    title: 'Weather Analysis',
    description: 'How wind, temperature, light and rain affect your scores.',
    features: ['Scores by logged conditions', 'Patterns in your weakest conditions'],
    menu: { label: 'Weather Analysis', order: 11 },
  },
  {
    id: 'journal',
    paths: ['/journal'],
    title: 'Shooting Journal',
    description: 'Private notes on sessions, form and mindset.',
    features: ['Journal entries (private by default)', 'Tags and search'],
    menu: { label: 'Shooting Journal', order: 12 },
  },
  {
    id: 'club-events',
    paths: ['/club-events'],
    title: 'Club Events',
    description: 'Events of your clubs and ranges.',
    features: ['Upcoming club events', 'Registration and attendance'],
    menu: { label: 'Club Events', order: 13 },
  },
  {
    id: 'community-events',
    paths: ['/community-events'],
    title: 'Events Calendar',
    description: 'Competitions, clinics and community events across India.',
    features: ['Calendar of events', 'Event details and sign-up'],
  },
  {
    id: 'squads',
    paths: ['/squad-management', '/squads', '/squads/create'],
    title: 'Squad Management',
    description: 'Form squads, invite members and plan squad sessions.',
    features: ['Squad management', 'Members', 'Events', 'Create squad'],
  },
  {
    id: 'coach-finder',
    paths: ['/coach-finder'],
    title: 'Coach Finder',
    description: 'Find a coach by discipline, city and experience.',
    features: ['Coach profiles', 'Requests for coaching'],
  },
  {
    id: 'forum-new',
    paths: ['/forum/new'],
    title: 'New Topic',
    description: 'Start a new forum discussion.',
    features: ['Title, category and message', 'Preview before posting'],
  },
  {
    id: 'profile-edit',
    paths: ['/profile/edit', '/profile/privacy'],
    title: 'Edit Profile',
    description: 'Your profile details and privacy.',
    features: ['Name, bio, avatar and club', 'NRAI Shooter ID, ISSF ID and arms licence', 'Public profile and privacy settings'],
  },
  {
    id: 'test-notifications',
    paths: ['/test-notifications'],
    title: 'Test Notifications',
    description: 'Send yourself sample notifications to see how they look.',
    features: ['One button per notification type and priority'],
  },
];
