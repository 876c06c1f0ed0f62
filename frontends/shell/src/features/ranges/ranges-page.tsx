import { useSearchParams } from 'react-router';
import { Button, Label, PageHead, Spinner, useAppConfig, Select } from '@trap/ui';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { filterOptions, useRanges, type RangeFilters } from './api/ranges-queries.ts';
import { IndiaMap } from './components/india-map.tsx';
import { RangeCard } from './components/range-card.tsx';
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
  return (
    <div className="ranges-filter">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className="ranges-filter__select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
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
        title="Shooting Ranges"
        description="Find trap and clay shooting ranges across India by state, city and facilities, on a map."
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
        <p className="page__eyebrow">Directory</p>
        <h1>Shooting Ranges</h1>
        <p className="page__lead">Trap and clay ranges across India: where they are, what they offer and how to reach them.</p>
      </header>

      <form className="ranges-filters" role="search" aria-label="Filter ranges" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          id="range-state"
          label="State"
          value={filters.state ?? ''}
          options={options.states}
          onChange={(v) => setFilter('state', v)}
        />
        <FilterSelect
          id="range-city"
          label="City"
          value={filters.city ?? ''}
          options={options.cities}
          onChange={(v) => setFilter('city', v)}
        />
        <FilterSelect
          id="range-feature"
          label="Feature"
          value={filters.feature ?? ''}
          options={options.features}
          onChange={(v) => setFilter('feature', v)}
        />
        {filtered ? (
          <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
            Clear filters
          </Button>
        ) : null}
      </form>

      <p className="ranges-count" role="status" aria-live="polite">
        {list.isPending
          ? ''
          : list.isError
            ? ''
            : `${ranges.length} ${ranges.length === 1 ? 'range' : 'ranges'}${filtered ? ' match your filters' : ''}`}
      </p>

      <div className="ranges-layout">
        <div className="ranges-layout__map">
          <IndiaMap ranges={ranges} highlightState={filters.state} label="Map of India with the shooting ranges" />
        </div>
        <section className="ranges-layout__list" aria-label="Ranges" aria-busy={list.isFetching}>
          {list.isPending ? (
            <Spinner block label="Loading ranges..." />
          ) : list.isError ? (
            <div className="ranges-empty" role="alert">
              <p>There was a problem loading the ranges. Please try again later.</p>
              <Button variant="outline" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : ranges.length === 0 ? (
            <p className="ranges-empty">{filtered ? 'No ranges match these filters.' : 'No ranges listed yet.'}</p>
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
