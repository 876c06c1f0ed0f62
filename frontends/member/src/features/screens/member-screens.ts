import type { MemberRouteId } from '@trap/contracts';

/**
 * What each member tool of SPEC 2.2 is: its title and description (the page head). Its paths and
 * user-menu entry are contracts' MEMBER_ROUTES; /profile and /checkout have their own routes, and
 * /test-notifications is the shell's page (next to the notification panel).
 */
export interface MemberScreen {
  title: string;
  description: string;
}

/** The member tools with a screen here: not /profile and /checkout (own routes) nor the shell's /test-notifications. */
export type MemberScreenId = Exclude<MemberRouteId, 'profile' | 'checkout' | 'test-notifications'>;

export const MEMBER_SCREENS: Record<MemberScreenId, MemberScreen> = {
  score: {
    title: 'Score a squad',
    description: 'Score a squad of a shoot on your phone with the organiser’s code, target by target, even without signal.',
  },
  practice: {
    title: 'Log Practice',
    description: 'Record a practice session target by target, for every discipline you shoot.',
  },
  'practice-stats': {
    title: 'My Stats',
    description: 'Your scores and statistics, all derived from the targets you logged.',
  },
  'technique-insights': {
    title: 'Technique Insights',
    description: 'Strengths, weaknesses and recommendations from your shot patterns.',
  },
  'training-hub': {
    title: 'Training Hub',
    description: 'Practice, technique, progress and roadmap in one place.',
  },
  'training-progress': {
    title: 'Training Progress',
    description: 'How your scores develop over time, against your goals.',
  },
  'skill-roadmap': {
    title: 'Skill Roadmap',
    description: 'The skills of a trap shooter, level by level, and where you stand.',
  },
  challenges: {
    title: 'Challenge Board',
    description: 'Challenges that earn XP as you practise.',
  },
  achievements: {
    title: 'Achievements',
    description: 'Badges you unlock for milestones in practice and competition.',
  },
  friends: {
    title: 'Find Friends',
    description: 'Find shooters to follow and befriend.',
  },
  equipment: {
    title: 'Equipment Management',
    description: 'Your guns and their maintenance, your arms licence, your cartridges and your competitions.',
  },
  weather: {
    title: 'Weather Analysis',
    description: 'How wind, temperature, light and rain affect your scores.',
  },
  journal: {
    title: 'Shooting Journal',
    description: 'Private notes on sessions, form and mindset.',
  },
  'club-events': {
    title: 'Club Events',
    description: 'Events of your clubs and ranges.',
  },
  'community-events': {
    title: 'Events Calendar',
    description: 'Competitions, clinics and community events across India.',
  },
  squads: {
    title: 'Squad Management',
    description: 'Form squads, invite members and plan squad sessions.',
  },
  'coach-finder': {
    title: 'Coach Finder',
    description: 'Find a coach by discipline, city and experience.',
  },
  'forum-new': {
    title: 'New Topic',
    description: 'Start a new forum discussion.',
  },
  'forum-bookmarks': {
    title: 'Bookmarked Topics',
    description: 'The forum topics you bookmarked, to find them again.',
  },
  'profile-edit': {
    title: 'Edit Profile',
    description: 'Your profile details and privacy.',
  },
  'profile-security': {
    title: 'Account Security',
    description: 'Your e-mail verification, password and active sessions.',
  },
};
