import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A Node image of infra/deploy/Dockerfile holds its workspace's production packages only
 * (`npm ci --omit=dev --workspace X`) and the workspaces it COPYs. Nothing here can build an image, so
 * this reads the Dockerfile and checks, for each Node target, what the image would miss at run time:
 * a workspace its code needs that is not copied, or a package its code imports that is not among the
 * dependencies (an import of a devDependency works in `make start` and fails only in the image), and
 * that every process starts as `node <entry>.ts` (Node's own type stripping, as `make start` does).
 */
const ROOT = join(import.meta.dirname, '../..');
const DOCKERFILE = readFileSync(join(ROOT, 'infra/deploy/Dockerfile'), 'utf8');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const WORKSPACES = new Map<string, { dir: string; manifest: Manifest }>();
for (const dir of (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces) {
  const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as Manifest;
  WORKSPACES.set(manifest.name, { dir, manifest });
}

/** Stages of the Dockerfile: name, base and lines. */
function stages(): { name: string; base: string; lines: string[] }[] {
  const out: { name: string; base: string; lines: string[] }[] = [];
  for (const line of DOCKERFILE.split('\n')) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ base: from[1]!, name: from[2] ?? '', lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

/** Each Node target: the workspace its deps stage installs and the folders it copies from the context. */
function nodeTargets(): { target: string; workspace: string; copied: string[] }[] {
  const all = stages();
  const installs = new Map<string, string>();
  for (const s of all) {
    const ci = s.lines.map((l) => /npm ci --omit=dev .*--workspace (\S+)/.exec(l)).find(Boolean);
    if (ci) installs.set(s.name, ci[1]!);
  }
  const targets: { target: string; workspace: string; copied: string[] }[] = [];
  for (const s of all) {
    const deps = s.lines.map((l) => /^COPY --from=(\S+) \/app \/app/.exec(l)).find(Boolean)?.[1];
    if (!deps || !installs.has(deps)) continue;
    const copied = s.lines.flatMap((l) => /^COPY (?!--)(\S+)\/? \S+/.exec(l)?.[1] ?? []).map((p) => p.replace(/\/$/, ''));
    targets.push({ target: s.name, workspace: installs.get(deps)!, copied });
  }
  return targets;
}

/** The workspace and every workspace it depends on, for production. */
function closure(name: string, seen = new Set<string>()): Set<string> {
  seen.add(name);
  for (const dep of Object.keys(WORKSPACES.get(name)?.manifest.dependencies ?? {})) {
    if (WORKSPACES.has(dep) && !seen.has(dep)) closure(dep, seen);
  }
  return seen;
}

/** Source files an image runs: src/ without tests and test helpers. */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'testing' && e.name !== 'test' && e.name !== 'node_modules') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.(test|spec)\.tsx?$/.test(e.name)) out.push(p);
    }
  };
  walk(join(ROOT, dir, 'src'));
  return out;
}

const BUILTIN = new Set(builtinModules);
/** Packages a file loads at run time (type-only imports are erased). */
function importedPackages(text: string): string[] {
  const specs = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  return specs
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !BUILTIN.has(s.split('/')[0]!))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

describe('what each Node image of infra/deploy/Dockerfile holds', () => {
  const targets = nodeTargets();

  it('when the Dockerfile is read, then every service, worker, the bff and the streams Job is a Node target with its own install', () => {
    expect(targets.map((t) => t.target).sort()).toEqual(
      [
        'auth',
        'bff',
        'community',
        'content',
        'nats-streams',
        'notifications',
        'practice',
        'settings',
        // workers are built on their service's target, so they hold the same
      ].sort(),
    );
  });

  it("when npm ci checks the lock, then every workspace's package.json is in the image (else the install refuses)", () => {
    const workspaceStage = stages().find((s) => s.name === 'workspace')!;
    const copiedManifests = workspaceStage.lines.flatMap((l) => /^COPY (\S+)\/package\.json /.exec(l)?.[1] ?? []);
    expect(copiedManifests.sort()).toEqual([...WORKSPACES.values()].map((w) => w.dir).sort());
  });

  for (const { target, workspace, copied } of targets) {
    it(`when ${target} runs, then the workspaces and packages its code loads are in the image`, () => {
      const needed = closure(workspace);
      const problems: string[] = [];
      for (const ws of needed) {
        const { dir } = WORKSPACES.get(ws)!;
        if (!copied.includes(dir)) problems.push(`${target}: ${ws} (${dir}) is needed but not copied into the image`);
      }
      // What npm ci --omit=dev --workspace installs: the production dependencies of the workspace and
      // of each workspace it needs, hoisted into /app/node_modules (so a service may load a package
      // the kit depends on).
      const manifests = [...needed].map((ws) => WORKSPACES.get(ws)!);
      const installed = new Set(
        manifests.flatMap(({ manifest }) => [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]),
      );
      for (const { dir } of manifests) {
        for (const file of sources(dir)) {
          for (const pkg of importedPackages(readFileSync(file, 'utf8'))) {
            if (!installed.has(pkg)) {
              problems.push(
                `${target}: ${relative(ROOT, file)} imports ${pkg}, a dependency of none of ${[...needed].join(', ')} (npm ci --omit=dev leaves it out)`,
              );
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("when a Node image or a Kubernetes container starts, then it runs `node <entry>.ts` alone: Node's own type stripping, no transpiler loaded", () => {
    const commands = [
      ...[...DOCKERFILE.matchAll(/^CMD (\[.*\])$/gm)].map((m) => ({ from: 'infra/deploy/Dockerfile', argv: JSON.parse(m[1]!) as string[] })),
      ...readdirSync(join(ROOT, 'infra/k8s'))
        .filter((f) => f.endsWith('.yaml'))
        .flatMap((f) =>
          [...readFileSync(join(ROOT, 'infra/k8s', f), 'utf8').matchAll(/^\s*command: (\["node".*\])$/gm)].map((m) => ({
            from: `infra/k8s/${f}`,
            argv: JSON.parse(m[1]!) as string[],
          })),
        ),
    ];
    expect(commands.length).toBeGreaterThanOrEqual(2 * 12);
    const wrong = commands.filter(
      ({ argv }) => argv.length !== 2 || argv[0] !== 'node' || !argv[1]!.endsWith('.ts') || !existsSync(join(ROOT, argv[1]!)),
    );
    expect(wrong).toEqual([]);
  });

  it('when code imports a devDependency, then the check names the file and the package', () => {
    expect(
      importedPackages("import request from 'supertest';\nimport type { X } from 'vitest';\nconst m = await import('pino-pretty');"),
    ).toEqual(['supertest', 'pino-pretty']);
    expect(importedPackages("import { readFile } from 'node:fs';\nimport path from 'path';\nimport { a } from './a.ts';")).toEqual([]);
    expect(importedPackages("import {\n  type A,\n  b,\n} from '@trap/kit/worker';")).toEqual(['@trap/kit']);
  });
});
