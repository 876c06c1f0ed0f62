/**
 * The translation engine: i18next, loaded only when it is needed (i18n.ts): by a page shown in Hindi,
 * by the server's render of every page, and by a screen that uses `<Trans>`. One instance per page
 * serves every language at once (each text is asked for in a language, never by switching the
 * instance's own), so the server shares it between renders in different languages.
 */
import { createInstance, type Resource } from 'i18next';
import { linkDevanagariFont } from './devanagari-font.ts';
import type { Messages, TextsEngine } from './i18n.ts';

export function createTextsEngine(texts: Record<string, Record<string, Messages>>): TextsEngine {
  const instance = createInstance();
  void instance.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi'],
    resources: texts as Resource,
    // every text is added before it is asked for: init finishes synchronously
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnEmptyString: false,
  });
  return {
    instance,
    linkFont: () => {
      if (typeof document !== 'undefined') linkDevanagariFont();
    },
    t: (language, ns, key, options) => instance.t(key, { ...options, lng: language, ns }),
    addTexts: (language, ns, messages) => {
      if (!instance.hasResourceBundle(language, ns)) instance.addResourceBundle(language, ns, messages, true, true);
    },
  };
}
