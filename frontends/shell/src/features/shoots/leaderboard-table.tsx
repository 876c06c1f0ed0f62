import type { Leaderboard } from './use-live-leaderboard.ts';

type Group = Leaderboard['groups'][number];

const TIE_NOTE = { 'count-back': 'CB', 'shoot-off': 'SO' } as const;
const TIE_TITLE = { 'count-back': 'Tie decided by count-back', 'shoot-off': 'Still tied: a shoot-off decides' } as const;

/**
 * One discipline and category: rank, shooter, squad, each round, total (and DTL points). The TV shows
 * a long group a page at a time: the entries from `from` to `to`, headed '(continued)' after the first.
 */
export function LeaderboardTable({ group, from = 0, to }: { group: Group; from?: number; to?: number }) {
  const rounds = Math.max(0, ...group.entries.map((e) => e.rounds.length));
  const points = group.entries.some((e) => e.points !== null);
  const headingId = `lb-${group.discipline}-${group.category}-${from}`;
  return (
    <section className="lb-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label}
        {from > 0 ? <span className="lb-continued"> (continued)</span> : null}
      </h2>
      <table className="lb-table">
        <thead>
          <tr>
            <th scope="col" className="lb-col-rank">
              Rank
            </th>
            <th scope="col">Shooter</th>
            <th scope="col" className="lb-squad">
              Squad
            </th>
            {Array.from({ length: rounds }, (_, i) => (
              <th key={i} scope="col" className="lb-round">
                R{i + 1}
              </th>
            ))}
            <th scope="col" className="lb-col-total">
              Total
            </th>
            {points ? (
              <th scope="col" className="lb-col-pts">
                Pts
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
                  <abbr className={`lb-tie lb-tie--${e.tieBreak}`} title={TIE_TITLE[e.tieBreak]}>
                    {TIE_NOTE[e.tieBreak]}
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
              <td className="lb-total" aria-label={`Total ${e.total} of ${e.targetsShot}`}>
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
