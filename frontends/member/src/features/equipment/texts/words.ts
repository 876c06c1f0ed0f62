import type { CompetitionLevel, NraiCategory } from '@trap/contracts';
import { formatDate, formatNumber, formatRupees, formatShortMonth, type Language, type TFunction } from '@trap/ui';

/**
 * The /equipment screen's words from contracts' tables (MAINTENANCE_TYPES, COMPETITION_LEVEL_LABELS,
 * NRAI_CATEGORY_LABELS) in the page's language: the English texts are those tables word for word
 * (texts.test.ts checks it), the Hindi by the glossary.
 */
const MAINTENANCE_TYPE_TEXTS: Record<string, { textKey: string }> = {
  Cleaning: { textKey: 'maintenanceTypes.cleaning' },
  Service: { textKey: 'maintenanceTypes.service' },
  Repair: { textKey: 'maintenanceTypes.repair' },
  'Part replacement': { textKey: 'maintenanceTypes.partReplacement' },
  Inspection: { textKey: 'maintenanceTypes.inspection' },
  Other: { textKey: 'maintenanceTypes.other' },
};
const LEVEL_TEXTS: Record<CompetitionLevel, { textKey: string }> = {
  club: { textKey: 'levels.club' },
  state: { textKey: 'levels.state' },
  zonal: { textKey: 'levels.zonal' },
  national: { textKey: 'levels.national' },
  international: { textKey: 'levels.international' },
};
const CATEGORY_TEXTS: Record<NraiCategory, { textKey: string }> = {
  men: { textKey: 'nraiCategories.men' },
  women: { textKey: 'nraiCategories.women' },
  junior_men: { textKey: 'nraiCategories.junior_men' },
  junior_women: { textKey: 'nraiCategories.junior_women' },
  veteran: { textKey: 'nraiCategories.veteran' },
};

/** A maintenance type in the page's language; one outside the list (an older record's) shows as it was saved. */
export const maintenanceTypeText = (t: TFunction, type: string) => {
  const known = Object.hasOwn(MAINTENANCE_TYPE_TEXTS, type) ? MAINTENANCE_TYPE_TEXTS[type] : undefined;
  return known ? t(known.textKey) : type;
};
export const levelText = (t: TFunction, level: CompetitionLevel) => t(LEVEL_TEXTS[level].textKey);
export const nraiCategoryText = (t: TFunction, category: NraiCategory) => t(CATEGORY_TEXTS[category].textKey);

/** A calendar day (YYYY-MM-DD) in India: 1 Mar 2026 / 1 मार्च 2026 (noon in IST: the same day on every clock). */
export const dayText = (day: string, language: Language) => formatDate(`${day.slice(0, 10)}T12:00:00+05:30`, language);

/** Whole rupees (₹1,25,000), the paise rounded away, as the equipment cards write prices and costs. */
export const wholeRupees = (amount: number, language: Language) => formatRupees(Math.round(amount), language);

export const count = (n: number, language: Language) => formatNumber(n, language);

/** YYYY-MM as a chart's short month: Nov 26 / नव॰ 26 (mid-month in IST: the same month on every clock). */
export const shortMonthText = (month: string, language: Language) => formatShortMonth(`${month}-15T12:00:00+05:30`, language);
