import { useSearchParams } from 'react-router';
import { Button, Label, PageHead, Spinner, useAppConfig, Select } from '@trap/ui';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { filterOptions, useRanges, type RangeFilters } from './api/ranges-queries.ts';
import { IndiaMap } from './components/india-map.tsx';
import { RangeCard } from './components/range-card.tsx';
import { useRangesT } from './texts/texts.ts';
import './ranges.css';

const FILTER_KEYS = ['state', 'city', 'feature'] as const;

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: string[];
  onChange: (v: string) => void;
}) {
  const { t } = useRangesT();
  return (
    <div className="ranges-filter">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className="ranges-filter__select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('list.all')}</option>
        {/* a value from a shared link that no range has any more still shows as chosen */}
        {value && !options.includes(value) ? <option value={value}>{value}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** /shooting-ranges: the directory with state, city and feature filters (kept in the URL) and a map of India. */
export default function ShootingRangesPage() {
  const [params, setParams] = useSearchParams();
  const filters: RangeFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as RangeFilters;
  const all = useRanges();
  const list = useRanges(filters);
  const { siteOrigin } = useAppConfig();
  const options = filterOptions(all.data ?? [], filters.state);
  const filtered = FILTER_KEYS.some((k) => filters[k]);
  const ranges = list.data ?? [];
  const { t } = useRangesT();

  const setFilter = (key: (typeof FILTER_KEYS)[number], value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // a city belongs to its state: choosing another state drops a city that is not in it
    if (key === 'state' && next.get('city')) {
      const city = next.get('city')!;
      if (!filterOptions(all.data ?? [], value).cities.includes(city)) next.delete('city');
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="page ranges-page">
      <PageHead
        title={t('list.title')}
        description={t('list.description')}
        path="/shooting-ranges"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Shooting ranges in India',
          itemListElement: ranges.map((r, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            url: absoluteUrl(siteOrigin, `/shooting-ranges/${r.id}`),
            name: r.name,
          })),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('list.eyebrow')}</p>
        <h1>{t('list.title')}</h1>
        <p className="page__lead">{t('list.lead')}</p>
      </header>

      <form className="ranges-filters" role="search" aria-label={t('list.filtersLabel')} onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          id="range-state"
          label={t('list.state')}
          value={filters.state ?? ''}
          options={options.states}
          onChange={(v) => setFilter('state', v)}
        />
        <FilterSelect
          id="range-city"
          label={t('list.city')}
          value={filters.city ?? ''}
          options={options.cities}
          onChange={(v) => setFilter('city', v)}
        />
        <FilterSelect
          id="range-feature"
          label={t('list.feature')}
          value={filters.feature ?? ''}
          options={options.features}
          onChange={(v) => setFilter('feature', v)}
        />
        {filtered ? (
          <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            {t('list.clear')}
          </Button>
        ) : null}
      </form>

      <p className="ranges-count" role="status" aria-live="polite">
        {list.isPending
          ? ''
          : list.isError
            ? ''
            : filtered
              ? t('list.countFiltered', { count: ranges.length })
              : t('list.count', { count: ranges.length })}
      </p>

      <div className="ranges-layout">
        <div className="ranges-layout__map">
          <IndiaMap ranges={ranges} highlightState={filters.state} label={t('list.mapLabel')} />
        </div>
        <section className="ranges-layout__list" aria-label={t('list.listLabel')} aria-busy={list.isFetching}>
          {list.isPending ? (
            <Spinner block label={t('list.loading')} />
          ) : list.isError ? (
            <div className="ranges-empty" role="alert">
              <p>{t('list.failed')}</p>
              <Button variant="outline" onClick={() => void list.refetch()}>
                {t('tryAgain')}
              </Button>
            </div>
          ) : ranges.length === 0 ? (
            <p className="ranges-empty">{filtered ? t('list.noMatch') : t('list.none')}</p>
          ) : (
            <ul className="ranges-list">
              {ranges.map((r) => (
                <li key={r.id}>
                  <RangeCard range={r} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
