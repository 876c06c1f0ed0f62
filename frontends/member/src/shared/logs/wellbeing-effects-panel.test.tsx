import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EffectGroup, WellbeingEffects } from '@trap/contracts';
import { practiceLogsApi } from '@trap/contracts/api/route-paths';
import { mockRoute, renderScreen, setupApiServer, switchLanguage, testUser } from '@trap/ui/testing/index.ts';
import { WellbeingEffectsPanel } from './wellbeing-effects-panel.tsx';

const side = (label: string, hitRate: number): EffectGroup => ({ label, sessions: 4, rounds: 8, targets: 200, kills: hitRate * 200, hitRate, averagePerRound: 20 });
const effects: WellbeingEffects = {
  basis: { sessions: 12, mentalAssessments: 6, fitnessEntries: 3, nutritionEntries: 2 },
  effects: [
    {
      id: 'stress',
      source: 'mental',
      title: 'Stress',
      rule: 'Stress 5 or more against under 5',
      a: side('Stress 5 or more', 0.7),
      b: side('Stress under 5', 0.8),
      difference: 10,
      enoughData: true,
      finding: 'You hit 10 points more with lower stress.',
    },
  ],
  competitions: { count: 1, averageRate: 0.9, practiceHitRate: 0.75 },
};

setupApiServer(mockRoute(practiceLogsApi.wellbeingEffects, effects));
const open = () => renderScreen(<WellbeingEffectsPanel />, { path: '/journal', user: testUser() });

describe('wellbeing beside performance', () => {
  it('says what it is based on, each effect and the competitions, as before', async () => {
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'Wellbeing beside performance' })).toBeTruthy();
    expect(await screen.findByText('From your 12 practice sessions, 6 mental assessments, 3 workouts and 2 nutrition entries.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Stress +10.0 pts' })).toBeTruthy();
    const competitions = screen.getByRole('group', { name: 'Competitions against practice' });
    expect(within(competitions).getByText('1 competition logged: on average 90.0% of the possible score, against 75.0% of targets in practice.')).toBeTruthy();
  });

  it('reads in Hindi when the page is in Hindi', async () => {
    await switchLanguage('hi');
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'परफ़ॉर्मेंस के साथ सेहत' })).toBeTruthy();
    expect(await screen.findByText('आपके 12 प्रैक्टिस सेशन, 6 मेंटल असेसमेंट, 3 वर्कआउट और 2 न्यूट्रिशन एंट्री के आधार पर।')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'हिट रेट' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Stress +10.0 पॉइंट' })).toBeTruthy();
    const competitions = screen.getByRole('group', { name: 'प्रैक्टिस के मुकाबले कॉम्पिटिशन' });
    expect(within(competitions).getByText(/^1 कॉम्पिटिशन लॉग किया गया: औसतन संभव स्कोर का 90.0%/)).toBeTruthy();
  });
});
