import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The member's logs' shared texts: the log panel, its forms' buttons and toasts, the competition log. */
export const SHARED_LOGS_NS = 'memberSharedLogs';
export const useSharedLogsT = featureTexts(SHARED_LOGS_NS, en, () => import(/* webpackChunkName: "i18n-member-shared-logs-hi" */ './hi.json'));
