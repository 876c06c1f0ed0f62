import { BUDGET, percentile, type Probe, type Sample } from './measure.ts';

/** One row of the table: a request as one actor, warm or on its first read after a restart. */
export interface Row {
  request: string;
  who: string;
  mode: 'warm' | 'first after restart' | 'write';
  budget: number;
  /** per scale label */
  byScale: Record<string, { p50?: number; p95?: number; samples: number; errors: string[] }>;
}

export const rowKey = (probe: Probe, who: string, mode: Row['mode']) => `${probe.label}|${who}|${mode}`;

export function record(rows: Map<string, Row>, probe: Probe, who: string, mode: Row['mode'], scale: string, s: Sample): void {
  const key = rowKey(probe, who, mode);
  const budget = mode === 'write' ? BUDGET.write : mode === 'warm' ? BUDGET.warm : BUDGET.cold;
  const row = rows.get(key) ?? { request: probe.label, who, mode, budget, byScale: {} };
  row.byScale[scale] = { p50: percentile(s.ms, 50), p95: percentile(s.ms, 95), samples: s.ms.length, errors: s.errors };
  rows.set(key, row);
}

/** Why a row fails: its budget at any scale, an error, or more than twice its 1/25 figure at the largest scale. */
export function verdict(row: Row, scales: readonly string[]): string[] {
  const out: string[] = [];
  for (const label of scales) {
    const v = row.byScale[label];
    if (!v) continue;
    if (v.errors.length) out.push(`${label}: ${v.errors.length} errors (${v.errors[0]})`);
    if (v.p95 !== undefined && v.p95 > row.budget) out.push(`${label}: p95 ${Math.round(v.p95)} ms > ${row.budget} ms`);
  }
  const small = row.byScale['1/25']?.p95;
  const largest = scales.at(-1)!;
  const large = row.byScale[largest]?.p95;
  // the growth rule compares the largest scale with 1/25 when the run covered both
  if (largest !== '1/25' && small !== undefined && large !== undefined && large > 2 * small && large > 20)
    out.push(`${largest}: p95 ${(large / small).toFixed(1)}× its 1/25 value`);
  return out;
}

const ms = (v: number | undefined) => (v === undefined ? '–' : v < 10 ? v.toFixed(1) : String(Math.round(v)));

/** The markdown table: request, who, p95 at each scale, budget, ok/over. */
export function table(unordered: readonly Row[], scales: readonly string[]): { text: string; broken: number } {
  // a request's rows together (as measured: every first read comes before the warm ones), in the probes' order
  const firstSeen = new Map<string, number>();
  unordered.forEach((r, i) => firstSeen.set(r.request, Math.min(i, firstSeen.get(r.request) ?? i)));
  const modeOrder = { warm: 0, 'first after restart': 1, write: 2 };
  const rows = [...unordered].sort(
    (a, b) => firstSeen.get(a.request)! - firstSeen.get(b.request)! || a.who.localeCompare(b.who) || modeOrder[a.mode] - modeOrder[b.mode],
  );
  const head = ['request', 'as', 'mode', ...scales.map((s) => `p95 ${s}`), 'budget', 'verdict'];
  let broken = 0;
  const lines = rows.map((row) => {
    const why = verdict(row, scales);
    if (why.length) broken++;
    const cells = scales.map((s) => {
      const v = row.byScale[s];
      if (!v) return '–';
      const note = v.errors.length
        ? ` (${v.errors.length} err)`
        : v.samples < 20 && row.mode !== 'first after restart'
          ? ` (n=${v.samples})`
          : '';
      return `${ms(v.p95)}${note}`;
    });
    return [`\`${row.request}\``, row.who, row.mode, ...cells, `${row.budget}`, why.length ? `**over**: ${why.join('; ')}` : 'ok'];
  });
  const text = [
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i >= 3 && i < 3 + scales.length + 1 ? '---:' : '---')).join(' | ')} |`,
    ...lines.map((l) => `| ${l.join(' | ')} |`),
  ].join('\n');
  return { text, broken };
}
