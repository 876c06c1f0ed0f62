import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /report-abuse's texts (English here, Hindi a chunk of its own; the form's own are @trap/ui's). */
export const REPORT_ABUSE_NS = 'shellReportAbuse';
export const useReportAbuseT = featureTexts(REPORT_ABUSE_NS, en, () => import(/* webpackChunkName: "i18n-shell-report-abuse-hi" */ './hi.json'));
