import { Card } from '@trap/ui';
import { pct, type PracticeStatsBody } from './stats-api.ts';
import { useMemberT } from '../i18n/member-texts.ts';
import '../styles/page.css';
import './stats.css';

type Buckets = PracticeStatsBody['byStation'];

/** Colour from red (50% and under) through amber to green (100%): trap hit rates live in that range. */
export const rateColour = (rate: number | null) =>
  rate == null ? 'var(--color-border)' : `hsl(${Math.round(Math.min(1, Math.max(0, (rate - 0.5) * 2)) * 120)} 65% 42%)`;

/**
 * The layout seen from behind the line: the trap house in front, the five stations in a row, and
 * three arrows for left, straight and right targets, each coloured by its hit rate.
 */
export function MissMap({ byStation, byDirection }: { byStation: Buckets; byDirection: Buckets }) {
  const { t } = useMemberT();
  const station = (n: number) => byStation.find((b) => b.key === String(n));
  const direction = (d: string) => byDirection.find((b) => b.key === d);
  const count = Math.max(5, ...byStation.map((b) => Number(b.key) || 0));
  const xs = Array.from({ length: count }, (_, i) => 40 + (i * 320) / Math.max(1, count - 1));
  const arrows = [
    { key: 'left', label: t('directions.left'), x2: 90, y2: 30 },
    { key: 'straight', label: t('directions.straight'), x2: 200, y2: 15 },
    { key: 'right', label: t('directions.right'), x2: 310, y2: 30 },
  ];
  return (
    <Card aria-labelledby="st-map">
      <h2 id="st-map" className="pr-h2">
        {t('stats.mapTitle')}
      </h2>
      <svg viewBox="0 0 400 250" role="img" aria-label={t('stats.mapLabel')} className="st-map">
        {arrows.map((a) => {
          const b = direction(a.key);
          return (
            <g key={a.key}>
              <line x1="200" y1="120" x2={a.x2} y2={a.y2} stroke={rateColour(b?.rate ?? null)} strokeWidth="8" strokeLinecap="round" />
              <text x={a.x2} y={a.y2 - 4} textAnchor="middle" fontSize="13" fill="currentColor">
                {a.label} {pct(b?.rate)}
              </text>
            </g>
          );
        })}
        <rect x="170" y="115" width="60" height="22" rx="3" fill="var(--color-surface-muted)" stroke="currentColor" />
        <text x="200" y="130" textAnchor="middle" fontSize="11" fill="currentColor">
          {t('stats.trapHouse')}
        </text>
        {xs.map((x, i) => {
          const b = station(i + 1);
          return (
            <g key={i}>
              <circle cx={x} cy="195" r="20" fill={rateColour(b?.rate ?? null)} />
              <text x={x} y="200" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
                {i + 1}
              </text>
              <text x={x} y="235" textAnchor="middle" fontSize="12" fill="currentColor">
                {pct(b?.rate)}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="st-map__legend">
        {byStation.map((b) => (
          <li key={b.key}>{t('stats.mapStation', { station: b.key, kills: b.kills, targets: b.targets, rate: pct(b.rate) })}</li>
        ))}
      </ul>
    </Card>
  );
}
