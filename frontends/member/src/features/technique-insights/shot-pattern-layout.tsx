import type { ShotPatternRecord } from '@trap/contracts';
import { formatNumber } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { rateColour } from '../../shared/stats/miss-map.tsx';
import { TECHNIQUE_INSIGHTS_NS, useTechniqueInsightsT } from './texts/texts.ts';
import '../../shared/styles/page.css';
import '../../shared/training/training.css';

type Station = ShotPatternRecord['stationData'][number];
const DIRS = [
  { key: 'left', labelKey: 'pattern.dir.left', dx: -24, dy: -92 },
  { key: 'straight', labelKey: 'pattern.dir.straight', dx: 0, dy: -100 },
  { key: 'right', labelKey: 'pattern.dir.right', dx: 24, dy: -92 },
] as const;
const rate = (hits: number, targets: number) => (targets ? hits / targets : null);

/**
 * A session's shot pattern on the trap layout, seen from behind the line: the bunker in front, the
 * stations in a row, and from each station the left, straight and right flight lines it shot,
 * coloured by how many of them it broke. The list under it says the same in words.
 */
export function ShotPatternLayout({ pattern }: { pattern: ShotPatternRecord }) {
  const { t, language } = useTechniqueInsightsT();
  const n = (value: number) => formatNumber(value, language);
  const dirName = (direction: string) => {
    const d = DIRS.find((x) => x.key === direction);
    return d ? t(d.labelKey) : direction;
  };
  const count = Math.max(5, ...pattern.stationData.map((s) => s.station));
  const xs = Array.from({ length: count }, (_, i) => 45 + (i * 310) / Math.max(1, count - 1));
  const byStation = new Map(pattern.stationData.map((s) => [s.station, s]));
  if (!pattern.stationData.length) return <p className="pr-muted">{pattern.analysis}</p>;
  return (
    <figure className="tr-pattern">
      <svg viewBox="0 0 400 270" role="img" aria-label={t('pattern.layoutLabel', { analysis: pattern.analysis })} className="tr-pattern__svg">
        <rect x="40" y="22" width="320" height="26" rx="4" fill="var(--color-surface-muted)" stroke="currentColor" />
        <text x="200" y="40" textAnchor="middle" fontSize="12" fill="currentColor">
          {t('pattern.trapHouse')}
        </text>
        {xs.map((x, i) => {
          const s = byStation.get(i + 1);
          return (
            <g key={i}>
              {DIRS.map((d) => {
                const dir = s?.byDirection.find((b) => b.direction === d.key);
                if (!dir) return null;
                const missed = dir.targets - dir.hits;
                return (
                  <g key={d.key}>
                    <line
                      x1={x}
                      y1={190}
                      x2={x + d.dx}
                      y2={190 + d.dy}
                      stroke={rateColour(rate(dir.hits, dir.targets))}
                      strokeWidth={3 + Math.min(5, dir.targets / 2)}
                      strokeLinecap="round"
                    />
                    {missed ? (
                      <text
                        x={x + d.dx * 1.25}
                        y={190 + d.dy - 5}
                        textAnchor="middle"
                        fontSize="10"
                        fontWeight="700"
                        fill="var(--color-danger)"
                      >
                        ✕{missed}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <circle cx={x} cy="205" r="20" fill={rateColour(s ? rate(s.hits, s.targets) : null)} />
              <text x={x} y="210" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
                {i + 1}
              </text>
              <text x={x} y="248" textAnchor="middle" fontSize="12" fill="currentColor">
                {s ? `${s.hits}/${s.targets}` : '–'}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <p className="tr-pattern__analysis">{pattern.analysis}</p>
        <ul className="tr-pattern__list" aria-label={t('pattern.listLabel')}>
          {pattern.stationData.map((s: Station) => (
            <li key={s.station}>
              <Trans
                ns={TECHNIQUE_INSIGHTS_NS}
                i18nKey="pattern.station"
                values={{ station: s.station, hits: n(s.hits), targets: n(s.targets), misses: n(s.misses) }}
                components={{ station: <strong /> }}
              />
              {s.byDirection.length
                ? t('pattern.byDirection', {
                    directions: s.byDirection
                      .map((d) => t('pattern.direction', { direction: dirName(d.direction), hits: n(d.hits), targets: n(d.targets) }))
                      .join(', '),
                  })
                : ''}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
