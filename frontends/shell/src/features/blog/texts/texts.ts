import type { BlogCategory } from '@trap/contracts';
import { featureTexts } from '@trap/ui';
import en from './en.json';

/** /blog and an article's page: their texts (English here, Hindi a chunk of its own). */
export const BLOG_NS = 'shellBlog';
export const useBlogT = featureTexts(BLOG_NS, en, () => import(/* webpackChunkName: "i18n-shell-blog-hi" */ './hi.json'));

/** A category's name in the page's language (the contract's values are SPEC's English names). */
export const CATEGORY_TEXTS: Record<BlogCategory, { textKey: string }> = {
  Technique: { textKey: 'category.technique' },
  Equipment: { textKey: 'category.equipment' },
  Competitions: { textKey: 'category.competitions' },
  Training: { textKey: 'category.training' },
  'Club News': { textKey: 'category.clubNews' },
};
/** A category's name with the page's `t` (an unknown one as it came). */
export const categoryName = (t: (key: string) => string, category: string): string =>
  category in CATEGORY_TEXTS ? t(CATEGORY_TEXTS[category as BlogCategory].textKey) : category;
