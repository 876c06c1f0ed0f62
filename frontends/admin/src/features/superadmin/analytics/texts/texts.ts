import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The super-admin analytics page's texts, its charts' too (English here, Hindi a chunk of its own). */
export const ANALYTICS_NS = 'adminAnalytics';
export const useAnalyticsT = featureTexts(ANALYTICS_NS, en, () => import(/* webpackChunkName: "i18n-admin-analytics-hi" */ './hi.json'));
