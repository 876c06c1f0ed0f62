import { featureTexts } from '@trap/ui/core';
import en from './locales/en/dialogs.json';

/**
 * The words of @trap/ui's dialogs and the guided tour's card (Cancel, Close, Saving..., Step 1 of 3, Next):
 * a namespace of their own, registered by the modules that render them, so their English comes with the
 * screens that open a dialog and not in the start-up's common texts. Hindi is a chunk of its own.
 */
export const DIALOGS_NS = 'commonDialogs';
export const useDialogsT = featureTexts(DIALOGS_NS, en, () => import(/* webpackChunkName: "i18n-common-dialogs-hi" */ './locales/hi/dialogs.json'));
