import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The club events review (English here, Hindi a chunk of its own). */
export const CLUB_EVENTS_NS = 'adminClubEvents';
export const useClubEventsT = featureTexts(CLUB_EVENTS_NS, en, () => import(/* webpackChunkName: "i18n-admin-club-events-hi" */ './hi.json'));
