import { COMPETITION_LEVEL_LABELS } from '@trap/contracts';
import { Badge } from '@trap/ui';
import { ordinal } from '../../../shared/logs/competition-log.tsx';
import { istDay, points, type Standing } from './pathway-api.ts';

/** The season's competitions, oldest first: date, name, level, score/max, placing and whether it counts. On a phone each row is a card. */
export function SeasonRecordTable({ standing }: { standing: Standing }) {
  return (
    <table className="cp-table" aria-label={`Season record ${standing.season}`}>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Competition</th>
          <th scope="col">Level</th>
          <th scope="col">Score</th>
          <th scope="col">Placing</th>
          <th scope="col">Selection</th>
        </tr>
      </thead>
      <tbody>
        {standing.competitions.map((c) => (
          <tr key={c.id} className={c.counted ? 'cp-row--counted' : undefined}>
            <td data-label="Date">{istDay(c.date)}</td>
            <th scope="row" data-label="Competition">
              {c.name}
              {c.location ? <span className="cp-location">{c.location}</span> : null}
            </th>
            <td data-label="Level">{c.level ? COMPETITION_LEVEL_LABELS[c.level] : 'Not set'}</td>
            <td data-label="Score">
              {c.score === null ? '—' : `${c.score}${c.maxScore !== null ? `/${c.maxScore}` : ''}`}
              {c.normalisedScore !== null && c.maxScore !== 125 ? (
                <span className="cp-scaled"> ({points(c.normalisedScore)} of 125)</span>
              ) : null}
            </td>
            <td data-label="Placing">{c.placing === null ? '—' : ordinal(c.placing)}</td>
            <td data-label="Selection">
              {c.counted ? <Badge tone="success">Counts</Badge> : c.eligible ? <span className="pr-muted">Not in the best</span> : null}
              {c.note ? <span className="cp-note">{c.note}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
