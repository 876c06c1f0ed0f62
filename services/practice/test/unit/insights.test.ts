import { describe, expect, it } from 'vitest';
import { aggregateSession, type RoundInput } from '@trap/contracts';
import { techniqueFindings } from '../../src/modules/insights/insights.ts';
import { equipmentTips, sessionFeedback, trendAnalysis } from '../../src/modules/ai-coach/coach.ts';
import { card } from '../support/rounds.ts';
import { type SessionForStats } from '../../src/modules/stats/practice-stats.ts';

let n = 0;
const session = (rounds: RoundInput[], over: Partial<SessionForStats> = {}): SessionForStats => ({
  id: `s${++n}`,
  date: `2026-0${Math.min(9, n)}-10T08:00:00.000Z`,
  discipline: 'olympic-trap',
  location: 'Delhi',
  agg: aggregateSession('olympic-trap', rounds),
  ...over,
});

// Two rounds, each losing targets 16, 17 and 18 (station 4: left, right, straight): 44/50.
const STATION4 = 'FFFFF FFFFF FFFFF LLLFF FFFFF';

describe('technique insights', () => {
  const found = techniqueFindings([session([{ shots: card(STATION4) }, { shots: card(STATION4) }])]);
  const kinds = found.findings.map((f) => f.kind);

  it('when one station breaks far less than the rest, then it is the weakest station with its numbers', () => {
    expect(found.weaknesses).toContain('Weakest station: station 4 at 40% (4/10) against 88% overall.');
    expect(found.findings.find((f) => f.kind === 'station')!.evidence).toEqual({
      key: '4',
      kills: 4,
      targets: 10,
      rate: 0.4,
      overallRate: 0.88,
    });
    expect(found.recommendations[0]).toContain('station 4');
  });

  it('when straight targets are missed more than the average, then it is the weakest direction', () => {
    // left 18/20, right 18/20, straight 8/10
    expect(found.weaknesses).toContain('Weakest direction: straight targets at 80% (8/10) against 88% overall.');
  });

  it('when the misses come late in the round, then it is late-round fatigue (positions 16-25 against 1-10)', () => {
    expect(found.weaknesses).toContain('Late-round fatigue: 70% on targets 16-25 against 100% on targets 1-10.');
  });

  it('when every kill is a first barrel, then it is a strength; too few rounds says nothing on consistency, no weather nothing on wind', () => {
    expect(found.strengths).toContain('Decisive first barrel: only 0 of 44 kills (0%) needed the second barrel.');
    expect(kinds).not.toContain('consistency');
    expect(kinds).not.toContain('wind');
    expect(found.overallScore).toBe(88);
  });

  it('when many kills need the second barrel, then it is second-barrel dependency', () => {
    const f = techniqueFindings([session([{ shots: card('SSSSF FFFFF FFFFF FFFFF FFFFL') }])]);
    expect(f.weaknesses).toContain('Second-barrel dependency: 4 of 24 kills (17%) needed the second barrel.');
  });

  it('when round scores spread widely or tightly, then consistency is a weakness or a strength', () => {
    // 25, 15, 20: mean 20, standard deviation sqrt(50/3) = 4.08
    const wide = techniqueFindings([session([{ total: 25 }, { total: 15 }, { total: 20 }])]);
    expect(wide.weaknesses).toContain('Inconsistent rounds: a spread of 4.08 targets (standard deviation over 3 rounds, mean 20/25).');
    // 20, 21, 22: standard deviation sqrt(2/3) = 0.82
    const tight = techniqueFindings([session([{ total: 20 }, { total: 21 }, { total: 22 }])]);
    expect(tight.strengths).toContain('Consistent: your rounds vary by 0.82 targets (standard deviation over 3 rounds, mean 21/25).');
  });

  it('when windy sessions score lower than calm ones, then wind is a weakness with both rates', () => {
    const windy = { windSpeed: 20 };
    const calm = { windSpeed: 5 };
    const f = techniqueFindings([
      session([{ total: 18 }], { weatherConditions: windy }),
      session([{ total: 18 }], { weatherConditions: windy }),
      session([{ total: 22 }], { weatherConditions: calm }),
      session([{ total: 22 }], { weatherConditions: calm }),
    ]);
    expect(f.weaknesses).toContain('Wind costs you: 72% in 2 sessions with wind of 15 km/h or more against 88% in 2 calmer ones.');
  });
});

describe('AI coach texts', () => {
  it('when a session has shots, then the feedback cites its score, the earlier average, the weakest station, barrels and run', () => {
    const earlier = session([{ total: 20 }, { total: 22 }], { date: '2026-03-01T08:00:00.000Z' });
    const today = session([{ shots: card(STATION4) }], { date: '2026-03-10T08:00:00.000Z', weatherConditions: { windSpeed: 22 } });
    const text = sessionFeedback(today, [earlier, today]);
    expect(text).toContain('ISSF Olympic Trap on 2026-03-10: 22/25 over 1 round(s), 22 per round.');
    expect(text).toContain('That is 1 above your average of 21 over 2 round(s) in the 90 days before.');
    expect(text).toContain('Weakest station today: 4 with 2/5 (40%).');
    expect(text).toContain('First barrel broke 22 of 22 kills (100%); 0 needed the second barrel.');
    expect(text).toContain('Longest run: 15 in a row.');
    expect(text).toContain('wind 22 km/h');
  });

  it('when there is too little data, then the texts are exactly the SPEC 8.4 empty answers', () => {
    expect(trendAnalysis([])).toBe('No trend analysis available.');
    expect(trendAnalysis([session([{ total: 20 }])])).toBe('No trend analysis available.');
    expect(equipmentTips([], new Map())).toBe('No technique tips available.');
    expect(sessionFeedback(session([]), [])).toBe('No feedback available.');
  });

  it('when sessions span months, then the trend analysis cites the first and last month and the slope', () => {
    const text = trendAnalysis([
      session([{ total: 18 }], { date: '2026-01-05T08:00:00.000Z' }),
      session([{ total: 20 }], { date: '2026-02-05T08:00:00.000Z' }),
      session([{ total: 22 }], { date: '2026-03-05T08:00:00.000Z' }),
    ]);
    expect(text).toContain('Your average per round went from 18 in 2026-01 (1 rounds) to 22 in 2026-03 (1 rounds), up 4.');
    expect(text).toContain('+2 targets per round per month');
    expect(text).toContain('Best round: 22/25 on 2026-03-05.');
  });

  it('when one gun scores better than the other, then the tips compare them by name with their rates', () => {
    const gun = (id: string, total: number) => session([{ total }], { equipmentIds: [id] });
    const sessions = [gun('gun-a', 22), gun('gun-a', 22), gun('gun-b', 18), gun('gun-b', 18)];
    const text = equipmentTips(
      sessions,
      new Map([
        ['gun-a', 'Beretta DT11'],
        ['gun-b', 'Perazzi MX8'],
      ]),
    );
    expect(text).toContain('Beretta DT11: 88% in 2 sessions with it against 72% in 2 without; it suits you');
    expect(text).toContain('Perazzi MX8: 72% in 2 sessions');
    // an item the member no longer has (deleted) is left out
    expect(equipmentTips(sessions, new Map([['gun-b', 'Perazzi MX8']]))).not.toContain('gun-a');
  });
});
