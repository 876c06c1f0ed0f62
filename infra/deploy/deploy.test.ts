import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const COMPOSE = join(ROOT, 'docker-compose.yml');
const DOCKERFILE = join(ROOT, 'infra/deploy/Dockerfile');
const CHECKER = join(ROOT, '.tools/bin/compose-check');
const temp = mkdtempSync(join(tmpdir(), 'compose-check-'));

/**
 * Runs the checker on a compose file with the repository as the project directory, in an
 * environment without the test's variables (as an operator's shell would be); its verdict and output.
 */
function check(file: string): { ok: boolean; output: string } {
  const r = spawnSync(CHECKER, ['-f', file, '-project-directory', ROOT], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  if (r.error) throw r.error;
  return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
}

let n = 0;
/** A copy of docker-compose.yml changed by `edit` (which must change something). */
function brokenCompose(edit: (text: string) => string): string {
  const before = readFileSync(COMPOSE, 'utf8');
  const after = edit(before);
  expect(after, 'the edit changed nothing').not.toBe(before);
  const file = join(temp, `docker-compose-${++n}.yml`);
  writeFileSync(file, after);
  return file;
}

/** A service's block (from its name to the next blank line) taken out. */
const withoutService = (text: string, name: string) => text.replace(new RegExp(`\\n  ${name}:\\n(?:    .*\\n|\\s*#.*\\n)+`), '\n');

describe('docker-compose.yml and infra/deploy/Dockerfile, checked as `docker-compose config -q` would', () => {
  beforeAll(() => {
    // builds .tools/bin/compose-check when missing or older than its sources (the first time: compose-go from the Go module proxy)
    execFileSync('bash', [join(ROOT, 'infra/tools/build-compose-check.sh')], { stdio: 'inherit' });
  });
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  it('when the compose file is loaded like docker compose loads it, then it is valid and every deployable is its own image', () => {
    const { ok, output } = check(COMPOSE);
    expect(output).toMatch(/^compose-check: ok/m);
    expect(ok).toBe(true);
    // mongo, nats, redis; six services, four workers, the bff; the shell and three remotes: 15 targets of their own
    expect(output).toContain('18 services (15 built from 15 Dockerfile targets)');
  });

  it('when a key is misspelt, then the schema names it', () => {
    const { ok, output } = check(brokenCompose((t) => t.replace(/(\n {2}content:\n(?:.*\n)*?) {4}environment:/, '$1    enviroment:')));
    expect(ok).toBe(false);
    expect(output).toContain('services.content');
    expect(output).toContain('enviroment');
  });

  it('when a version default is written without its dash, then the interpolation error says where', () => {
    const { ok, output } = check(brokenCompose((t) => t.replace('${AUTH_VERSION:-latest}', '${AUTH_VERSION:latest}')));
    expect(ok).toBe(false);
    expect(output).toContain('invalid interpolation format for services.auth.image');
  });

  it('when a service depends on one that does not exist, then the project is inconsistent', () => {
    const { ok, output } = check(
      brokenCompose((t) =>
        t.replace('shell: { condition: service_completed_successfully }', 'shel: { condition: service_completed_successfully }'),
      ),
    );
    expect(ok).toBe(false);
    expect(output).toContain('service "bff" depends on undefined service "shel"');
  });

  it('when a build target is not a stage of the Dockerfile, then the check names the service and the target', () => {
    const { ok, output } = check(brokenCompose((t) => t.replace('target: content,', 'target: contnet,')));
    expect(ok).toBe(false);
    expect(output).toContain('service "content": build target "contnet" is not a stage of infra/deploy/Dockerfile');
  });

  it('when two services share one image, or a process or a frontend has no service, then one artifact per deployable is broken', () => {
    let { ok, output } = check(brokenCompose((t) => t.replace('trap-settings:${SETTINGS_VERSION:-latest}', 'trap-content:latest')));
    expect(ok).toBe(false);
    expect(output).toContain('service "settings": image "trap-content:latest" should be trap-settings:<version>');
    ({ ok, output } = check(brokenCompose((t) => withoutService(withoutService(t, 'practice-worker'), 'admin'))));
    expect(ok).toBe(false);
    expect(output).toContain('services/practice/src/worker.ts is a process of the repository that no service of the compose file runs');
    expect(output).toContain('frontend admin has no service built from target "admin"');
  });

  it('when the Dockerfile copies from a stage it does not have or runs a file that is not there, then the line is named', () => {
    const dockerfile = join(temp, 'Dockerfile');
    writeFileSync(
      dockerfile,
      readFileSync(DOCKERFILE, 'utf8')
        .replace('COPY --from=content-deps /app /app', 'COPY --from=content-dep /app /app')
        .replace('"services/settings/src/main.ts"]', '"services/settings/src/index.ts"]'),
    );
    const { ok, output } = check(brokenCompose((t) => t.replaceAll('dockerfile: infra/deploy/Dockerfile', `dockerfile: ${dockerfile}`)));
    expect(ok).toBe(false);
    expect(output).toMatch(/Dockerfile:\d+: COPY --from=content-dep names no earlier stage/);
    expect(output).toMatch(/Dockerfile:\d+: CMD runs services\/settings\/src\/index\.ts, which is not in the repository/);
  });
});
