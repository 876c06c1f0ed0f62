import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { NraiCategory } from '@trap/contracts';
import type { SelectionRuleDoc } from './pathway.model.ts';

/** What every seeded rule says about itself: never an official NRAI value. */
export const EXAMPLE_SOURCE =
  'Example values for the demo — not an official NRAI rule; an admin sets the real values from the NRAI circular';

/** Example minimum qualifying scores out of 125 (made up for the demo, in the range Indian trap results fall in). */
const EXAMPLE_MQS: Record<NraiCategory, number> = { men: 108, women: 98, junior_men: 104, junior_women: 94, veteran: 100 };

const fixedId = (key: string) => new Types.ObjectId(createHash('sha256').update(key).digest('hex').slice(0, 24));

/**
 * DEMO_MODE's example rules of one season (Olympic Trap, every category): best 4 scores at state,
 * zonal or national level, unverified, with EXAMPLE_SOURCE as their source and no link. Fixed ids,
 * so a second seeding stores nothing new.
 */
export function exampleRules(season: number, now = new Date()): SelectionRuleDoc[] {
  return (Object.entries(EXAMPLE_MQS) as [NraiCategory, number][]).map(([category, qualifyingScore]) => ({
    _id: fixedId(`pathway-example:${season}:${category}:olympic-trap`),
    season,
    category,
    discipline: 'olympic-trap',
    bestN: 4,
    countedLevels: ['state', 'zonal', 'national'],
    nextStep: 'National Shotgun Championship (example)',
    nextStepDate: `${season}-12-15`,
    qualifyingScore,
    source: EXAMPLE_SOURCE,
    sourceUrl: null,
    verified: false,
    notes:
      'Seeded for the demo. Replace every value with the one in the NRAI circular for this season, add its link, then mark it verified.',
    example: true,
    createdAt: now,
    updatedAt: now,
  }));
}
