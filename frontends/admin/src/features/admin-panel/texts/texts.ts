import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The admin panel's frame: its heading and its sections (English here, Hindi a chunk of its own). */
export const ADMIN_PANEL_NS = 'adminPanel';
export const useAdminPanelT = featureTexts(ADMIN_PANEL_NS, en, () => import(/* webpackChunkName: "i18n-admin-panel-hi" */ './hi.json'));
