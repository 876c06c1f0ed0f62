import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /journal screen's texts (English here, Hindi a chunk of its own). */
export const JOURNAL_NS = 'memberJournal';
export const useJournalT = featureTexts(JOURNAL_NS, en, () => import(/* webpackChunkName: "i18n-member-journal-hi" */ './hi.json'));
