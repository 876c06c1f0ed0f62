import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { ROOT } from '../dev/lib/stack.ts';

interface AuditReport {
  vulnerabilities?: Record<string, { name: string; severity: string; via: unknown[]; fixAvailable: unknown }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  error?: { code?: string; summary?: string };
  message?: string;
}

/**
 * `npm audit --omit=dev`: no high or critical advisory in what ships. It needs the registry's audit
 * endpoint: when npm cannot reach it (an offline machine, or a registry mirror without that endpoint,
 * as on the development machines here), the test is skipped and prints why rather than failing.
 */
it('production dependencies have no high or critical advisories (npm audit --omit=dev)', (ctx) => {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 90_000 });
  let report: AuditReport | undefined;
  try {
    report = JSON.parse(run.stdout) as AuditReport;
  } catch {
    report = undefined;
  }
  const offline =
    !report?.metadata &&
    /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|network|audit endpoint/i.test(
      `${run.stdout}${run.stderr}${run.error?.message ?? ''}`,
    );
  if (offline || run.error) {
    const why = report?.message || report?.error?.summary || run.error?.message || run.stderr.trim().split('\n').pop();
    const reason = `npm audit skipped: the registry's audit endpoint could not be reached (${why})`;
    console.warn(reason);
    ctx.skip(reason);
    return;
  }
  expect(report?.metadata, `npm audit gave no report: ${run.stdout.slice(0, 500)} ${run.stderr.slice(0, 500)}`).toBeDefined();
  const serious = Object.values(report!.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} (${v.severity})`);
  expect(serious).toEqual([]);
});
