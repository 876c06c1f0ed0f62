import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The maintenance page's texts (English here, Hindi a chunk of its own; the page is not in the start-up). */
export const MAINTENANCE_NS = 'shellMaintenance';
export const useMaintenanceT = featureTexts(MAINTENANCE_NS, en, () => import(/* webpackChunkName: "i18n-shell-maintenance-hi" */ './hi.json'));
