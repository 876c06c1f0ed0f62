import { pathwayApi } from '@trap/contracts/api/route-paths';
import {
  COMPETITION_LEVELS,
  COMPETITION_LEVEL_LABELS,
  DISCIPLINES,
  DISCIPLINE_RULES,
  NRAI_CATEGORIES,
  NRAI_CATEGORY_LABELS,
  selectionRuleInputSchema,
  type CompetitionLevel,
  type NraiCategory,
} from '@trap/contracts';
import type { RouteResponse } from '@trap/ui';
import type { ContentKind, Item } from '../content/content-kinds.ts';

/**
 * The NRAI selection rules admins keep as data: per season, category and discipline, how
 * many best scores count, from which levels, and the next step's minimum qualifying score, each with
 * its source. The API (/api/pathway/rules, pathway.manage) answers the whole list and changes a rule
 * with a PUT of all its fields; the form is checked by the contract's schema.
 */

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const DISCIPLINE_LABELS = Object.fromEntries(DISCIPLINES.map((d) => [d, DISCIPLINE_RULES[d].label])) as Record<string, string>;
const category = (item: Item) => NRAI_CATEGORY_LABELS[item.category as NraiCategory] ?? str(item.category);

/** The last few seasons and the next ones, for the season filter. */
const year = new Date().getFullYear();
const SEASONS = Array.from({ length: 6 }, (_, i) => String(year + 1 - i));

/** The fields a PUT needs, from a rule as the list answers it. */
const ruleBody = (item: Item) => ({
  season: item.season,
  category: item.category,
  discipline: item.discipline,
  bestN: item.bestN,
  countedLevels: item.countedLevels,
  nextStep: item.nextStep,
  nextStepDate: item.nextStepDate ?? null,
  qualifyingScore: item.qualifyingScore,
  source: item.source,
  sourceUrl: item.sourceUrl ?? null,
  verified: item.verified,
  notes: item.notes ?? '',
});

export const SELECTION_RULES: ContentKind = {
  key: 'selection-rules',
  label: 'Selection rule',
  plural: 'NRAI selection rules',
  routes: {
    list: pathwayApi.listSelectionRules,
    create: pathwayApi.createSelectionRule,
    update: pathwayApi.updateSelectionRule,
    remove: pathwayApi.deleteSelectionRule,
  },
  schema: selectionRuleInputSchema,
  clientList: {
    items: (data) => (data as RouteResponse<typeof pathwayApi.listSelectionRules>).items,
    words: (item) => [item.season, category(item), item.discipline, item.nextStep, item.source].map(String).join(' '),
  },
  fields: [
    { name: 'season', label: 'Season', type: 'number', required: true, hint: 'The calendar year, e.g. 2026' },
    { name: 'category', label: 'Category', type: 'select', options: NRAI_CATEGORIES, optionLabels: NRAI_CATEGORY_LABELS, required: true },
    { name: 'discipline', label: 'Discipline', type: 'select', options: DISCIPLINES, optionLabels: DISCIPLINE_LABELS, required: true },
    {
      name: 'bestN',
      label: 'Best scores that count',
      type: 'number',
      required: true,
      hint: 'How many of a member’s best scores of the season (1 to 20)',
    },
    {
      name: 'countedLevels',
      label: 'Levels that count',
      type: 'multi',
      options: COMPETITION_LEVELS,
      optionLabels: COMPETITION_LEVEL_LABELS,
      required: true,
    },
    {
      name: 'nextStep',
      label: 'Next step',
      type: 'text',
      required: true,
      hint: 'The championship it leads to, e.g. National Shotgun Championship',
    },
    { name: 'nextStepDate', label: 'Next step date', type: 'date', nullable: true },
    {
      name: 'qualifyingScore',
      label: 'Minimum qualifying score',
      type: 'number',
      required: true,
      hint: 'Out of 125 targets (0 to 125)',
    },
    { name: 'source', label: 'Source', type: 'text', required: true, hint: 'Where the values come from, e.g. the NRAI circular’s title' },
    { name: 'sourceUrl', label: 'Source link', type: 'url', nullable: true },
    { name: 'notes', label: 'Notes', type: 'textarea' },
    { name: 'verified', label: 'Verified against the source', type: 'checkbox' },
  ],
  filters: [
    { name: 'season', label: 'Season', options: SEASONS },
    { name: 'category', label: 'Category', options: NRAI_CATEGORIES, optionLabels: NRAI_CATEGORY_LABELS },
    { name: 'discipline', label: 'Discipline', options: DISCIPLINES, optionLabels: DISCIPLINE_LABELS },
  ],
  searchPlaceholder: 'Search seasons, championships and sources',
  deleteNote: 'is removed: members of that category see no standing for the season until a rule is added',
  titleOf: (item) => `${String(item.season)} · ${category(item)} · ${DISCIPLINE_LABELS[str(item.discipline)] ?? str(item.discipline)}`,
  metaOf: (item, say) => [
    say(item.verified ? 'Verified' : 'Not verified'),
    say('Best {{n}}', { n: String(item.bestN) }),
    say('MQS {{n}}', { n: String(item.qualifyingScore) }),
    (Array.isArray(item.countedLevels) ? (item.countedLevels as CompetitionLevel[]) : [])
      .map((l) => say(COMPETITION_LEVEL_LABELS[l] ?? l))
      .join(', '),
    say('Next: {{step}}', { step: str(item.nextStep) }),
  ],
  actions: [
    {
      label: 'Mark verified',
      when: (item) => !item.verified,
      patch: (item) => ({ ...ruleBody(item), verified: true }),
      done: 'Rule marked verified',
    },
  ],
};
