import { BLOG_CATEGORIES, type BlogCategory } from '@trap/contracts';

/**
 * SPEC 2.9: All, Technique, Equipment, Competitions, Training, Club News (undefined is All). Used by the home page and /blog.
 * `labels`: the chips' and the group's names in the page's language (English, SPEC's names, without it).
 */
export function CategoryFilter({
  value,
  onChange,
  labels,
}: {
  value: BlogCategory | undefined;
  onChange(next: BlogCategory | undefined): void;
  labels?: { group: string; all: string; category(category: BlogCategory): string };
}) {
  const options: [string, BlogCategory | undefined][] = [
    [labels?.all ?? 'All', undefined],
    ...BLOG_CATEGORIES.map((c) => [labels ? labels.category(c) : c, c] as [string, BlogCategory]),
  ];
  return (
    <div className="home-filter" role="group" aria-label={labels?.group ?? 'Blog category'}>
      {options.map(([label, category]) => (
        <button
          key={category ?? ''}
          type="button"
          className={category === value ? 'home-chip is-active' : 'home-chip'}
          aria-pressed={category === value}
          onClick={() => onChange(category)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export const categoryFrom = (value: string | null): BlogCategory | undefined =>
  (BLOG_CATEGORIES as readonly string[]).includes(value ?? '') ? (value as BlogCategory) : undefined;
