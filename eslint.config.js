// ESLint flat config: typescript-eslint's recommended rules plus the architecture's import
// boundaries as lint errors (CONVENTIONS habit 9):
//   - contracts imports nothing of ours;
//   - services/kit imports only contracts; services and the bff import only @trap/contracts and @trap/kit;
//   - frontends/ui imports only contracts; apps import only @trap/contracts, @trap/ui and their own code;
//     remotes never import each other or the shell (federated modules are loaded at runtime by the shell);
//   - no relative import leaves its own workspace ('../../auth/src/x.ts' is an error everywhere);
//   - inside a frontend app, features never import each other or the app layer, and src/shared imports
//     neither (composition happens in src/app; see frontends/README.md);
//   - no import cycles (import-x/no-cycle), and the rules of hooks (react-hooks) in the frontends.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const WORKSPACES = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.map((w) => path.join(ROOT, w));

/** The workspace folder a file belongs to (the repository root for top-level files). */
const workspaceOf = (file) =>
  WORKSPACES.filter((w) => file === w || file.startsWith(w + path.sep)).sort((a, b) => b.length - a.length)[0] ?? ROOT;

/** Local rule: a relative import must stay inside its workspace; across workspaces, import by package name. */
const noCrossWorkspaceRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that reach into another workspace' },
    messages: {
      escape: "'{{source}}' reaches into {{target}}. Import shared code by package name (@trap/contracts, @trap/kit, @trap/ui) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = workspaceOf(file);
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const targetWorkspace = workspaceOf(target);
      if (targetWorkspace !== own) {
        context.report({
          node,
          messageId: 'escape',
          data: { source, target: path.relative(ROOT, targetWorkspace) || 'the repository root' },
        });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => n.source && check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source),
    };
  },
};

/**
 * Where a file sits inside a frontend app: `frontends/<app>/src/<layer>/<feature>/...`; layer is
 * 'features', 'shared', 'app' (or a top-level file such as bootstrap.tsx: the app layer too).
 */
const FRONTEND_SRC = /^frontends\/([^/]+)\/src\/(?:(features|shared|app)\/)?(?:([^/]+)\/)?/;
const frontendPlace = (file) => {
  const m = FRONTEND_SRC.exec(path.relative(ROOT, file).split(path.sep).join('/'));
  if (!m) return undefined;
  return { app: m[1], layer: m[2] ?? 'app', feature: m[2] === 'features' ? m[3] : undefined };
};

/**
 * Local rule: the layers of a frontend app (CONVENTIONS habit 8). A feature imports its own folder,
 * src/shared and packages; never another feature or src/app (the app composes features, not the
 * other way round). src/shared imports neither features nor src/app. A piece two features need moves
 * to src/shared (or to @trap/ui when more than one app needs it).
 */
const frontendLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Features never import each other; shared code never imports features or the app' },
    messages: {
      crossFeature:
        "The '{{from}}' feature imports the '{{to}}' feature ('{{source}}'). Features never import each other: move what both need to src/shared (or @trap/ui), or compose them in src/app.",
      featureToApp: "The '{{from}}' feature imports the app layer ('{{source}}'). The app composes features; pass what the feature needs in, or move it to src/shared.",
      sharedUp: "src/shared imports '{{source}}' from src/{{layer}}. Shared code sits below the features and the app and imports neither.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = frontendPlace(file);
    if (!own || own.layer === 'app') return {};
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = frontendPlace(path.resolve(path.dirname(file), source));
      if (!target || target.app !== own.app) return;
      if (own.layer === 'features') {
        if (target.layer === 'features' && target.feature !== own.feature)
          context.report({ node, messageId: 'crossFeature', data: { from: own.feature, to: target.feature, source } });
        else if (target.layer === 'app') context.report({ node, messageId: 'featureToApp', data: { from: own.feature, source } });
      } else if (own.layer === 'shared' && target.layer !== 'shared') {
        context.report({ node, messageId: 'sharedUp', data: { source, layer: target.layer } });
      }
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => n.source && check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source),
    };
  },
};

/** no-restricted-imports patterns allowing only the listed @trap packages (and their subpaths). */
const onlyOurs = (allowed, message, extra = []) => [
  'error',
  {
    patterns: [{ group: ['@trap/*', ...allowed.flatMap((p) => [`!${p}`, `!${p}/**`])], message }, ...extra],
  },
];

