import { useId } from 'react';
import { LANGUAGES, type Language } from '@trap/contracts/language';
import { COMMON_NS } from './common.ts';
import { useT } from './i18n.ts';

/**
 * The language switch of the header and the footer: a native select labelled "Language" / "भाषा"
 * (keyboard, screen readers and phones' own pickers for free). Each language is named in itself, so a
 * reader of either finds theirs; `lang` on the option lets a screen reader pronounce it.
 */
export function LanguageSwitch({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, language, setLanguage } = useT(COMMON_NS);
  const id = useId();
  const names: Record<Language, string> = { en: t('language.english'), hi: t('language.hindi') };
  return (
    <span className={['ui-language', compact ? 'ui-language--compact' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={compact ? 'ui-sr-only' : 'ui-language__label'}>
        {t('language.label')}
      </label>
      <select id={id} className="ui-language__select" value={language} onChange={(e) => void setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {names[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
