import type { ContentKind } from './content-kinds.ts';
import { useContentT } from './texts/texts.ts';

/** Each kind's names (and its own search placeholder and delete note) in the page's language; English as the kinds write them. */
const KIND_TEXTS: Record<string, { labelKey: string; pluralKey: string; searchKey?: string; deleteNoteKey?: string }> = {
  blog: { labelKey: 'kinds.blog.label', pluralKey: 'kinds.blog.plural' },
  podcasts: { labelKey: 'kinds.podcasts.label', pluralKey: 'kinds.podcasts.plural' },
  amas: { labelKey: 'kinds.amas.label', pluralKey: 'kinds.amas.plural' },
  shooters: { labelKey: 'kinds.shooters.label', pluralKey: 'kinds.shooters.plural' },
  ranges: { labelKey: 'kinds.ranges.label', pluralKey: 'kinds.ranges.plural' },
  tips: { labelKey: 'kinds.tips.label', pluralKey: 'kinds.tips.plural' },
  tags: { labelKey: 'kinds.tags.label', pluralKey: 'kinds.tags.plural' },
  'selection-rules': {
    labelKey: 'kinds.selectionRules.label',
    pluralKey: 'kinds.selectionRules.plural',
    searchKey: 'kinds.selectionRules.search',
    deleteNoteKey: 'kinds.selectionRules.deleteNote',
  },
  'equipment-categories': {
    labelKey: 'kinds.equipmentCategories.label',
    pluralKey: 'kinds.equipmentCategories.plural',
    searchKey: 'kinds.equipmentCategories.search',
  },
  'promo-codes': {
    labelKey: 'kinds.promoCodes.label',
    pluralKey: 'kinds.promoCodes.plural',
    searchKey: 'kinds.promoCodes.search',
    deleteNoteKey: 'kinds.promoCodes.deleteNote',
  },
};

/**
 * The content screens' texts with the kind's names: `label` and `plural` as headings and toasts start
 * with them, `lowerLabel` and `lowerPlural` inside a sentence (English lower-cases them, Hindi has no case).
 * A kind not in the table reads as it is written.
 */
export function useKindTexts(kind: ContentKind) {
  const { t, language } = useContentT();
  const k = KIND_TEXTS[kind.key];
  const label = k ? t(k.labelKey) : kind.label;
  const plural = k ? t(k.pluralKey) : kind.plural;
  const lower = (s: string) => (language === 'en' ? s.toLowerCase() : s);
  return {
    t,
    language,
    label,
    plural,
    lowerLabel: lower(label),
    lowerPlural: lower(plural),
    lower,
    searchPlaceholder: k?.searchKey ? t(k.searchKey) : (kind.searchPlaceholder ?? t('searchTitles')),
    deleteNote: k?.deleteNoteKey ? t(k.deleteNoteKey) : (kind.deleteNote ?? t('deleteNote')),
  };
}
