import { BLOG_CATEGORIES, type BlogCategory } from '@trap/contracts';

/** SPEC 2.9: All, Technique, Equipment, Competitions, Training, Club News (undefined is All). Used by the home page and /blog. */
export function CategoryFilter({ value, onChange }: { value: BlogCategory | undefined; onChange(next: BlogCategory | undefined): void }) {
  const options: [string, BlogCategory | undefined][] = [
    ['All', undefined],
    ...BLOG_CATEGORIES.map((c) => [c, c] as [string, BlogCategory]),
  ];
  return (
    <div className="home-filter" role="group" aria-label="Blog category">
      {options.map(([label, category]) => (
        <button
          key={label}
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
