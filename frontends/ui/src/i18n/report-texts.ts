import { featureTexts } from '@trap/ui/core';
import en from './locales/en/report.json';

/**
 * The Report button's and form's words and the names of what can be reported (contracts' reasons, item
 * labels and nouns): a namespace of their own, registered by the modules that show them, so their English
 * comes with the screens that report and not in the start-up's common texts. Hindi is a chunk of its own.
 */
export const REPORT_NS = 'commonReport';
export const useReportT = featureTexts(REPORT_NS, en, () => import(/* webpackChunkName: "i18n-common-report-hi" */ './locales/hi/report.json'));
