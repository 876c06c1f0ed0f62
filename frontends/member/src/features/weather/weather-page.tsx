import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DISCIPLINE_RULES, DISCIPLINES } from '@trap/contracts';
import { Card, Container, FormField, Spinner, errorMessage, formatNumber, Select, type Language, type TFunction } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { rateColour } from '../../shared/stats/miss-map.tsx';
import { weatherQuery, type WeatherAnalysisBody } from '../../shared/training/training-api.ts';
import { useWeatherT, WEATHER_NS } from './texts/texts.ts';
import '../../shared/styles/page.css';
import '../../shared/training/training.css';

type Band = WeatherAnalysisBody['bands'][number];
const FACTORS: { key: Band['factor']; titleKey: string }[] = [
  { key: 'wind', titleKey: 'factor.wind' },
  { key: 'temperature', titleKey: 'factor.temperature' },
  { key: 'light', titleKey: 'factor.light' },
  { key: 'rain', titleKey: 'factor.rain' },
];
/** The service's band names (its wind and temperature bands, the logged light and rain); one it adds later shows as it came. */
const BANDS: { band: string; labelKey: string }[] = [
  { band: 'calm (under 8 km/h)', labelKey: 'band.windCalm' },
  { band: 'moderate (8-15 km/h)', labelKey: 'band.windModerate' },
  { band: 'windy (15-25 km/h)', labelKey: 'band.windWindy' },
  { band: 'strong (25 km/h and more)', labelKey: 'band.windStrong' },
  { band: 'cool (under 15 °C)', labelKey: 'band.tempCool' },
  { band: 'mild (15-25 °C)', labelKey: 'band.tempMild' },
  { band: 'warm (25-32 °C)', labelKey: 'band.tempWarm' },
  { band: 'hot (32 °C and more)', labelKey: 'band.tempHot' },
  { band: 'bright', labelKey: 'band.lightBright' },
  { band: 'overcast', labelKey: 'band.lightOvercast' },
  { band: 'low', labelKey: 'band.lightLow' },
  { band: 'artificial', labelKey: 'band.lightArtificial' },
  { band: 'none', labelKey: 'band.rainNone' },
  { band: 'light', labelKey: 'band.rainLight' },
  { band: 'heavy', labelKey: 'band.rainHeavy' },
];
// light's "light" and rain's "light" are two bands: the factor picks the table's part
const bandText = (t: TFunction, b: Band) => {
  const known = BANDS.find((x) => x.band === b.band && x.labelKey.startsWith(`band.${b.factor === 'temperature' ? 'temp' : b.factor}`));
  return known ? t(known.labelKey) : b.band;
};
/** "Wind: windy (15-25 km/h)", "Light: overcast". */
const bandName = (t: TFunction, b: Band) =>
  t('bandName', { factor: t(FACTORS.find((f) => f.key === b.factor)!.titleKey), band: bandText(t, b) });
const num = (value: number | null, language: Language) => (value == null ? '–' : formatNumber(value, language));
const pct = (rate: number | null, language: Language) => (rate == null ? '–' : `${formatNumber(Math.round(rate * 100), language)}%`);

/** /weather (Weather Analysis): the member's scores against the conditions they logged. */
export default function WeatherPage() {
  const { t } = useWeatherT();
  const [discipline, setDiscipline] = useState('');
  const q = useQuery({
    ...weatherQuery(discipline),
    placeholderData: keepPreviousData,
  });
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/practice">{t('toPractice')}</Link>
        </header>
        <Card aria-label={t('filters')}>
          <FormField label={t('discipline')}>
            <Select value={discipline} onChange={(e) => setDiscipline(e.target.value)}>
              <option value="">{t('allDisciplines')}</option>
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
  const { t, language } = useWeatherT();
  return (
    <Card className="tr-cond" role="region" aria-labelledby={id}>
      <h2 id={id} className="pr-h2">
        {title}
      </h2>
      {band ? (
        <>
          <span className="tr-cond__band">{bandName(t, band)}</span>
          <span>{t('perRound', { average: num(band.averagePerRound, language), rate: pct(band.hitRate, language) })}</span>
          <span className="pr-muted">
            {t('sessionsTargets', {
              sessions: num(band.sessions, language),
              kills: num(band.kills, language),
              targets: num(band.targets, language),
            })}
          </span>
        </>
      ) : (
        <p className="pr-muted">{t('needsMore')}</p>
      )}
    </Card>
  );
}

function WeatherBody({ data }: { data: WeatherAnalysisBody }) {
  const { t, language } = useWeatherT();
  if (!data.basis.withConditions)
    return (
      <Card>
        <p>{data.basis.sessions ? t('noneLogged') : t('noSessions')}</p>
        <p>
          <Trans ns={WEATHER_NS} i18nKey="howTo" components={{ cond: <strong />, practice: <Link to="/practice" /> }} />
        </p>
      </Card>
    );
  return (
    <>
      <p className="st-basis" role="note">
        {t('basis', { withConditions: num(data.basis.withConditions, language), sessions: num(data.basis.sessions, language) })}
      </p>
      <div className="tr-grid">
        <Condition id="wx-best" title={t('best')} band={data.best} />
        <Condition id="wx-worst" title={t('worst')} band={data.worst} />
      </div>
      <div className="tr-grid">
        {FACTORS.map((f) => {
          const bands = data.bands.filter((b) => b.factor === f.key);
          if (!bands.length) return null;
          return (
            <Card key={f.key} role="region" aria-labelledby={`wx-${f.key}`}>
              <h2 id={`wx-${f.key}`} className="pr-h2">
                {t(f.titleKey)}
              </h2>
              <ul className="tr-list tr-list--plain">
                {bands.map((b) => (
                  <li key={b.band} className="tr-band">
                    <span className="tr-band__label">{bandText(t, b)}</span>
                    <div
                      className="tr-bar"
                      role="meter"
                      aria-label={t('hitRateOf', { band: bandName(t, b) })}
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
                      {t('bandNumbers', { average: num(b.averagePerRound, language), rate: pct(b.hitRate, language), sessions: num(b.sessions, language) })}
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