const REMOTES = ['member', 'admin', 'moderator'];
/** A remote may not import the shell or another remote, by package name or by federated module name. */
const remoteRule = (self) =>
  onlyOurs(['@trap/contracts', '@trap/ui'], `The ${self} remote imports only @trap/contracts, @trap/ui and its own code.`, [
    {
      group: ['/shell', '/shell/*', ...REMOTES.filter((r) => r !== self).flatMap((r) => [`/${r}`, `/${r}/*`])],
      message: 'Remotes never import each other or the shell; the shell composes them at runtime.',
    },
  ]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // the shell's server-rendering build (frontends/shell/dist-ssr), output like dist/
      '**/dist-ssr/**',
      '.data/**',
      '.tools/**',
      'reports/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      trap: { rules: { 'no-cross-workspace-relative': noCrossWorkspaceRelative, 'frontend-layers': frontendLayers } },
      'import-x': importX,
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    // Resolves relative imports and workspace packages (through their package.json exports) for no-cycle.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'trap/no-cross-workspace-relative': 'error',
      // A cycle makes load order matter (undefined at import time) and tangles what should be layers.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // `any` is sometimes the honest type at a library seam; warn so it stays visible and rare.
      '@typescript-eslint/no-explicit-any': 'warn',
      // `{}` as a generic default ("no extra fields") is fine.
      '@typescript-eslint/no-empty-object-type': ['error', { allowObjectTypes: 'always', allowInterfaces: 'with-single-extends' }],
      // `let x; const f = () => x; x = ...` is the usual late-binding pattern for closures.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  { files: ['**/test/**', '**/*.test.{ts,tsx}', 'infra/e2e/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Build tooling, not code: the service workspaces share one vitest config beside them.
  { files: ['services/*/vitest.config.ts'], rules: { 'trap/no-cross-workspace-relative': 'off' } },
  {
    files: ['frontends/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'trap/frontend-layers': 'error',
      'react-hooks/rules-of-hooks': 'error',
      // a missing dependency is a stale value waiting to happen; an error so it is fixed, not lived with
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@trap/*'], message: 'contracts imports nothing of ours: it is the bottom layer.' }] },
      ],
    },
  },
  {
    files: ['services/kit/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/kit'],
        'The kit imports only @trap/contracts (and itself, in its tests).',
      ),
    },
  },
  {
    files: ['services/*/**', 'bff/**'],
    ignores: ['services/kit/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/kit'],
        'Services and the bff import only @trap/contracts and @trap/kit; data of another service arrives as events.',
      ),
    },
  },
  {
    files: ['frontends/ui/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/ui'],
        'frontends/ui is shared by every app and imports only @trap/contracts.',
      ),
    },
  },
  {
    files: ['frontends/shell/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/ui'],
        'The shell imports only @trap/contracts, @trap/ui and its own code; remotes load at runtime.',
      ),
    },
  },
  ...REMOTES.map((r) => ({ files: [`frontends/${r}/**`], rules: { 'no-restricted-imports': remoteRule(r) } })),
  {
    // Test support never reaches a bundle: only the screens' tests (and the support itself: @trap/ui/testing,
    // a feature's test-fixtures.ts shared by its tests) import it.
    // (The typescript-eslint rule, so the per-workspace no-restricted-imports above stay as they are.)
    files: ['frontends/**/*.{ts,tsx}'],
    ignores: ['frontends/**/*.test.{ts,tsx}', 'frontends/**/test-fixtures.ts', 'frontends/ui/src/testing/**', 'frontends/*/vitest*.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@trap/ui/testing', '@trap/ui/testing/**', '**/testing/**', '**/test-fixtures.ts', 'msw', 'msw/**', '@testing-library/**', 'jsdom'],
              message: 'Test support (MSW, Testing Library, @trap/ui/testing) is for *.test.tsx files only, never for app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['infra/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        ['@trap/contracts', '@trap/kit'],
        'Infra tooling uses @trap/contracts and @trap/kit, never a service’s internals.',
      ),
    },
  },
  {
    // The club-scale bench writes each service's data set in that service's own stored shape, through
    // its repositories and models (a copy of the shapes here would drift from them); tooling, never
    // imported by a service.
    files: ['infra/bench/scale/**'],
    rules: {
      'no-restricted-imports': onlyOurs(
        [
          '@trap/contracts',
          '@trap/kit',
          '@trap/auth',
          '@trap/community',
          '@trap/content',
          '@trap/notifications',
          '@trap/practice',
          '@trap/settings',
        ],
        'The club-scale bench imports the services it seeds, @trap/contracts and @trap/kit.',
      ),
    },
  },
);
