import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useSearchParams } from 'react-router';
import { LeaderboardStatus } from './leaderboard-status.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { rotationMs, TV_FALLBACK_CAPACITY, TV_UNITS, tvPages } from './tv-pages.ts';
import type { Leaderboard } from './use-live-leaderboard.ts';
import { useTvPaging } from './use-tv-paging.ts';
import { useShootsT } from './texts/texts.ts';

/**
 * Rows the board's page area holds: its height over a probe one row high (the CSS sizes rows from the
 * screen, so this follows the TV's resolution), measured again when the screen changes size.
 */
function useCapacity() {
  const area = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const [capacity, setCapacity] = useState(TV_FALLBACK_CAPACITY);
  useLayoutEffect(() => {
    const el = area.current;
    if (!el || !probe.current) return;
    const measure = () => {
      const row = probe.current?.getBoundingClientRect().height ?? 0;
      // +1 px a row: the table rows' borders
      if (row > 0 && el.clientHeight > 0) setCapacity(Math.floor(el.clientHeight / (row + 1)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { area, probe, capacity };
}

/**
 * The clubhouse TV: the leaderboard over the whole screen, a page at a time (groups packed onto
 * pages, a long group split), turning every 10 s (`?rotate=<seconds>`, 0 to stay) and on the arrow,
 * page and space keys a remote sends; the page indicator says which page is up.
 */
export function TvBoard({ board, live }: { board: Leaderboard; live: boolean }) {
  const [params] = useSearchParams();
  const interval = rotationMs(params.get('rotate'));
  const { area, probe, capacity } = useCapacity();
  const pages = useMemo(
    () =>
      tvPages(
        board.groups.map((g) => g.entries.length),
        capacity,
      ),
    [board.groups, capacity],
  );
  const { current, turn } = useTvPaging(pages.length, interval);
  const { t } = useShootsT();
  const page = pages[current] ?? [];
  const units = {
    '--tv-heading': TV_UNITS.heading,
    '--tv-head': TV_UNITS.head,
    '--tv-gap': TV_UNITS.gap,
  } as CSSProperties;
  return (
    <div className="lb lb--tv" style={units}>
      <header className="lb-tv__head">
        <h1>{board.title}</h1>
        <LeaderboardStatus board={board} live={live} />
      </header>
      <div className="lb-tv__area" ref={area}>
        <span className="lb-tv__probe" ref={probe} aria-hidden="true" />
        {board.groups.length === 0 ? (
          <p className="lb-empty">{t('noSquads')}</p>
        ) : (
          // keyed by page: each page fades in afresh (not with reduced motion)
          <div className="lb-tv__page" key={current}>
            {page.map((s) => {
              const g = board.groups[s.group]!;
              return <LeaderboardTable key={`${g.discipline}-${g.category}-${s.from}`} group={g} from={s.from} to={s.to} />;
            })}
          </div>
        )}
      </div>
      <footer className="lb-tv__foot">
        <p className="lb-legend">{t('legend')}</p>
        {/* shown for a single page too: the footer keeps its height, so the rows measured stay true */}
        {pages.length > 0 ? (
          <p className="lb-tv__pager" data-testid="tv-pager">
            {t('tvPage', { current: current + 1, pages: pages.length })}
            {interval > 0 && pages.length > 1 ? (
              <span key={`${current}-${turn}`} className="lb-tv__timer" style={{ animationDuration: `${interval}ms` }} aria-hidden="true" />
            ) : null}
          </p>
        ) : null}
      </footer>
    </div>
  );
}
