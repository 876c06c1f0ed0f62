import { FORUM_DEFAULT_CATEGORY_ID } from '@trap/contracts';
import type { ForumCategoryDoc } from './forum.model.ts';

/** The forum's categories (SPEC 3.2: name, description, iconName), stored at every start when missing. */
export const FORUM_CATEGORIES: readonly ForumCategoryDoc[] = [
  {
    _id: '64f0a0000000000000000001',
    name: 'Technique & Training',
    description: 'Stance, mount, gun hold, visual pick-up and the drills that fix a bad station.',
    iconName: 'bullseye',
    position: 1,
  },
  {
    _id: '64f0a0000000000000000002',
    name: 'Guns & Gear',
    description: 'Shotguns, chokes, cartridges, fitting, cleaning and the kit bag.',
    iconName: 'cogs',
    position: 2,
  },
  {
    _id: '64f0a0000000000000000003',
    name: 'Competitions & Results',
    description: 'Nationals, state meets, club shoots: entries, squadding, scores and stories.',
    iconName: 'trophy',
    position: 3,
  },
  {
    _id: '64f0a0000000000000000004',
    name: 'Ranges & Clubs',
    description: 'Where to shoot in India: ranges, clubs, timings, fees and travel tips.',
    iconName: 'calendar',
    position: 4,
  },
  {
    _id: FORUM_DEFAULT_CATEGORY_ID,
    name: 'General Discussion',
    description: 'Introductions, licences, fitness, the mental game and everything else trap.',
    iconName: 'comments',
    position: 5,
  },
];
