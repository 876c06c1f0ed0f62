import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MANIFESTS = join(ROOT, 'infra/k8s');
const CHECKER = join(ROOT, '.tools/bin/k8s-check');

/** Runs the checker on a folder; its verdict and everything it printed. */
function check(dir: string): { ok: boolean; output: string } {
  const r = spawnSync(CHECKER, ['-repo', ROOT, dir], { encoding: 'utf8' });
  if (r.error) throw r.error;
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

const copies: string[] = [];
/** A copy of infra/k8s (manifests only) with one file changed by `edit`. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(join(tmpdir(), 'k8s-check-'));
  copies.push(dir);
  cpSync(MANIFESTS, dir, { recursive: true, filter: (src) => !relative(MANIFESTS, src).startsWith('check') && !src.endsWith('.ts') });
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = edit(before);
  expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
  return dir;
}

describe('the Kubernetes manifests (infra/k8s)', () => {
  beforeAll(() => {
    // builds .tools/bin/k8s-check when missing or older than its sources (the first time: k8s.io/api from the Go module proxy)
    execFileSync('bash', [join(ROOT, 'infra/tools/build-k8s-check.sh')], { stdio: 'inherit' });
  });
  afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('when every manifest is decoded strictly into the Kubernetes API types and cross-checked, then nothing is wrong', () => {
    const { ok, output } = check(MANIFESTS);
    expect(output).toMatch(/^k8s-check: ok/m);
    expect(ok).toBe(true);
    // every deployable: the bff, six services, four workers, three remotes
    expect(output).toMatch(/\b14 Deployment\b/);
    expect(output).toMatch(/\b7 HorizontalPodAutoscaler\b/);
  });

  it('when a manifest has a misspelt field, then the strict decode names it', () => {
    const dir = brokenCopy('content.yaml', (t) => t.replace('readinessProbe:', 'readinesProbe:'));
    const { ok, output } = check(dir);
    expect(ok).toBe(false);
    expect(output).toContain('unknown field "readinesProbe"');
  });

  it('when a field has the wrong type, then the decode refuses it', () => {
    const dir = brokenCopy('nats.yaml', (t) => t.replace('replicas: 3', 'replicas: three'));
    const { ok, output } = check(dir);
    expect(ok).toBe(false);
    expect(output).toMatch(/cannot unmarshal string into Go struct field StatefulSetSpec\.spec\.replicas/);
  });

  it('when a container loses its readiness probe, then the check says which one', () => {
    const dir = brokenCopy('settings.yaml', (t) => t.replace(/ {10}# \/readyz[^\n]*\n {10}readinessProbe:\n(?: {12}[^\n]*\n)+/, ''));
    const { ok, output } = check(dir);
    expect(ok).toBe(false);
    expect(output).toContain('Deployment trap/settings: container "settings" has no readinessProbe');
  });

  it('when NATS would not fsync every write, runs two servers, or an HPA targets nothing, then each is reported', () => {
    let dir = brokenCopy('nats.yaml', (t) => t.replace('sync_interval: always', 'sync_interval: 2m').replace('replicas: 3', 'replicas: 2'));
    let { ok, output } = check(dir);
    expect(ok).toBe(false);
    expect(output).toContain('lacks `sync_interval: always`');
    expect(output).toContain('JetStream needs replicas: 3');
    dir = brokenCopy('bff.yaml', (t) => t.replace('kind: Deployment, name: bff }', 'kind: Deployment, name: bff-web }'));
    ({ ok, output } = check(dir));
    expect(ok).toBe(false);
    expect(output).toContain('scaleTargetRef apps/v1 Deployment/bff-web is no Deployment of these manifests');
  });
});
