export const MEMBER_GUIDE_PATH = '/help/member-guide';

export interface GuideSection {
  id: string;
  path: string;
  titleKey: string;
  textKey: string;
  /** each point's text (a key the keys test finds by its name) */
  points: { textKey: string }[];
}

/**
 * The member guide (DECISIONS: Member Documentation opens an in-app guide to each member tool); its
 * words are the feature's texts (texts/en.json, `sections.<section>`).
 */
export const MEMBER_GUIDE: GuideSection[] = [
  {
    id: 'dashboard',
    path: '/profile',
    titleKey: 'sections.dashboard.title',
    textKey: 'sections.dashboard.text',
    points: [{ textKey: 'sections.dashboard.p1' }, { textKey: 'sections.dashboard.p2' }],
  },
  {
    id: 'practice',
    path: '/practice',
    titleKey: 'sections.practice.title',
    textKey: 'sections.practice.text',
    points: [{ textKey: 'sections.practice.p1' }, { textKey: 'sections.practice.p2' }, { textKey: 'sections.practice.p3' }],
  },
  {
    id: 'stats',
    path: '/practice/stats',
    titleKey: 'sections.stats.title',
    textKey: 'sections.stats.text',
    points: [{ textKey: 'sections.stats.p1' }, { textKey: 'sections.stats.p2' }],
  },
  {
    id: 'training-hub',
    path: '/training-hub',
    titleKey: 'sections.trainingHub.title',
    textKey: 'sections.trainingHub.text',
    points: [{ textKey: 'sections.trainingHub.p1' }, { textKey: 'sections.trainingHub.p2' }],
  },
  {
    id: 'roadmap',
    path: '/skill-roadmap',
    titleKey: 'sections.roadmap.title',
    textKey: 'sections.roadmap.text',
    points: [{ textKey: 'sections.roadmap.p1' }, { textKey: 'sections.roadmap.p2' }],
  },
  {
    id: 'equipment',
    path: '/equipment',
    titleKey: 'sections.equipment.title',
    textKey: 'sections.equipment.text',
    points: [{ textKey: 'sections.equipment.p1' }, { textKey: 'sections.equipment.p2' }, { textKey: 'sections.equipment.p3' }, { textKey: 'sections.equipment.p4' }],
  },
  {
    id: 'squads',
    path: '/squads',
    titleKey: 'sections.squads.title',
    textKey: 'sections.squads.text',
    points: [{ textKey: 'sections.squads.p1' }, { textKey: 'sections.squads.p2' }, { textKey: 'sections.squads.p3' }],
  },
  {
    id: 'events',
    path: '/club-events',
    titleKey: 'sections.events.title',
    textKey: 'sections.events.text',
    points: [{ textKey: 'sections.events.p1' }, { textKey: 'sections.events.p2' }],
  },
];
