import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_TYPES, type SearchHit, type SearchType } from '@trap/contracts';
import { ApiError, Button, Input, PageHead, Spinner, useMessageText } from '@trap/ui';
import { useSearch } from './api/search-queries.ts';
import { Highlighted } from './components/highlighted.tsx';
import { textLang } from '../../shared/lib/text-lang.ts';
import { useSearchT } from './texts/texts.ts';
import './search.css';

/** Group headings (plural) and the filter's labels, and the no-results sentence naming the type. */
const TYPE_TEXTS: Record<SearchType, { labelKey: string; noResultsKey: string }> = {
  podcast: { labelKey: 'types.podcast', noResultsKey: 'noResultsIn.podcast' },
  ama: { labelKey: 'types.ama', noResultsKey: 'noResultsIn.ama' },
  blog_post: { labelKey: 'types.blog_post', noResultsKey: 'noResultsIn.blog_post' },
  shooter: { labelKey: 'types.shooter', noResultsKey: 'noResultsIn.shooter' },
  shooting_range: { labelKey: 'types.shooting_range', noResultsKey: 'noResultsIn.shooting_range' },
  shooting_tip: { labelKey: 'types.shooting_tip', noResultsKey: 'noResultsIn.shooting_tip' },
  forum_topic: { labelKey: 'types.forum_topic', noResultsKey: 'noResultsIn.forum_topic' },
};
const typeFrom = (v: string | null): SearchType | undefined =>
  (SEARCH_TYPES as readonly string[]).includes(v ?? '') ? (v as SearchType) : undefined;
/** Typing updates the results after this pause. */
const TYPING_DELAY_MS = 350;

/** Where a text puts the searched words ({{term}}): they are set in bold around it, never read as markup. */
const TERM = '\u0001';
function withTerm(text: string, term: string) {
  const [before, after = ''] = text.split(TERM);
  return (
    <>
      {before}
      <strong>“{term}”</strong>
      {after}
    </>
  );
}

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
  const { t } = useSearchT();
  // the contract's message for a refused search (its length) in the page's language
  const messageText = useMessageText();

  // the URL is the source of truth (back/forward, links from tags); typing that already matches it
  // (a trailing space before the next word) is left alone
  useEffect(() => setText((typed) => (typed.trim() === q ? typed : q)), [q]);
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
        title={q ? t('pageTitleQuery', { q }) : t('pageTitle')}
        description={t('description')}
        noindex
      />
      <header className="page__header">
        <h1>{t('heading')}</h1>
        <p className="page__lead">{t('lead')}</p>
      </header>

      <form role="search" className="search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="ui-sr-only">
          {t('inputLabel')}
        </label>
        <Input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={text}
          maxLength={200}
          placeholder={t('placeholder')}
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">{t('submit')}</Button>
      </form>

      <div className="home-filter" role="group" aria-label={t('filterLabel')}>
        {([undefined, ...SEARCH_TYPES] as (SearchType | undefined)[]).map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className={option === type ? 'home-chip is-active' : 'home-chip'}
            aria-pressed={option === type}
            onClick={() => apply(q, option, false)}
          >
            {option ? t(TYPE_TEXTS[option].labelKey) : t('all')}
          </button>
        ))}
      </div>

      <p role="status" className="ui-sr-only">
        {!q || search.isPending
          ? ''
          : search.isError
            ? t('failedStatus')
            : result && result.total > 0
              ? t('foundStatus', { count: result.total, query: result.query })
              : t('noResultsStatus', { q })}
      </p>
      <div aria-busy={search.isFetching}>
        {!q ? (
          <p className="home-empty">{t('typeToSearch')}</p>
        ) : search.isPending ? (
          <Spinner label={t('searching')} />
        ) : search.isError ? (
          <p className="home-empty" role="alert">
            {badInput
              ? (messageText((search.error as ApiError).body?.message) ?? t('checkText'))
              : t('unavailable')}
          </p>
        ) : !result || result.results.length === 0 ? (
          <div className="home-empty" data-testid="search-no-results">
            <p>
              {withTerm(type ? t(TYPE_TEXTS[type].noResultsKey, { term: TERM }) : t('noResults', { term: TERM }), q)}
            </p>
            <p>{type ? t('hintTyped') : t('hint')}</p>
            {type ? (
              <Button variant="link" onClick={() => apply(q, undefined, false)}>
                {t('searchEverything')}
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <p className="search__count">
              {withTerm(
                result.total > result.results.length
                  ? t('countShowing', { count: result.total, term: TERM, shown: result.results.length })
                  : t('count', { count: result.total, term: TERM }),
                result.query,
              )}
            </p>
            {groupByType(result.results).map(([group, hits]) => (
              <section key={group} className="search__group" aria-labelledby={`group-${group}`} data-type={group}>
                <h2 id={`group-${group}`}>
                  {t(TYPE_TEXTS[group].labelKey)} <span className="search__group-count">({hits.length})</span>
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
