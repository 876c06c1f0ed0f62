import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FitnessEntry, MentalAssessment, NutritionEntry } from '@trap/contracts';
import { practiceApi, practiceLogsApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { FitnessLogPanel } from './fitness-log.tsx';
import { MentalLogPanel } from './mental-log.tsx';
import { NutritionLogPanel } from './nutrition-log.tsx';

const stamps = { userId: 'u-member', date: '2026-12-01T00:00:00.000Z', createdAt: '2026-12-01T08:00:00.000Z', updatedAt: '2026-12-01T08:00:00.000Z' };
const mental: MentalAssessment = {
  ...stamps,
  id: '6750a1b2c3d4e5f6a7b8c9d1',
  confidenceLevel: 7,
  focusLevel: 8,
  stressLevel: 3,
  anxietyLevel: 2,
  moodDescription: '',
  preSessionNotes: '',
  postSessionNotes: '',
  sessionId: null,
  isPreSession: true,
};
const nutrition: NutritionEntry = {
  ...stamps,
  id: '6750a1b2c3d4e5f6a7b8c9d2',
  mealType: 'pre-shoot',
  foodItems: ['Poha'],
  calories: 350,
  protein: null,
  carbs: null,
  fats: null,
  hydration: 1.5,
  notes: '',
  isCompetitionDay: true,
  sessionId: null,
};
const fitness: FitnessEntry = {
  ...stamps,
  id: '6750a1b2c3d4e5f6a7b8c9d3',
  activityType: 'Running',
  duration: 30,
  intensity: 'high',
  caloriesBurned: null,
  notes: '',
  impactOnShooting: '',
};

setupApiServer(
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
  mockRoute(practiceLogsApi.mentalAssessments.list, { items: [mental], total: 1 }),
  mockRoute(practiceLogsApi.nutritionEntries.list, { items: [nutrition], total: 1 }),
  mockRoute(practiceLogsApi.fitnessEntries.list, { items: [fitness], total: 1 }),
);
const open = (panel: React.ReactElement) => renderScreen(panel, { path: '/journal', user: testUser() });

describe('the mental, nutrition and fitness logs in Hindi', () => {
  it('the mental log: its heading, an entry’s day and levels, the form’s fields and buttons', async () => {
    await switchLanguage('hi');
    open(<MentalLogPanel />);
    expect(screen.getByRole('heading', { name: 'मेंटल असेसमेंट' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'मेंटल असेसमेंट' });
    expect(within(list).getByText('मंगल, 1 दिस॰ 2026')).toBeTruthy();
    expect(within(list).getByLabelText('10 में से लेवल').textContent).toBe('आत्मविश्वास 7फ़ोकस 8तनाव 3घबराहट 2');
    await userEvent.click(screen.getByRole('button', { name: 'मेंटल असेसमेंट जोड़ें' }));
    const form = screen.getByRole('form', { name: 'मेंटल असेसमेंट लॉग करें' });
    expect(within(form).getByLabelText('आत्मविश्वास')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'सेव करें' })).toBeTruthy();
  });

  it('the nutrition log: the meal, litres, competition day and the form’s meals', async () => {
    await switchLanguage('hi');
    open(<NutritionLogPanel />);
    const list = await screen.findByRole('list', { name: 'न्यूट्रिशन' });
    expect(within(list).getByText('शूटिंग से पहले · मंगल, 1 दिस॰ 2026')).toBeTruthy();
    expect(within(list).getByText('1.5 लीटर पानी · 350 kcal')).toBeTruthy();
    expect(within(list).getByText('कॉम्पिटिशन का दिन')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'न्यूट्रिशन एंट्री जोड़ें' }));
    const form = screen.getByRole('form', { name: 'न्यूट्रिशन एंट्री लॉग करें' });
    expect(within(form).getByRole('option', { name: 'नाश्ता' })).toBeTruthy();
  });

  it('the fitness log: minutes, intensity and the day (Indian English, then Hindi)', async () => {
    open(<FitnessLogPanel />);
    expect(await screen.findByText('Running · 30 min')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();
    expect(screen.getByText('Tue, 1 Dec, 2026')).toBeTruthy();
    await switchLanguage('hi');
    expect(await screen.findByText('Running · 30 मिनट')).toBeTruthy();
    expect(screen.getByText('ज़्यादा')).toBeTruthy();
    expect(screen.getByText('मंगल, 1 दिस॰ 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़िटनेस एंट्री जोड़ें' })).toBeTruthy();
  });
});
