import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /technique-insights screen's texts (English here, Hindi a chunk of its own). */
export const TECHNIQUE_INSIGHTS_NS = 'memberTechniqueInsights';
export const useTechniqueInsightsT = featureTexts(TECHNIQUE_INSIGHTS_NS, en, () =>
  import(/* webpackChunkName: "i18n-member-technique-insights-hi" */ './hi.json'),
);
