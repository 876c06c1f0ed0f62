/**
 * `make budgets`: each micro-frontend's initial JavaScript (gzip) from its production build, against
 * a budget; exits 1 when one is over. Not part of `make test`.
 *
 *   node --import tsx infra/budgets/bundle-budgets.ts     (SKIP_FRONTENDS_BUILD=1: measure the dist as it is)
 *
 * "Initial" = what must arrive before the app can render:
 *   shell  — the <script> files of dist/index.html, the chunk group of the bootstrap behind the
 *            federation's async boundary (the app, the route table, the layout) and the sync chunks
 *            of the shared modules those consume (React, the router, the query client…), as the
 *            build lists them in dist/startup-files.json (frontends/ui/src/build/rsbuild-app.ts);
 *            routes, the header's menus and the toaster load later and are not counted;
 *   remote — its remoteEntry plus the sync chunks of what it exposes (shared modules come from the shell).
 * Writes reports/budgets/bundles.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { consoleSink } from '../dev/lib/log.ts';
import { FRONTEND_APPS, ensureFrontendsBuilt } from '../dev/lib/frontends.ts';
import { ROOT } from '../dev/lib/stack.ts';

/**
 * KB of gzip JavaScript. The shell's 170 KB is the widely used "fits a mid-range phone on a slow 4G
 * link in about 3 s" budget for a whole page's critical JS (web.dev, "Your first performance budget";
 * Alex Russell's performance-inequality budgets); a remote adds one screen on top, so it gets a
 * fraction of that.
 */
const BUDGET_KB: Record<(typeof FRONTEND_APPS)[number], number> = { shell: 170, member: 60, admin: 40, moderator: 40 };

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { assets: { js: { sync: string[] } } }[];
}

function initialFiles(app: string, dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const files = new Set<string>();
  if (app === 'shell') {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    for (const m of html.matchAll(/<script[^>]*\ssrc="\/?([^"]+\.js)"/g)) files.add(m[1]!);
    const startup = JSON.parse(readFileSync(join(dist, 'startup-files.json'), 'utf8')) as { files: string[]; shared: string[] };
    for (const f of startup.files) files.add(f);
    for (const s of manifest.shared) if (startup.shared.includes(s.name)) for (const f of s.assets.js.sync) files.add(f);
  } else {
    const entry = manifest.metaData.remoteEntry;
    if (entry.name) files.add(join(entry.path, entry.name));
    for (const e of manifest.exposes) for (const f of e.assets.js.sync) files.add(f);
  }
  return [...files];
}

const sink = consoleSink();
if (process.env.SKIP_FRONTENDS_BUILD !== '1') await ensureFrontendsBuilt(ROOT, sink);
const rows: { app: string; files: number; rawKB: number; gzipKB: number; budgetKB: number; ok: boolean }[] = [];
const problems: string[] = [];
for (const app of FRONTEND_APPS) {
  const dist = join(ROOT, 'frontends', app, 'dist');
  if (!existsSync(join(dist, 'mf-manifest.json'))) {
    problems.push(`${app}: no production build (frontends/${app}/dist/mf-manifest.json missing)`);
    continue;
  }
  let raw = 0;
  let gz = 0;
  const files = initialFiles(app, dist);
  for (const f of files) {
    const bytes = readFileSync(join(dist, f));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  const gzipKB = gz / 1024;
  rows.push({ app, files: files.length, rawKB: raw / 1024, gzipKB, budgetKB: BUDGET_KB[app], ok: gzipKB <= BUDGET_KB[app] });
}
mkdirSync(join(ROOT, 'reports', 'budgets'), { recursive: true });
writeFileSync(join(ROOT, 'reports', 'budgets', 'bundles.json'), JSON.stringify({ measuredAt: new Date().toISOString(), rows, problems }, null, 2));
sink.banner(
  [
    '| app | files | initial JS raw KB | gzip KB | budget KB | |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => `| ${r.app} | ${r.files} | ${r.rawKB.toFixed(1)} | ${r.gzipKB.toFixed(1)} | ${r.budgetKB} | ${r.ok ? 'ok' : 'OVER'} |`),
    ...problems,
  ].join('\n'),
);
process.exit(problems.length || rows.some((r) => !r.ok) ? 1 : 0);
