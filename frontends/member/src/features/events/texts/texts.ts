import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The events screens' texts (event list, event page, entries, check-in, squads, event form; English here, Hindi a chunk of its own). */
export const EVENTS_NS = 'memberEvents';
export const useEventsT = featureTexts(
  EVENTS_NS,
  en,
  () => import(/* webpackChunkName: "i18n-member-events-hi" */ './hi.json'),
);
