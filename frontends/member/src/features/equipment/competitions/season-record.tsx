import { Badge, formatNumber, type Language } from '@trap/ui';
import { ordinal } from '../../../shared/logs/competition-log.tsx';
import { useEquipmentT } from '../texts/texts.ts';
import { levelText } from '../texts/words.ts';
import { istDay, points, type Standing } from './pathway-api.ts';

/** A finishing place: 1st, 2nd in English; in Hindi the number itself under the column's स्थान (an ordinal suffix does not carry over). */
const placingText = (place: number, language: Language) => (language === 'en' ? ordinal(place) : formatNumber(place, language));

/** The season's competitions, oldest first: date, name, level, score/max, placing and whether it counts. On a phone each row is a card. */
export function SeasonRecordTable({ standing }: { standing: Standing }) {
  const { t, language } = useEquipmentT();
  const label = {
    date: t('competitions.columns.date'),
    competition: t('competitions.columns.competition'),
    level: t('competitions.columns.level'),
    score: t('competitions.columns.score'),
    placing: t('competitions.columns.placing'),
    selection: t('competitions.columns.selection'),
  };
  return (
    <table className="cp-table" aria-label={t('competitions.recordOf', { season: standing.season })}>
      <thead>
        <tr>
          <th scope="col">{label.date}</th>
          <th scope="col">{label.competition}</th>
          <th scope="col">{label.level}</th>
          <th scope="col">{label.score}</th>
          <th scope="col">{label.placing}</th>
          <th scope="col">{label.selection}</th>
        </tr>
      </thead>
      <tbody>
        {standing.competitions.map((c) => (
          <tr key={c.id} className={c.counted ? 'cp-row--counted' : undefined}>
            <td data-label={label.date}>{istDay(c.date, language)}</td>
            <th scope="row" data-label={label.competition}>
              {c.name}
              {c.location ? <span className="cp-location">{c.location}</span> : null}
            </th>
            <td data-label={label.level}>{c.level ? levelText(t, c.level) : t('common.notSet')}</td>
            <td data-label={label.score}>
              {c.score === null ? '—' : `${c.score}${c.maxScore !== null ? `/${c.maxScore}` : ''}`}
              {c.normalisedScore !== null && c.maxScore !== 125 ? (
                <span className="cp-scaled"> {t('competitions.scaled', { points: points(c.normalisedScore, language) })}</span>
              ) : null}
            </td>
            <td data-label={label.placing}>{c.placing === null ? '—' : placingText(c.placing, language)}</td>
            <td data-label={label.selection}>
              {c.counted ? (
                <Badge tone="success">{t('competitions.counts')}</Badge>
              ) : c.eligible ? (
                <span className="pr-muted">{t('competitions.notInBest')}</span>
              ) : null}
              {c.note ? <span className="cp-note">{c.note}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
