import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISCIPLINE_RULES, DISCIPLINES } from '@trap/contracts';
import { Card, Container, FormField, Spinner, errorMessage, Select } from '@trap/ui';
import { rateColour } from '../../shared/stats/miss-map.tsx';
import { pct, weatherQuery, type WeatherAnalysisBody } from '../../shared/training/training-api.ts';
import '../../shared/styles/page.css';
import '../../shared/training/training.css';

type Band = WeatherAnalysisBody['bands'][number];
const FACTORS: { key: Band['factor']; title: string }[] = [
  { key: 'wind', title: 'Wind' },
  { key: 'temperature', title: 'Temperature' },
  { key: 'light', title: 'Light' },
  { key: 'rain', title: 'Rain' },
];
/** "Wind: windy (15-25 km/h)", "Light: overcast". */
const bandName = (b: Band) => `${FACTORS.find((f) => f.key === b.factor)!.title}: ${b.band}`;

/** /weather (Weather Analysis): the member's scores against the conditions they logged. */
export default function WeatherPage() {
  const [discipline, setDiscipline] = useState('');
  const q = useQuery({
    ...weatherQuery(discipline),
    placeholderData: keepPreviousData,
  });
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Weather Analysis</h1>
          <Link to="/practice">Log Practice →</Link>
        </header>
        <Card aria-label="Filters">
          <FormField label="Discipline">
            <Select value={discipline} onChange={(e) => setDiscipline(e.target.value)}>
              <option value="">All disciplines</option>
              {DISCIPLINES.map((d) => (
                <option key={d} value={d}>
                  {DISCIPLINE_RULES[d].label}
                </option>
              ))}
            </Select>
          </FormField>
        </Card>
        {q.isPending ? <Spinner /> : null}
        {q.isError ? <p className="pr-error">{errorMessage(q.error)}</p> : null}
        {q.data ? <WeatherBody data={q.data} /> : null}
      </div>
    </Container>
  );
}

function Condition({ title, band, id }: { title: string; band: Band | null; id: string }) {
  return (
    <Card className="tr-cond" role="region" aria-labelledby={id}>
      <h2 id={id} className="pr-h2">
        {title}
      </h2>
      {band ? (
        <>
          <span className="tr-cond__band">{bandName(band)}</span>
          <span>
            {band.averagePerRound ?? '–'} per round · {pct(band.hitRate)} hit rate
          </span>
          <span className="pr-muted">
            {band.sessions} sessions, {band.kills}/{band.targets} targets
          </span>
        </>
      ) : (
        <p className="pr-muted">Needs at least two conditions with two sessions or more each.</p>
      )}
    </Card>
  );
}

function WeatherBody({ data }: { data: WeatherAnalysisBody }) {
  if (!data.basis.withConditions)
    return (
      <Card>
        <p>{data.basis.sessions ? 'None of your sessions has logged conditions yet.' : 'No sessions logged yet.'}</p>
        <p>
          Open <strong>Weather conditions</strong> when you <Link to="/practice">log practice</Link> (wind, temperature, light, rain) and
          your scores per condition appear here.
        </p>
      </Card>
    );
  return (
    <>
      <p className="st-basis" role="note">
        From {data.basis.withConditions} of your {data.basis.sessions} sessions that have logged conditions. A condition needs two sessions
        or more to be called best or worst.
      </p>
      <div className="tr-grid">
        <Condition id="wx-best" title="Your best conditions" band={data.best} />
        <Condition id="wx-worst" title="Your worst conditions" band={data.worst} />
      </div>
      <div className="tr-grid">
        {FACTORS.map((f) => {
          const bands = data.bands.filter((b) => b.factor === f.key);
          if (!bands.length) return null;
          return (
            <Card key={f.key} role="region" aria-labelledby={`wx-${f.key}`}>
              <h2 id={`wx-${f.key}`} className="pr-h2">
                {f.title}
              </h2>
              <ul className="tr-list tr-list--plain">
                {bands.map((b) => (
                  <li key={b.band} className="tr-band">
                    <span className="tr-band__label">{b.band}</span>
                    <div
                      className="tr-bar"
                      role="meter"
                      aria-label={`Hit rate, ${bandName(b)}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round((b.hitRate ?? 0) * 100)}
                    >
                      <div
                        className="tr-bar__fill"
                        style={{ width: `${Math.round((b.hitRate ?? 0) * 100)}%`, background: rateColour(b.hitRate) }}
                      />
                    </div>
                    <span className="tr-band__num">
                      {b.averagePerRound ?? '–'}/round · {pct(b.hitRate)} · {b.sessions} sess.
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          );
        })}
      </div>
    </>
  );
}
