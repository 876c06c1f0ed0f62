import type { StationPattern } from '../shot-patterns/shot-pattern.ts';

/** What the scorecard image shows. */
export interface ScorecardImageInput {
  title: string;
  /** "12 March 2026 · Dr. Karni Singh Range" */
  subtitle: string;
  totalScore: number;
  totalTargets: number;
  stationData: StationPattern[];
  analysis: string;
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
/** The hit rate as a colour from red (half or less) to green (all), as the member screens draw it. */
const rateColour = (rate: number | null) =>
  rate == null ? '#cbd5e1' : `hsl(${Math.round(Math.min(1, Math.max(0, (rate - 0.5) * 2)) * 120)} 65% 42%)`;
const DIRS = [
  { key: 'left', dx: -30, dy: -110 },
  { key: 'straight', dx: 0, dy: -120 },
  { key: 'right', dx: 30, dy: -110 },
] as const;

/**
 * A session's scorecard as a standalone SVG (no fonts or styles from outside, every text escaped):
 * the title and score above the trap layout seen from behind the line, each station's left,
 * straight and right flight lines coloured by how many of them it broke, its hits under it.
 */
export function scorecardSvg(input: ScorecardImageInput): string {
  const W = 600;
  const H = 400;
  const count = Math.max(5, ...input.stationData.map((s) => s.station));
  const xs = Array.from({ length: count }, (_, i) => 90 + (i * 420) / Math.max(1, count - 1));
  const byStation = new Map(input.stationData.map((s) => [s.station, s]));
  const parts: string[] = [];
  const text = (x: number, y: number, size: number, body: string, extra = '') =>
    parts.push(`<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeXml(body)}</text>`);

  parts.push(`<rect width="${W}" height="${H}" fill="#0f1f33"/>`);
  text(24, 40, 22, clip(input.title, 40), 'fill="#ffffff" font-weight="700"');
  text(24, 64, 14, clip(input.subtitle, 70), 'fill="#cbd5e1"');
  text(W - 24, 52, 30, `${input.totalScore} / ${input.totalTargets}`, 'fill="#fbbf24" font-weight="700" text-anchor="end"');
  parts.push(`<rect x="80" y="92" width="440" height="26" rx="4" fill="#1e3a5f" stroke="#64748b"/>`);
  text(300, 110, 12, 'trap house', 'fill="#cbd5e1" text-anchor="middle"');
  xs.forEach((x, i) => {
    const s = byStation.get(i + 1);
    for (const d of DIRS) {
      const dir = s?.byDirection.find((b) => b.direction === d.key);
      if (!dir?.targets) continue;
      const width = 3 + Math.min(5, dir.targets / 2);
      parts.push(
        `<line x1="${x}" y1="270" x2="${x + d.dx}" y2="${270 + d.dy}" stroke="${rateColour(dir.hits / dir.targets)}" stroke-width="${width}" stroke-linecap="round"/>`,
      );
    }
    parts.push(`<circle cx="${x}" cy="285" r="22" fill="${rateColour(s?.targets ? s.hits / s.targets : null)}"/>`);
    text(x, 291, 15, String(i + 1), 'fill="#ffffff" font-weight="700" text-anchor="middle"');
    text(x, 330, 14, s ? `${s.hits}/${s.targets}` : '–', 'fill="#e2e8f0" text-anchor="middle"');
  });
  text(24, 372, 13, clip(input.analysis, 86), 'fill="#cbd5e1"');
  text(W - 24, 392, 11, 'Trap India', 'fill="#64748b" text-anchor="end"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="system-ui, sans-serif" role="img" aria-label="${escapeXml(`${input.title}: ${input.totalScore} of ${input.totalTargets}`)}">${parts.join('')}</svg>`;
}
