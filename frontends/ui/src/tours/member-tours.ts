import type { TourStep } from '@trap/ui/core';

/**
 * The guided tours of the member pages (SPEC 2.11). Each step targets an element with
 * `data-tour="<target>"` on that page; the member remote renders those elements.
 */
export const MEMBER_TOURS: Record<string, TourStep[]> = {
  '/profile': [
    {
      target: 'profile-dashboard',
      title: 'Your dashboard',
      content: 'Your member home: profile, membership and shortcuts to every member tool.',
    },
    {
      target: 'profile-info',
      title: 'Profile information',
      content: 'Your name, e-mail and role. Use Edit profile to change your details, club and shooting IDs.',
    },
    {
      target: 'training-hub',
      title: 'Training hub',
      content: 'Jump into practice logging, statistics, technique insights and your skill roadmap.',
    },
    { target: 'network', title: 'Network management', content: 'Find friends and squads, and manage who you shoot and train with.' },
    {
      target: 'achievements',
      title: 'Achievements',
      content: 'Badges and XP you earn from practice, challenges and community activity.',
      delayMs: 300,
    },
  ],
  '/practice': [
    {
      target: 'practice-form',
      title: 'Logging form',
      content: 'Log a session target by target: date, range, discipline, conditions and every outcome.',
    },
    {
      target: 'practice-details',
      title: 'Session details',
      content: 'Stations, machines, directions and the score of the session you are logging.',
    },
    { target: 'practice-calendar', title: 'Calendar', content: 'See on which days you practised.' },
    { target: 'practice-history', title: 'Session history', content: 'Every session you logged, newest first, with its score.' },
    { target: 'practice-notes', title: 'Notes', content: 'Write down what worked and what to try next time.' },
  ],
  '/training-hub': [
    { target: 'hub-practice', title: 'Practice', content: 'Log sessions and review your history.' },
    { target: 'hub-technique', title: 'Technique', content: 'Technique insights from the coach, based on your own data.' },
    { target: 'hub-progress', title: 'Progress', content: 'Charts of your scores and trends over time.' },
    { target: 'hub-roadmap', title: 'Roadmap', content: 'The skills to build next, level by level.' },
  ],
  '/equipment': [
    { target: 'equipment-primary', title: 'Primary shotgun', content: 'The gun you shoot most, with its details.' },
    { target: 'equipment-add', title: 'Add equipment', content: 'Add guns, chokes, ammunition, eye and ear protection and more.' },
    {
      target: 'equipment-maintenance',
      title: 'Maintenance records',
      content: 'Track cleaning and servicing and get reminded when it is due.',
    },
  ],
  '/squads': [
    { target: 'squads-management', title: 'Squad management', content: 'The squads you belong to and lead.' },
    { target: 'squads-members', title: 'Members', content: 'Who is in each squad and their roles.' },
    { target: 'squads-events', title: 'Events', content: 'Training days and competitions of your squads.' },
    { target: 'squads-create', title: 'Create squad', content: 'Start a new squad and invite shooters.' },
  ],
  '/training-progress': [
    { target: 'progress-charts', title: 'Performance charts', content: 'Your scores per discipline over time.' },
    { target: 'progress-trends', title: 'Score trends', content: 'Whether you are improving, per station and per direction.' },
    { target: 'progress-goals', title: 'Goals', content: 'Set targets and follow your progress towards them.' },
  ],
  '/skill-roadmap': [
    {
      target: 'roadmap-categories',
      title: 'Categories',
      content: 'Skills grouped by area: fundamentals, station angles, barrel work, consistency and competition.',
    },
    { target: 'roadmap-overview', title: 'Progress overview', content: 'Your level and XP, and how far it is to the next level.' },
    {
      target: 'roadmap-levels',
      title: 'Skill levels',
      content: 'Each skill grows level by level with XP from the targets you log; locked skills show what opens them.',
    },
  ],
  '/challenges': [
    { target: 'challenges-progress', title: 'Challenge progress', content: 'The challenges you are working on and how close you are.' },
    { target: 'challenges-available', title: 'Available challenges', content: 'Challenges you can take on to earn XP.' },
  ],
  '/achievements': [
    {
      target: 'achievements-earned',
      title: 'Achievements',
      content: 'The achievements you have earned, each with the date you unlocked it.',
    },
    { target: 'achievements-locked', title: 'Still to earn', content: 'Locked achievements and what is left to unlock each one.' },
  ],
};
/** '/squads' also covers the squad management page. */
MEMBER_TOURS['/squad-management'] = MEMBER_TOURS['/squads']!;
