// @vitest-environment node
// (reads the feature's sources from disk: a file URL, which jsdom's import.meta.url is not)
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COMPETITION_LEVEL_LABELS,
  COST_OF_OWNERSHIP_RULE,
  MAINTENANCE_TYPES,
  NRAI_CATEGORY_LABELS,
  SERVICE_RULE,
  type CompetitionLevel,
  type NraiCategory,
} from '@trap/contracts';
import { describeAppTexts } from '@trap/ui/testing/app-texts-suite.ts';
import { EQUIPMENT_NS } from './texts.ts';
import { levelText, maintenanceTypeText, nraiCategoryText } from './words.ts';
import en from './en.json';
import hi from './hi.json';

describeAppTexts('the equipment screen’s texts', { ns: EQUIPMENT_NS, en, hi, srcDir: fileURLToPath(new URL('..', import.meta.url)) });

/** Reads a key of the English file, as the screen's t does in English. */
const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

describe('the equipment screen’s English from contracts', () => {
  it('writes the maintenance types, competition levels and NRAI categories as contracts’ tables do', () => {
    for (const type of MAINTENANCE_TYPES) expect(maintenanceTypeText(english, type)).toBe(type);
    expect(maintenanceTypeText(english, 'Barrel polish'), 'a type outside the list shows as saved').toBe('Barrel polish');
    for (const [level, label] of Object.entries(COMPETITION_LEVEL_LABELS)) expect(levelText(english, level as CompetitionLevel)).toBe(label);
    for (const [category, label] of Object.entries(NRAI_CATEGORY_LABELS))
      expect(nraiCategoryText(english, category as NraiCategory)).toBe(label);
  });

  it('states the service and cost-of-ownership rules as contracts word them', () => {
    expect(en.maintenance.serviceRule).toBe(SERVICE_RULE);
    expect(en.gear.usageNote.endsWith(`Total cost of ownership: ${COST_OF_OWNERSHIP_RULE.charAt(0).toLowerCase()}${COST_OF_OWNERSHIP_RULE.slice(1)}`)).toBe(true);
  });
});
