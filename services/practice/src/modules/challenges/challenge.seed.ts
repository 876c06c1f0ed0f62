import type { ChallengeDoc } from './challenge.model.ts';

/** The seeded active challenges; ensured at start, so an admin's retirement stays. */
export function seededChallenges(now = new Date()): ChallengeDoc[] {
  const year = now.getUTCFullYear();
  const at = new Date(Date.UTC(2026, 0, 1));
  const base = {
    skillId: null,
    iconUrl: null,
    periodDays: null,
    station: null,
    startsOn: null,
    endsOn: null,
    isActive: true,
    createdAt: at,
    updatedAt: at,
  };
  return [
    {
      ...base,
      _id: 'three-in-a-week',
      name: 'Three Rounds in a Week',
      description: 'Log three practice sessions within seven days.',
      type: 'sessions_in_period',
      requiredCount: 3,
      periodDays: 7,
      xpReward: 50,
      createdAt: new Date(at.getTime() + 1),
    },
    {
      ...base,
      _id: 'station-5-specialist',
      name: 'Station 5 Specialist',
      description: 'Break 100 targets from station 5, the hard rights.',
      type: 'station_mastery',
      requiredCount: 100,
      station: 5,
      skillId: 'hard-rights-station-5',
      xpReward: 75,
      createdAt: new Date(at.getTime() + 2),
    },
    {
      ...base,
      _id: 'run-50-straight',
      name: 'Run 50 Straight',
      description: 'Break 50 targets in a row without a miss, across the rounds of a session.',
      type: 'straight',
      requiredCount: 50,
      xpReward: 150,
      createdAt: new Date(at.getTime() + 3),
    },
    {
      ...base,
      _id: 'first-barrel-90',
      name: 'First-Barrel Finisher',
      description: 'Break 90 % of a round of 25 or more with the first barrel.',
      type: 'first_barrel_rate',
      requiredCount: 90,
      xpReward: 100,
      createdAt: new Date(at.getTime() + 4),
    },
    {
      ...base,
      _id: `season-${year}-3000`,
      name: `${year} Season: 3,000 Targets`,
      description: `Break 3,000 targets in practice during ${year}.`,
      type: 'season_targets',
      requiredCount: 3000,
      startsOn: `${year}-01-01`,
      endsOn: `${year}-12-31`,
      xpReward: 200,
      createdAt: new Date(at.getTime() + 5),
    },
  ];
}
