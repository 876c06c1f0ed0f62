import { featureTexts } from '@trap/ui';
import en from './en.json';

/** The /bookmarks screen's texts (English here, Hindi a chunk of its own). */
export const FORUM_BOOKMARKS_NS = 'memberForumBookmarks';
export const useForumBookmarksT = featureTexts(FORUM_BOOKMARKS_NS, en, () => import(/* webpackChunkName: "i18n-member-forum-bookmarks-hi" */ './hi.json'));
