import type { ShotPatternRecord } from '@trap/contracts';
import { rateColour } from '../../shared/stats/miss-map.tsx';
import '../../shared/styles/page.css';
import '../../shared/training/training.css';

type Station = ShotPatternRecord['stationData'][number];
const DIRS = [
  { key: 'left', label: 'Left', dx: -24, dy: -92 },
  { key: 'straight', label: 'Straight', dx: 0, dy: -100 },
  { key: 'right', label: 'Right', dx: 24, dy: -92 },
] as const;
const rate = (hits: number, targets: number) => (targets ? hits / targets : null);

/**
 * A session's shot pattern on the trap layout, seen from behind the line: the bunker in front, the
 * stations in a row, and from each station the left, straight and right flight lines it shot,
 * coloured by how many of them it broke. The list under it says the same in words.
 */
export function ShotPatternLayout({ pattern }: { pattern: ShotPatternRecord }) {
  const count = Math.max(5, ...pattern.stationData.map((s) => s.station));
  const xs = Array.from({ length: count }, (_, i) => 45 + (i * 310) / Math.max(1, count - 1));
  const byStation = new Map(pattern.stationData.map((s) => [s.station, s]));
  if (!pattern.stationData.length) return <p className="pr-muted">{pattern.analysis}</p>;
  return (
    <figure className="tr-pattern">
      <svg viewBox="0 0 400 270" role="img" aria-label={`Shot pattern on the layout: ${pattern.analysis}`} className="tr-pattern__svg">
        <rect x="40" y="22" width="320" height="26" rx="4" fill="var(--color-surface-muted)" stroke="currentColor" />
        <text x="200" y="40" textAnchor="middle" fontSize="12" fill="currentColor">
          trap house
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
        <ul className="tr-pattern__list" aria-label="Hits and misses per station">
          {pattern.stationData.map((s: Station) => (
            <li key={s.station}>
              <strong>Station {s.station}</strong>: {s.hits} of {s.targets} hit, {s.misses} missed
              {s.byDirection.length ? ` (${s.byDirection.map((d) => `${d.direction} ${d.hits}/${d.targets}`).join(', ')})` : ''}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
