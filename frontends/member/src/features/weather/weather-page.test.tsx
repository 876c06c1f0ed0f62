import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { practiceApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import WeatherPage from './weather-page.tsx';

const band = (factor: 'wind' | 'light', name: string, hitRate: number) => ({
  factor,
  band: name,
  sessions: 3,
  rounds: 6,
  targets: 1500,
  kills: Math.round(1500 * hitRate),
  averagePerRound: 21.5,
  hitRate,
});
const windy = band('wind', 'windy (15-25 km/h)', 0.72);
const bright = band('light', 'bright', 0.9);
const analysis = { basis: { sessions: 12, withConditions: 9 }, bands: [windy, bright], best: bright, worst: windy };

const server = setupApiServer(mockRoute(practiceApi.getWeatherAnalysis, analysis));
const open = () => renderScreen(<WeatherPage />, { path: '/weather', user: testUser() });

describe('Weather Analysis', () => {
  it('shows the best and worst conditions and each band’s hit rate', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Weather Analysis' })).toBeTruthy();
    const best = await screen.findByRole('region', { name: 'Your best conditions' });
    expect(best.textContent).toContain('Light: bright');
    expect(best.textContent).toContain('21.5 per round · 90% hit rate');
    expect(best.textContent).toContain('3 sessions, 1,350/1,500 targets');
    expect(screen.getByRole('meter', { name: 'Hit rate, Wind: windy (15-25 km/h)' })).toBeTruthy();
    expect(screen.getByText('21.5/round · 72% · 3 sess.')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('From 9 of your 12 sessions that have logged conditions.');
  });

  it('says how to log conditions when no session has them', async () => {
    server.use(mockRoute(practiceApi.getWeatherAnalysis, { basis: { sessions: 2, withConditions: 0 }, bands: [], best: null, worst: null }));
    open();
    expect(await screen.findByText('None of your sessions has logged conditions yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'log practice' }).getAttribute('href')).toBe('/practice');
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, its numbers too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'मौसम का विश्लेषण' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'प्रैक्टिस लॉग करें →' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'डिसिप्लिन' })).toBeTruthy();
      const best = await screen.findByRole('region', { name: 'आपका सबसे अच्छा मौसम' });
      expect(best.textContent).toContain('रोशनी: तेज़ धूप');
      expect(best.textContent).toContain('प्रति राउंड 21.5 · हिट रेट 90%');
      expect(best.textContent).toContain('3 सेशन, 1,350/1,500 टारगेट');
      expect(screen.getByRole('meter', { name: 'हिट रेट, हवा: तेज़ हवा (15-25 km/h)' })).toBeTruthy();
    });
  });
});
