import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_TYPES, type SearchHit, type SearchType } from '@trap/contracts';
import { ApiError, Button, Input, PageHead, Spinner } from '@trap/ui';
import { useSearch } from './api/search-queries.ts';
import { Highlighted } from './components/highlighted.tsx';
import { textLang } from '../../shared/lib/text-lang.ts';
import './search.css';

/** Group headings (plural) and the filter's labels, in the order groups are offered. */
const TYPE_LABELS: Record<SearchType, string> = {
  podcast: 'Podcasts',
  ama: 'AMA sessions',
  blog_post: 'Blog articles',
  shooter: 'Shooters',
  shooting_range: 'Shooting ranges',
  shooting_tip: 'Shooting tips',
  forum_topic: 'Forum topics',
};
const typeFrom = (v: string | null): SearchType | undefined =>
  (SEARCH_TYPES as readonly string[]).includes(v ?? '') ? (v as SearchType) : undefined;
/** Typing updates the results after this pause. */
const TYPING_DELAY_MS = 350;

/** Hits grouped by type; groups come in the order of their best-ranked hit, hits keep their rank. */
function groupByType(hits: SearchHit[]): [SearchType, SearchHit[]][] {
  const groups = new Map<SearchType, SearchHit[]>();
  for (const h of hits) groups.set(h.type, [...(groups.get(h.type) ?? []), h]);
  return [...groups];
}

/** /search?q=&type=: one box across podcasts, AMAs, blog articles, shooters, ranges and tips. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const type = typeFrom(params.get('type'));
  const [text, setText] = useState(q);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearch(q, type);

  // the URL is the source of truth (back/forward, links from tags); typing that already matches it
  // (a trailing space before the next word) is left alone
  useEffect(() => setText((t) => (t.trim() === q ? t : q)), [q]);
  useEffect(() => {
    if (!q) inputRef.current?.focus();
  }, [q]);

  const apply = useCallback(
    (nextQ: string, nextType: SearchType | undefined, replace: boolean) => {
      const next = new URLSearchParams();
      if (nextQ.trim()) next.set('q', nextQ.trim());
      if (nextType) next.set('type', nextType);
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  // results follow the typing after a short pause, without a history entry per keystroke
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => apply(text, type, true), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, type, apply]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(text, type, false);
  };

  const result = q ? search.data : undefined;
  const badInput = search.error instanceof ApiError && search.error.status === 400;
  return (
    <div className="page search">
      <PageHead
        title={q ? `Search: ${q}` : 'Search'}
        description="Search podcasts, AMA sessions, blog articles, shooters, ranges and tips."
        noindex
      />
      <header className="page__header">
        <h1>Search</h1>
        <p className="page__lead">Podcasts, AMA sessions, blog articles, shooters, shooting ranges and tips, all in one place.</p>
      </header>

      <form role="search" className="search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="ui-sr-only">
          Search the site
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          placeholder="Try “choke”, “Pune” or “second barrel”"
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>

      <div className="home-filter" role="group" aria-label="Result type">
        {([undefined, ...SEARCH_TYPES] as (SearchType | undefined)[]).map((t) => (
          <button
            key={t ?? 'all'}
            type="button"
            className={t === type ? 'home-chip is-active' : 'home-chip'}
            aria-pressed={t === type}
            onClick={() => apply(q, t, false)}
          >
            {t ? TYPE_LABELS[t] : 'All'}
          </button>
        ))}
      </div>

      <p role="status" className="ui-sr-only">
        {!q || search.isPending
          ? ''
          : search.isError
            ? 'Search failed.'
            : result && result.total > 0
              ? `${result.total === 1 ? '1 result' : `${result.total} results`} for ${result.query}`
              : `No results for ${q}`}
      </p>
      <div aria-busy={search.isFetching}>
        {!q ? (
          <p className="home-empty">Type a word or two to search the site.</p>
        ) : search.isPending ? (
          <Spinner label="Searching..." />
        ) : search.isError ? (
          <p className="home-empty" role="alert">
            {badInput
              ? ((search.error as ApiError).body?.message ?? 'Please check the search text.')
              : 'Search is not available right now. Please try again later.'}
          </p>
        ) : !result || result.results.length === 0 ? (
          <div className="home-empty" data-testid="search-no-results">
            <p>
              No results for <strong>“{q}”</strong>
              {type ? ` in ${TYPE_LABELS[type].toLowerCase()}` : ''}.
            </p>
            <p>Check the spelling, try fewer or more general words{type ? ', or search every type' : ''}.</p>
            {type ? (
              <Button variant="link" onClick={() => apply(q, undefined, false)}>
                Search everything
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <p className="search__count">
              {result.total === 1 ? '1 result' : `${result.total} results`} for <strong>“{result.query}”</strong>
              {result.total > result.results.length ? ` (showing the best ${result.results.length})` : ''}
            </p>
            {groupByType(result.results).map(([t, hits]) => (
              <section key={t} className="search__group" aria-labelledby={`group-${t}`} data-type={t}>
                <h2 id={`group-${t}`}>
                  {TYPE_LABELS[t]} <span className="search__group-count">({hits.length})</span>
                </h2>
                <ul className="search__results">
                  {hits.map((h) => (
                    <li
                      key={`${h.type}:${h.id}`}
                      className="search__hit"
                      data-testid="search-hit"
                      lang={textLang(`${h.title} ${h.snippetHtml.replace(/<[^>]*>|&\w+;/g, ' ')}`)}
                    >
                      <Link to={h.url} className="search__title">
                        <Highlighted html={h.titleHtml} />
                      </Link>
                      <p className="search__snippet">
                        <Highlighted html={h.snippetHtml} />
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
