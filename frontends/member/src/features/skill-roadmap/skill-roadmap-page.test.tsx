import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SKILL_CATEGORIES, type SkillRoadmap, type SkillView } from '@trap/contracts';
import { progressionApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { progression } from '../../shared/progress/test-fixtures.ts';
import SkillRoadmapPage from './skill-roadmap-page.tsx';
import en from './texts/en.json';

const stance: SkillView = {
  id: 'stance',
  name: 'Stance and mount',
  description: 'A steady mount, shot after shot.',
  category: 'Fundamentals',
  difficulty: 'beginner',
  iconUrl: null,
  howToEarn: 'Every target you log earns XP here.',
  prerequisites: [],
  levels: [100, 500, 1500],
  maxLevel: 3,
  unlocked: true,
  level: 1,
  xp: 1200,
  nextLevelXp: 1500,
  lastPracticed: '2026-11-20T10:00:00.000Z',
};
const hardRight: SkillView = {
  id: 'hard-right',
  name: 'Hard rights',
  description: 'The station 5 hard right.',
  category: 'Station angles',
  difficulty: 'advanced',
  iconUrl: null,
  howToEarn: 'Break hard rights on station 5.',
  prerequisites: [{ id: 'stance', name: 'Stance and mount', met: true }],
  levels: [200, 800, 2000],
  maxLevel: 3,
  unlocked: false,
  level: 0,
  xp: 40,
  nextLevelXp: 200,
  lastPracticed: null,
};
const roadmap: SkillRoadmap = {
  progression,
  categories: ['Fundamentals', 'Station angles'],
  skills: [stance, hardRight],
  practiseNext: { skillId: 'hard-right', name: 'Hard rights', reason: 'Your station 5 rights lag behind.' },
};

const server = setupApiServer(mockRoute(progressionApi.listSkills, roadmap));
const open = () => renderScreen(<SkillRoadmapPage />, { path: '/skill-roadmap', user: testUser() });

describe('Skill Roadmap', () => {
  it('shows the categories as contracts name them', () => {
    expect(Object.values(en.categories)).toEqual([...SKILL_CATEGORIES]);
  });

  it('shows a spinner while the roadmap loads', async () => {
    server.use(mockRoutePending(progressionApi.listSkills));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Skill Roadmap' })).toBeTruthy();
    expect(await screen.findByText('Loading your roadmap...')).toBeTruthy();
  });

  it('shows level and XP, what to practise next and the skills by category', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Practise next: Hard rights' })).toBeTruthy();
    expect(screen.getByText('Level 4')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'XP toward level 5' }).getAttribute('aria-valuetext')).toBe('12,500 of 15,000 XP');
    expect(screen.getByText('Skills 11,000 XP and challenges 1,500 XP · 1 of 2 skills unlocked')).toBeTruthy();
    const stanceCard = screen.getByRole('article', { name: 'Stance and mount' });
    expect(within(stanceCard).getByText('Level 1 of 3')).toBeTruthy();
    expect(within(stanceCard).getByText('Beginner · 1,200 XP')).toBeTruthy();
    expect(within(stanceCard).getByText('Last practised 20 Nov 2026')).toBeTruthy();
    const locked = screen.getByRole('article', { name: 'Hard rights' });
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(locked).getByRole('list', { name: 'Prerequisites of Hard rights' }).textContent).toBe('Stance and mount (done)');
    await userEvent.click(screen.getByRole('button', { name: 'Station angles' }));
    expect(screen.queryByRole('article', { name: 'Stance and mount' })).toBeNull();
  });

  it('offers Try again when the server fails, and shows the roadmap once it answers', () =>
    expectRetryableError(server, {
      route: progressionApi.listSkills,
      open,
      error: 'Your roadmap could not be loaded',
      answer: roadmap,
      recovered: () => screen.findByRole('heading', { level: 2, name: 'Progress overview' }),
    }));

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, numbers and dates too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'स्किल रोडमैप' })).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 2, name: 'अगली प्रैक्टिस: Hard rights' })).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: 'लेवल 5 की ओर XP' }).getAttribute('aria-valuetext')).toBe('15,000 में से 12,500 XP');
      expect(screen.getByRole('button', { name: 'सभी स्किल' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'स्टेशन एंगल' })).toBeTruthy();
      const stanceCard = screen.getByRole('article', { name: 'Stance and mount' });
      expect(within(stanceCard).getByText('शुरुआती · 1,200 XP')).toBeTruthy();
      expect(within(stanceCard).getByText('आखिरी प्रैक्टिस 20 नव॰ 2026')).toBeTruthy();
    });
  });
});
