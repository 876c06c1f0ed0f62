import { DISCIPLINE_RULES, type ShootCategory } from '@trap/contracts';
import { useShootsT } from './texts/texts.ts';
import type { Leaderboard } from './use-live-leaderboard.ts';

type Group = Leaderboard['groups'][number];

const TIE_TEXTS = {
  'count-back': { noteKey: 'table.countBack', titleKey: 'table.countBackTitle' },
  'shoot-off': { noteKey: 'table.shootOff', titleKey: 'table.shootOffTitle' },
} as const;
/** The group's category in the page's language (the API's label is English). */
const CATEGORY_TEXTS: Record<ShootCategory, { textKey: string }> = {
  open: { textKey: 'categories.open' },
  women: { textKey: 'categories.women' },
  junior: { textKey: 'categories.junior' },
  veteran: { textKey: 'categories.veteran' },
};

/**
 * One discipline and category: rank, shooter, squad, each round, total (and DTL points). The TV shows
 * a long group a page at a time: the entries from `from` to `to`, headed '(continued)' after the first.
 */
export function LeaderboardTable({ group, from = 0, to }: { group: Group; from?: number; to?: number }) {
  const rounds = Math.max(0, ...group.entries.map((e) => e.rounds.length));
  const points = group.entries.some((e) => e.points !== null);
  const headingId = `lb-${group.discipline}-${group.category}-${from}`;
  const { t } = useShootsT();
  // disciplines keep their names in both languages
  const label = t('table.group', { discipline: DISCIPLINE_RULES[group.discipline].label, category: t(CATEGORY_TEXTS[group.category].textKey) });
  return (
    <section className="lb-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label}
        {from > 0 ? <span className="lb-continued"> {t('table.continued')}</span> : null}
      </h2>
      <table className="lb-table">
        <thead>
          <tr>
            <th scope="col" className="lb-col-rank">
              {t('table.rank')}
            </th>
            <th scope="col">{t('table.shooter')}</th>
            <th scope="col" className="lb-squad">
              {t('table.squad')}
            </th>
            {Array.from({ length: rounds }, (_, i) => (
              <th key={i} scope="col" className="lb-round">
                {t('table.round', { n: i + 1 })}
              </th>
            ))}
            <th scope="col" className="lb-col-total">
              {t('table.total')}
            </th>
            {points ? (
              <th scope="col" className="lb-col-pts">
                {t('table.points')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {group.entries.slice(from, to).map((e) => (
            <tr key={e.shooterId} data-testid="lb-row">
              <td className="lb-rank">
                {e.rank}
                {e.tieBreak ? (
                  <abbr className={`lb-tie lb-tie--${e.tieBreak}`} title={t(TIE_TEXTS[e.tieBreak].titleKey)}>
                    {t(TIE_TEXTS[e.tieBreak].noteKey)}
                  </abbr>
                ) : null}
              </td>
              <th scope="row" className="lb-name">
                {e.name}
              </th>
              <td className="lb-squad">{e.squad}</td>
              {Array.from({ length: rounds }, (_, i) => (
                <td key={i} className="lb-round">
                  {e.rounds[i] ?? 0}
                </td>
              ))}
              <td className="lb-total" aria-label={t('table.totalLabel', { total: e.total, shot: e.targetsShot })}>
                {e.total}
              </td>
              {points ? <td>{e.points ?? ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
